import SpecimenTemplates
/// What `Templates/changes.mustache` sees: what each design-system version introduced, from the
/// `since` of components and rules, newest version first.
public struct ChangesView: Sendable {
    public var title: String
    public var versions: [Version]
    public var strings: InterfaceStrings

    /// One version.
    public struct Version: Sendable {
        public var version: String
        /// `version-2-3`, the section's id.
        public var anchor: String
        public var components: [Item]
        public var hasComponents: Bool
        public var rules: [Item]
        public var hasRules: Bool
    }

    /// A component or rule introduced in a version.
    public struct Item: Sendable {
        public var title: String
        /// The component a rule belongs to (nil for components).
        public var context: String?
        public var levelKeyword: String?
        public var level: String?
        public var url: String
    }
}

/// Fields for templates without reflection (see `TemplateView`).
extension ChangesView: TemplateView {
    public static let templateFields: TemplateFields<ChangesView> = [
        "title": .of { $0.title },
        "versions": .of { $0.versions },
        "strings": .strings { $0.strings },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension ChangesView.Version: TemplateView {
    public static let templateFields: TemplateFields<ChangesView.Version> = [
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
    public static let templateFields: TemplateFields<ChangesView.Item> = [
        "title": .of { $0.title },
        "context": .of { $0.context },
        "levelKeyword": .of { $0.levelKeyword },
        "level": .of { $0.level },
        "url": .of { $0.url },
    ]
}
