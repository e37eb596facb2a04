/// What `Templates/components.mustache` sees: the registry as a table.
public struct ComponentsView: Sendable {
    public var title: String
    public var components: [Row]
    public var strings: InterfaceStrings

    /// One registered component.
    public struct Row: Sendable {
        public var id: String
        /// `component-<id>`, the row's `id`, which spec blocks link to.
        public var anchor: String
        public var name: String
        public var aliases: [String]
        public var hasAliases: Bool
        /// Link to the page that documents it; nil when no page does.
        public var url: String?
        /// True when no page documents the component.
        public var isUndocumented: Bool
        public var status: String?
        public var platforms: [String]
        /// True when the component is available in the SDK.
        public var isInSDK: Bool
        public var owner: String?
        public var since: String?
    }
}

/// Fields for templates without reflection (see `MustacheView`).
extension ComponentsView: MustacheView {
    public static let mustacheFields: [String: PartialKeyPath<ComponentsView> & Sendable] = [
        "title": \.title,
        "components": \.components,
        "strings": \.strings,
    ]
}

/// Fields for templates without reflection (see `MustacheView`).
extension ComponentsView.Row: MustacheView {
    public static let mustacheFields: [String: PartialKeyPath<ComponentsView.Row> & Sendable] = [
        "id": \.id,
        "anchor": \.anchor,
        "name": \.name,
        "aliases": \.aliases,
        "hasAliases": \.hasAliases,
        "url": \.url,
        "isUndocumented": \.isUndocumented,
        "status": \.status,
        "platforms": \.platforms,
        "isInSDK": \.isInSDK,
        "owner": \.owner,
        "since": \.since,
    ]
}
