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
    public static let templateFields: TemplateFields<ComponentsView> = [
        "title": .of { $0.title },
        "components": .of { $0.components },
        "strings": .strings { $0.strings },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension ComponentsView.Row: TemplateView {
    public static let templateFields: TemplateFields<ComponentsView.Row> = [
        "id": .of { $0.id },
        "anchor": .of { $0.anchor },
        "name": .of { $0.name },
        "aliases": .of { $0.aliases },
        "hasAliases": .of { $0.hasAliases },
        "url": .of { $0.url },
        "isUndocumented": .of { $0.isUndocumented },
        "status": .of { $0.status },
        "platforms": .of { $0.platforms },
        "isInSDK": .of { $0.isInSDK },
        "owner": .of { $0.owner },
        "since": .of { $0.since },
    ]
}
