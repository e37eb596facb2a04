import SpecimenTemplates
/// One change log computed between two published versions as `changes/` shows it
/// (`Templates/changes.mustache`): its breaking changes first, then the rest grouped by
/// component, then tokens, then licences.
package struct ChangeLogView: Sendable {
    /// The newer version's label (`3.0`).
    package var version: String
    /// `(from 2.x)`: the older version's label, in the page's language.
    package var from: String
    /// `version-3-0`, the section's id.
    package var anchor: String
    package var breaking: [ChangeView]
    package var hasBreaking: Bool
    /// The other changes of each component, its own and its rules', in the log's order.
    package var components: [Group]
    package var tokens: [ChangeView]
    package var hasTokens: Bool
    package var licences: [ChangeView]
    package var hasLicences: Bool
    /// True when the two versions' data do not differ.
    package var isEmpty: Bool

    /// The changes of one component.
    package struct Group: Sendable {
        /// The component's name where it lives now (its id when no version names it).
        package var title: String
        /// Its page, relative to `changes/`; nil when no version publishes it.
        package var url: String?
        package var changes: [ChangeView]
    }
}

/// Fields for templates without reflection (see `TemplateView`).
extension ChangeLogView: TemplateView {
    package static let templateFields: TemplateFields<ChangeLogView> = [
        "version": .of { $0.version },
        "from": .of { $0.from },
        "anchor": .of { $0.anchor },
        "breaking": .of { $0.breaking },
        "hasBreaking": .of { $0.hasBreaking },
        "components": .of { $0.components },
        "tokens": .of { $0.tokens },
        "hasTokens": .of { $0.hasTokens },
        "licences": .of { $0.licences },
        "hasLicences": .of { $0.hasLicences },
        "isEmpty": .of { $0.isEmpty },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension ChangeLogView.Group: TemplateView {
    package static let templateFields: TemplateFields<ChangeLogView.Group> = [
        "title": .of { $0.title },
        "url": .of { $0.url },
        "changes": .of { $0.changes },
    ]
}
