import SpecimenTemplates
/// What `Templates/tokens.mustache` sees: every token, by group.
package struct TokensView: Sendable {
    package var title: String
    package var groups: [Group]
    /// Links to `tokens.css` and `tokens.resolved.json`.
    package var cssURL: String
    package var jsonURL: String
    package var strings: InterfaceStrings

    /// One group of tokens (`color.grey`).
    package struct Group: Sendable {
        /// The group path (`color.grey`).
        package var title: String
        /// `group-color-grey`, the section's `id`.
        package var anchor: String
        /// True for a colour ramp (all colours, numeric names, ordered 10 → 100): drawn as one row.
        package var isRamp: Bool
        package var tokens: [TokenSwatchView]
    }
}

/// Fields for templates without reflection (see `TemplateView`).
extension TokensView: TemplateView {
    package static let templateFields: TemplateFields<TokensView> = [
        "title": .of { $0.title },
        "groups": .of { $0.groups },
        "cssURL": .of { $0.cssURL },
        "jsonURL": .of { $0.jsonURL },
        "strings": .strings { $0.strings },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension TokensView.Group: TemplateView {
    package static let templateFields: TemplateFields<TokensView.Group> = [
        "title": .of { $0.title },
        "anchor": .of { $0.anchor },
        "isRamp": .of { $0.isRamp },
        "tokens": .of { $0.tokens },
    ]
}
