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

/// Fields for templates without reflection (see `MustacheView`).
extension ChangesView: MustacheView {
    public static let mustacheFields: [String: PartialKeyPath<ChangesView> & Sendable] = [
        "title": \.title,
        "versions": \.versions,
        "strings": \.strings,
    ]
}

/// Fields for templates without reflection (see `MustacheView`).
extension ChangesView.Version: MustacheView {
    public static let mustacheFields: [String: PartialKeyPath<ChangesView.Version> & Sendable] = [
        "version": \.version,
        "anchor": \.anchor,
        "components": \.components,
        "hasComponents": \.hasComponents,
        "rules": \.rules,
        "hasRules": \.hasRules,
    ]
}

/// Fields for templates without reflection (see `MustacheView`).
extension ChangesView.Item: MustacheView {
    public static let mustacheFields: [String: PartialKeyPath<ChangesView.Item> & Sendable] = [
        "title": \.title,
        "context": \.context,
        "levelKeyword": \.levelKeyword,
        "level": \.level,
        "url": \.url,
    ]
}
