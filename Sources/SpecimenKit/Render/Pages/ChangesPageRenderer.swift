import SpecimenTemplates
import SpecimenFormats

/// `changes/`: the change logs computed from the data of consecutive published versions
/// (`site.yml` `versions:`, DESIGN 3.9), newest first; then what each design-system version
/// introduced, from the `since` of components (in the registry) and rules (in spec blocks) —
/// with change logs, only for versions no newer than the oldest published one, which no log
/// covers.
package struct ChangesPageRenderer: MainContentRenderer {
    package let site: Site
    package let templates: TemplateSet

    /// Every rule; pass the build's shared index so it is not built again.
    package let rules: RuleIndex

    package init(site: Site, templates: TemplateSet, rules: RuleIndex? = nil) {
        self.site = site
        self.templates = templates
        self.rules = rules ?? RuleIndex(site: site)
    }

    /// Renders `changes.mustache` into `output` (at 10,000 pages this page is megabytes).
    package func write(into output: inout ByteWriter) {
        let urls = RelativeURL(fromRoute: GeneratedRoute.changes)
        let strings = site.strings(for: site.config.language)
        let documenting = ComponentsPageRenderer(site: site, templates: templates)
        // Components (registry order) and rules (as `RuleIndex` orders them) in one list, then
        // grouped by version: `1`, `1.0` and `1.00` share one heading, and nothing depends on a
        // dictionary's order (issue 20 point 8).
        var changes: [(since: String, item: ChangesView.Item, isRule: Bool)] = []
        for component in site.registry.components {
            guard let since = component.since else { continue }
            let url = documenting.documentingRoute(component.id).map { urls.page($0) }
                ?? urls.page(GeneratedRoute.components, fragment: ComponentsPageRenderer.anchor(component.id))
            changes.append((since, .init(title: component.name, context: nil, levelKeyword: nil, level: nil, url: url), false))
        }
        for entry in self.rules.entries {
            guard let since = entry.rule.since else { continue }
            changes.append((since, .init(title: entry.rule.text ?? "", context: entry.component?.name ?? entry.componentID,
                                         levelKeyword: entry.rule.level?.keyword, level: entry.rule.level?.rawValue,
                                         url: urls.page(entry.page.route, fragment: entry.anchor)), true))
        }
        var anchors = Set<String>()
        var logs: [ChangeLogView] = []
        if let factory = ChangeViewFactory(site: site, route: GeneratedRoute.changes, strings: strings) {
            logs = factory.history.changeLogs.enumerated().map { index, log in
                factory.section(log, index: index, anchor: Self.anchor(log.toVersion, taken: &anchors))
            }
            // The logs say what changed since the oldest published version; `since` says the rest.
            if let oldest = factory.history.rules.versions.first {
                changes = changes.filter { !VersionOrder.isOlder(oldest, than: $0.since) }
            }
        }
        var view = ChangesView(title: strings["changesTitle"], versions: VersionOrder.groupsNewestFirst(changes) { $0.since }.map { group in
            let c = group.items.filter { !$0.isRule }.map(\.item), r = group.items.filter(\.isRule).map(\.item)
            return ChangesView.Version(version: group.label, anchor: Self.anchor(group.label, taken: &anchors),
                                       components: c, hasComponents: !c.isEmpty, rules: r, hasRules: !r.isEmpty)
        }, strings: strings)
        view.logs = logs
        view.hasLogs = !logs.isEmpty
        view.hasVersions = !view.versions.isEmpty
        templates.render(view, template: "changes", into: &output)
    }

    /// `version-2-3` for `2.3`; a version whose anchor another already took (`1-0` after `1.0`)
    /// gets `-2`, `-3`…, in the page's order, so no two sections share an id.
    static func anchor(_ version: String, taken: inout Set<String>) -> String {
        let base = "version-" + version.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
        var anchor = base
        var number = 1
        while !taken.insert(anchor).inserted {
            number += 1
            anchor = base + "-\(number)"
        }
        return anchor
    }
}
