import SpecimenFormats

/// One design token as written in a `*.tokens.json` file: its dot-path name, its type (its own
/// or inherited from a group), its `$value` before aliases are resolved, and where it is.
public struct Token: Sendable, Hashable {
    /// Dot path of group names: `color.grey.60`.
    public var name: String
    /// `$type`, the token's own or the nearest group's; nil when neither says (an alias may still give one).
    public var type: TokenType?
    /// `$type` as written when it is not a DTCG type (kept, shown, not checked).
    public var unknownType: String?
    /// `$value` as written.
    public var value: JSONNode
    public var description: String?
    /// `$deprecated`: nil when not deprecated, "" when `true`, the reason when a string.
    public var deprecated: String?
    /// `$extensions`, kept as written for tools that read `tokens.resolved.json`.
    public var extensions: JSONNode?
    /// Where the token's name is written.
    public var location: SourceLocation
    /// Where its `$value` starts.
    public var valueLocation: SourceLocation

    /// The group path above the token (`color.grey`), `""` at the top.
    public var group: String {
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[..<dot])
    }

    /// The last segment of the name (`60`).
    public var shortName: String {
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }
}
