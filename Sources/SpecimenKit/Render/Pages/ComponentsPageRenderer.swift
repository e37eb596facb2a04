import SpecimenTemplates
import SpecimenFormats

/// `components/`: the registry as a table — status, platforms, SDK availability, owner, since,
/// and the page that documents each component (undocumented ones flagged).
package struct ComponentsPageRenderer: MainContentRenderer {
    package let site: Site
    package let templates: TemplateSet

    /// The documenting page of each component, as an index into `site.pages`, found in one pass.
    private let documenting: [String: Int]

    package init(site: Site, templates: TemplateSet) {
        self.site = site
        self.templates = templates
        self.documenting = Self.documentingPages(in: site)
    }

    /// The page that documents each component, as an index into `site.pages`: the first page in
    /// the default language whose front matter names it, else the first with a spec block for it.
    /// One rule for every link to a component (this table, rule rows, change logs).
    package static func documentingPages(in site: Site) -> [String: Int] {
        var byFrontMatter: [String: Int] = [:], bySpecBlock: [String: Int] = [:]
        byFrontMatter.reserveCapacity(site.registry.components.count)
        bySpecBlock.reserveCapacity(site.registry.components.count)
        // By index: iterating the pages copies each whole page (every field retained).
        for index in site.pages.indices where site.pages[index].lang == site.config.language {
            if let id = site.pages[index].frontMatter.component, byFrontMatter[id] == nil { byFrontMatter[id] = index }
            for block in site.pages[index].specBlocks {
                if let id = block.component, bySpecBlock[id] == nil { bySpecBlock[id] = index }
            }
        }
        return bySpecBlock.merging(byFrontMatter) { _, frontMatter in frontMatter }
    }

    /// `component-<id>`: the id of a component's row.
    package static func anchor(_ id: String) -> String {
        "component-\(id)"
    }

    /// Renders `components.mustache` into `output` (at 10,000 pages this page is megabytes).
    package func write(into output: inout ByteWriter) {
        let urls = RelativeURL(fromRoute: GeneratedRoute.components)
        let strings = site.strings(for: site.config.language)
        let rows = site.registry.components.map { component -> ComponentsView.Row in
            let route = documentingRoute(component.id)
            return ComponentsView.Row(
                id: component.id, anchor: Self.anchor(component.id), name: component.name, aliases: component.aliases,
                hasAliases: !component.aliases.isEmpty, url: route.map { urls.page($0) }, isUndocumented: route == nil,
                status: component.status.map { StatusBadge($0, strings: strings) },
                platforms: PlatformChip.chips(component.platforms, registry: site.registry, lifecycle: component.lifecycle, strings: strings),
                deprecation: DeprecationNote(component, registry: site.registry) { id in documentingRoute(id).map { urls.page($0) } }, isInSDK: component.sdk, owner: component.owner,
                since: component.since)
        }
        templates.render(ComponentsView(title: strings["componentsTitle"], components: rows, strings: strings), template: "components", into: &output)
    }

    /// The route of the page in the default language whose front matter names the component,
    /// else of the first page with a spec block for it. (The route, not the page: a `Page` is a
    /// large value, and copying one per component showed in profiles.)
    func documentingRoute(_ id: String) -> String? {
        documenting[id].map { site.pages[$0].route }
    }
}
