import SpecimenTemplates
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

/// Fields for templates without reflection (see `TemplateView`).
extension TokensView: TemplateView {
    public static let templateFields: TemplateFields<TokensView> = [
        "title": .of { $0.title },
        "groups": .of { $0.groups },
        "cssURL": .of { $0.cssURL },
        "jsonURL": .of { $0.jsonURL },
        "strings": .strings { $0.strings },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension TokensView.Group: TemplateView {
    public static let templateFields: TemplateFields<TokensView.Group> = [
        "title": .of { $0.title },
        "anchor": .of { $0.anchor },
        "isRamp": .of { $0.isRamp },
        "tokens": .of { $0.tokens },
    ]
}
