import SpecimenTemplates
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

/// Fields for templates without reflection (see `TemplateView`).
extension ComponentsView: TemplateView {
    public static let templateFields: [String: TemplateField<ComponentsView>] = [
        "title": .of(\.title),
        "components": .of(\.components),
        "strings": .of(\.strings),
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension ComponentsView.Row: TemplateView {
    public static let templateFields: [String: TemplateField<ComponentsView.Row>] = [
        "id": .of(\.id),
        "anchor": .of(\.anchor),
        "name": .of(\.name),
        "aliases": .of(\.aliases),
        "hasAliases": .of(\.hasAliases),
        "url": .of(\.url),
        "isUndocumented": .of(\.isUndocumented),
        "status": .of(\.status),
        "platforms": .of(\.platforms),
        "isInSDK": .of(\.isInSDK),
        "owner": .of(\.owner),
        "since": .of(\.since),
    ]
}
