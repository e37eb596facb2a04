import SpecimenTemplates
import SpecimenFormats

/// The home page: `Content/index.md` when the site has one, followed by what a designer wants at
/// a glance — every section's pages, how many components are at each status, and the rules the
/// latest versions introduced.
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

    package init(site: Site, templates: TemplateSet, rules: RuleIndex? = nil, navigation: Navigation, body: String? = nil, summary: String? = nil) {
        self.site = site
        self.templates = templates
        self.rules = rules ?? RuleIndex(site: site)
        self.navigation = navigation
        self.body = body
        self.summary = summary
    }

    /// Renders `home.mustache` into `output`.
    package func write(into output: inout ByteWriter) {
        let urls = RelativeURL(fromRoute: "")
        let strings = site.strings(for: site.config.language)
        var view = HomeView(title: site.config.title, version: site.config.version.isEmpty ? nil : site.config.version, sections: navigation.sections.map { section in
            HomeView.Section(title: section.title, pages: section.pages.map {
                let page = site.pages[$0]
                return HomeView.Entry(title: page.title, url: urls.page(page.route), summary: page.frontMatter.summary)
            })
        }, strings: strings)
        view.body = body
        view.summary = summary
        if !site.registry.components.isEmpty {
            view.statuses = Component.Status.allCases.compactMap { status in
                let count = site.registry.components.filter { $0.status == status }.count
                return count == 0 ? nil : HomeView.StatusCount(status: status.rawValue, count: count)
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
        templates.render(view, template: "home", into: &output)
    }
}
