import SpecimenTemplates
/// What `Templates/components.mustache` sees: the registry as a table.
package struct ComponentsView: Sendable {
    package var title: String
    package var components: [Row]
    package var strings: InterfaceStrings

    /// One registered component.
    package struct Row: Sendable {
        package var id: String
        /// `component-<id>`, the row's `id`, which spec blocks link to.
        package var anchor: String
        package var name: String
        package var aliases: [String]
        package var hasAliases: Bool
        /// Link to the page that documents it; nil when no page does.
        package var url: String?
        /// True when no page documents the component.
        package var isUndocumented: Bool
        /// The status when it is one word for every platform.
        package var status: StatusBadge?
        /// The platforms by name, each with its status when the status differs by platform.
        package var platforms: [PlatformChip]
        /// "Deprecated — use X", when the registry deprecates the component.
        package var deprecation: DeprecationNote?
        /// True when the component is available in the SDK.
        package var isInSDK: Bool
        package var owner: String?
        package var since: String?
    }
}

/// Fields for templates without reflection (see `TemplateView`).
extension ComponentsView: TemplateView {
    package static let templateFields: TemplateFields<ComponentsView> = [
        "title": .of { $0.title },
        "components": .of { $0.components },
        "strings": .strings { $0.strings },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension ComponentsView.Row: TemplateView {
    package static let templateFields: TemplateFields<ComponentsView.Row> = [
        "id": .of { $0.id },
        "anchor": .of { $0.anchor },
        "name": .of { $0.name },
        "aliases": .of { $0.aliases },
        "hasAliases": .of { $0.hasAliases },
        "url": .of { $0.url },
        "isUndocumented": .of { $0.isUndocumented },
        "status": .of { $0.status },
        "platforms": .of { $0.platforms },
        "deprecation": .of { $0.deprecation },
        "isInSDK": .of { $0.isInSDK },
        "owner": .of { $0.owner },
        "since": .of { $0.since },
    ]
}
