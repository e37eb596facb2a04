import SpecimenTemplates
/// What `Templates/changes.mustache` sees: the change logs computed between the published
/// versions (`site.yml` `versions:`), newest first, then what each design-system version
/// introduced, from the `since` of components and rules, newest version first.
package struct ChangesView: Sendable {
    package var title: String
    package var versions: [Version]
    package var strings: InterfaceStrings
    /// The computed change logs, newest first; none without older published versions.
    package var logs: [ChangeLogView] = []
    package var hasLogs: Bool = false
    /// True when `versions` is not empty.
    package var hasVersions: Bool = true

    /// One version.
    package struct Version: Sendable {
        package var version: String
        /// `version-2-3`, the section's id.
        package var anchor: String
        package var components: [Item]
        package var hasComponents: Bool
        package var rules: [Item]
        package var hasRules: Bool
    }

    /// A component or rule introduced in a version.
    package struct Item: Sendable {
        package var title: String
        /// The component a rule belongs to (nil for components).
        package var context: String?
        package var levelKeyword: String?
        package var level: String?
        package var url: String
    }
}

/// Fields for templates without reflection (see `TemplateView`).
extension ChangesView: TemplateView {
    package static let templateFields: TemplateFields<ChangesView> = [
        "title": .of { $0.title },
        "versions": .of { $0.versions },
        "strings": .strings { $0.strings },
        "logs": .of { $0.logs },
        "hasLogs": .of { $0.hasLogs },
        "hasVersions": .of { $0.hasVersions },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension ChangesView.Version: TemplateView {
    package static let templateFields: TemplateFields<ChangesView.Version> = [
        "version": .of { $0.version },
        "anchor": .of { $0.anchor },
        "components": .of { $0.components },
        "hasComponents": .of { $0.hasComponents },
        "rules": .of { $0.rules },
        "hasRules": .of { $0.hasRules },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension ChangesView.Item: TemplateView {
    package static let templateFields: TemplateFields<ChangesView.Item> = [
        "title": .of { $0.title },
        "context": .of { $0.context },
        "levelKeyword": .of { $0.levelKeyword },
        "level": .of { $0.level },
        "url": .of { $0.url },
    ]
}
