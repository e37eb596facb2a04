/// What `Templates/tokens.mustache` sees: every token, by group.
public struct TokensView: Sendable {
    public var title: String
    public var groups: [Group]
    /// Links to `tokens.css` and `tokens.resolved.json`.
    public var cssURL: String
    public var jsonURL: String
    public var strings: InterfaceStrings

    /// One group of tokens (`color.grey`).
    public struct Group: Sendable {
        /// The group path (`color.grey`).
        public var title: String
        /// `group-color-grey`, the section's `id`.
        public var anchor: String
        /// True for a colour ramp (all colours, numeric names, ordered 10 → 100): drawn as one row.
        public var isRamp: Bool
        public var tokens: [TokenSwatchView]
    }
}

/// Fields for templates without reflection (see `MustacheView`).
extension TokensView: MustacheView {
    public static let mustacheFields: [String: PartialKeyPath<TokensView> & Sendable] = [
        "title": \.title,
        "groups": \.groups,
        "cssURL": \.cssURL,
        "jsonURL": \.jsonURL,
        "strings": \.strings,
    ]
}

/// Fields for templates without reflection (see `MustacheView`).
extension TokensView.Group: MustacheView {
    public static let mustacheFields: [String: PartialKeyPath<TokensView.Group> & Sendable] = [
        "title": \.title,
        "anchor": \.anchor,
        "isRamp": \.isRamp,
        "tokens": \.tokens,
    ]
}
