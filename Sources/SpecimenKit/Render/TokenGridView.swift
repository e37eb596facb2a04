/// What `Templates/partials/token-grid.mustache` sees for a ```` ```tokens ```` block in prose.
public struct TokenGridView: Sendable {
    /// The group shown (`color.grey`).
    public var group: String
    /// True for a colour ramp, drawn as one row.
    public var isRamp: Bool
    public var tokens: [TokenSwatchView]
    public var strings: InterfaceStrings
}

/// Fields for templates without reflection (see `MustacheView`).
extension TokenGridView: MustacheView {
    public static let mustacheFields: [String: PartialKeyPath<TokenGridView> & Sendable] = [
        "group": \.group,
        "isRamp": \.isRamp,
        "tokens": \.tokens,
        "strings": \.strings,
    ]
}
