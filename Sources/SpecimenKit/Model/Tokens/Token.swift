import SpecimenFormats

/// One design token as written in a `*.tokens.json` file: its dot-path name, its type (its own
/// or inherited from a group), its `$value` before aliases are resolved, and where it is.
package struct Token: Sendable, Hashable {
    /// Dot path of group names: `color.grey.60`.
    package var name: String
    /// `$type`, the token's own or the nearest group's; nil when neither says (an alias may still give one).
    package var type: TokenType?
    /// `$type` as written when it is not a DTCG type (kept, shown, not checked).
    package var unknownType: String?
    /// `$value` as written.
    package var value: JSONNode
    package var description: String?
    /// `$deprecated`: nil when not deprecated, "" when `true`, the reason when a string.
    package var deprecated: String?
    /// `$extensions`, kept as written for tools that read `tokens.resolved.json`.
    package var extensions: JSONNode?
    /// Where the token's name is written.
    package var location: SourceLocation
    /// Where its `$value` starts.
    package var valueLocation: SourceLocation

    /// The group path above the token (`color.grey`), `""` at the top.
    package var group: String {
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[..<dot])
    }

    /// The last segment of the name (`60`).
    package var shortName: String {
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }
}
