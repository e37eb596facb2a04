import SpecimenTemplates
/// What `Templates/partials/token-grid.mustache` sees for a ```` ```tokens ```` block in prose.
package struct TokenGridView: Sendable {
    /// The group shown (`color.grey`).
    package var group: String
    /// True for a colour ramp, drawn as one row.
    package var isRamp: Bool
    package var tokens: [TokenSwatchView]
    package var strings: InterfaceStrings
}

/// Fields for templates without reflection (see `TemplateView`).
extension TokenGridView: TemplateView {
    package static let templateFields: TemplateFields<TokenGridView> = [
        "group": .of { $0.group },
        "isRamp": .of { $0.isRamp },
        "tokens": .of { $0.tokens },
        "strings": .strings { $0.strings },
    ]
}
