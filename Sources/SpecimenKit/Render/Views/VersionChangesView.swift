import SpecimenTemplates
/// What one change log says about one component or one rule: a version's entry in a component
/// page's history section (`Templates/page.mustache`) and in a rule's row of `rules/`.
package struct VersionChangesView: Sendable {
    /// The newer version's label (`3.0`).
    package var version: String
    /// `(from 2.x)`: the older version's label, in the page's language.
    package var from: String
    /// Breaking changes first, as in the change log.
    package var changes: [ChangeView]
}

/// Fields for templates without reflection (see `TemplateView`).
extension VersionChangesView: TemplateView {
    package static let templateFields: TemplateFields<VersionChangesView> = [
        "version": .of { $0.version },
        "from": .of { $0.from },
        "changes": .of { $0.changes },
    ]
}
