import SpecimenTemplates
import SpecimenFormats

/// The home page. Generated, it shows what a reader acts on first — how many components are at each
/// status, the rules the latest versions introduced, every section's pages. `Content/index.md` is
/// the home page as written; its front matter's `overview: true` puts the generated overview
/// above its prose.
package struct HomePageRenderer: MainContentRenderer {
    package let site: Site
    package let templates: TemplateSet

    /// How many recent rules the home page lists.
    package static let recentRuleCount = 8

    /// Every rule; pass the build's shared index so it is not built again.
    package let rules: RuleIndex
    /// The navigation of the home page's language, whose sections the page lists.
    package let navigation: Navigation
    /// The body of `Content/index.md` (trusted HTML) and its summary; nil for a generated home page.
    package let body: String?
    package let summary: String?
    /// Whether the generated overview is shown: always on a generated home page, on request
    /// (`overview: true`) on an authored one.
    package let showsOverview: Bool

    package init(site: Site, templates: TemplateSet, rules: RuleIndex? = nil, navigation: Navigation, body: String? = nil, summary: String? = nil,
                 showsOverview: Bool = true) {
        self.site = site
        self.templates = templates
        self.rules = rules ?? RuleIndex(site: site)
        self.navigation = navigation
        self.body = body
        self.summary = summary
        self.showsOverview = showsOverview
    }

    /// Renders `home.mustache` into `output`.
    package func write(into output: inout ByteWriter) {
        templates.render(view(), template: "home", into: &output)
    }

    /// What `home.mustache` sees.
    package func view() -> HomeView {
        let urls = RelativeURL(fromRoute: "")
        let strings = site.strings(for: site.config.language)
        // Sections list pages of the home page's language, so their statuses are in its words.
        // A long section shows its first pages and a link to its index page (`SectionRoutes`): a
        // home page listing 100,000 pages would be megabytes no reader scrolls.
        let indexes = site.sectionRoutes
        var view = HomeView(title: site.config.title, version: site.config.version.isEmpty ? nil : site.config.version, sections: navigation.sections.map { section in
            let index = indexes.route(language: site.config.language, section: section.title)
            let shown = index == nil ? section.pages[...] : section.pages.prefix(SectionRoutes.sidebarLimit)
            var entry = HomeView.Section(title: section.title, pages: shown.map { Self.entry(for: $0, site: site, urls: urls, strings: strings) })
            if let index {
                entry.allURL = urls.page(index)
                entry.allLabel = SidebarRenderer.allLabel(count: section.pages.count, strings: strings)
            }
            return entry
        }, strings: strings)
        view.body = body
        view.summary = summary
        view.showsOverview = showsOverview
        guard showsOverview else {
            view.sections = []
            return view
        }
        if !site.registry.components.isEmpty {
            view.statuses = site.registry.statuses.compactMap { status in
                let count = site.registry.components.filter { $0.lifecycle.words.contains(status) }.count
                return count == 0 ? nil : HomeView.StatusCount(status: status, label: StatusBadge(status, strings: strings).label, count: count)
            }
            view.hasStatuses = !view.statuses.isEmpty
            view.componentsURL = urls.page(GeneratedRoute.components)
        }
        let recent = VersionOrder.newestFirst(rules.entries.filter { $0.rule.since != nil }) { $0.rule.since ?? "" }
            .prefix(Self.recentRuleCount)
        view.recentRules = recent.map { entry in
            HomeView.RecentRule(text: entry.rule.text ?? "", componentName: entry.component?.name ?? entry.componentID,
                                levelKeyword: entry.rule.level?.keyword ?? "", level: entry.rule.level?.rawValue ?? "", since: entry.rule.since ?? "",
                                url: urls.page(entry.page.route, fragment: entry.anchor))
        }
        view.hasRecentRules = !view.recentRules.isEmpty
        view.changesURL = GeneratedRoute.hasChanges(site) ? urls.page(GeneratedRoute.changes) : nil
        return view
    }

    /// The card of page `index` in a list of pages (the home page's sections, a section's index
    /// page): its title, summary, and the status of the component it documents.
    package static func entry(for index: Int, site: Site, urls: RelativeURL, strings: InterfaceStrings) -> HomeView.Entry {
        let page = site.pages[index]
        var entry = HomeView.Entry(title: page.title, url: urls.page(page.route), summary: page.frontMatter.summary)
        if let component = page.frontMatter.component.flatMap(site.registry.component) {
            entry.componentStatus = component.status.map { StatusBadge($0, strings: strings) }
            entry.platformStatuses = component.status == nil
                ? PlatformChip.chips(component.lifecycle.perPlatform.map(\.platform), registry: site.registry,
                                     lifecycle: component.lifecycle, strings: strings)
                : []
            entry.isDeprecated = component.deprecation != nil && !component.lifecycle.words.contains("deprecated")
        }
        return entry
    }
}
