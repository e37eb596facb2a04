import Foundation
import SpecimenTemplates
import SpecimenFormats

/// `rules/` and `rules.json`: every rule of the system in one table with filters by component,
/// level and platform, and the same data for tools.
package struct RulesPageRenderer: MainContentRenderer {
    package let site: Site
    package let templates: TemplateSet
    package let index: RuleIndex

    package init(site: Site, templates: TemplateSet, rules: RuleIndex? = nil) {
        self.site = site
        self.templates = templates
        self.index = rules ?? RuleIndex(site: site)
    }

    /// Renders `rules.mustache` into `output` (at 10,000 pages this page is megabytes).
    package func write(into output: inout ByteWriter) {
        templates.render(view(), template: "rules", into: &output)
    }

    /// A row takes about 700 bytes with the built-in templates (34 MB for 50,000 rules); room
    /// for 1,024 a rule is reserved, which costs nothing but address space until written.
    package var expectedSize: Int { index.entries.count * 1024 }

    /// The rules page as the current version rendered it, marked where its history is
    /// (`TemplatePlan`), with the view it was rendered for: what an older version whose data is
    /// the current one's makes its own from (`SharedMainContent.spliced`).
    package struct Kept: Sendable {
        package let rendering: MarkedRendering
        package let view: RulesView
    }

    /// This version's view made from the current version's (`Kept`), for an older version whose
    /// data is the current one's: the same rows (its rule index is the current one's) with this
    /// version's history instead.
    package func view(from current: RulesView) -> RulesView {
        guard current.rules.count == index.entries.count else { return view() }
        let strings = site.strings(for: site.config.language)
        let factory = ChangeViewFactory(site: site, route: GeneratedRoute.rules, strings: strings)
        let ruleChanges = factory?.history.changesByRule() ?? [:]
        var view = current, texts = HistoryTexts()
        for (position, entry) in index.entries.enumerated() {
            view.rules[position].clearHistory()
            if let factory, let id = entry.rule.id {
                Self.addHistory(of: id, component: entry.componentID, to: &view.rules[position], factory: factory, changes: ruleChanges, texts: &texts)
            }
        }
        view.showsHistory = factory != nil
        return view
    }

    /// What `rules.mustache` shows: every rule, with its history when older versions are published.
    package func view() -> RulesView {
        let urls = RelativeURL(fromRoute: GeneratedRoute.rules)
        let strings = site.strings(for: site.config.language)
        let documenting = ComponentsPageRenderer(site: site, templates: templates)
        let factory = ChangeViewFactory(site: site, route: GeneratedRoute.rules, strings: strings)
        let ruleChanges = factory?.history.changesByRule() ?? [:]
        var componentURLs: [String: String?] = [:], texts = HistoryTexts()
        let rows = index.entries.map { entry in
            if componentURLs[entry.componentID] == nil {
                componentURLs[entry.componentID] = .some(documenting.documentingRoute(entry.componentID).map { urls.page($0) })
            }
            var row = RulesView.Row(componentID: entry.componentID, componentName: entry.component?.name ?? entry.componentID,
                             componentURL: componentURLs[entry.componentID] ?? nil, id: entry.rule.id ?? "",
                             levelKeyword: entry.rule.level?.keyword ?? "", level: entry.rule.level?.rawValue ?? "", text: entry.rule.text ?? "",
                             property: entry.rule.property, bound: entry.rule.bounds.isEmpty ? nil : entry.rule.bounds.summary, platforms: PlatformChip.chips(entry.platforms, registry: site.registry, strings: strings),
                             deprecation: DeprecationNote(entry.component, registry: site.registry) { id in
                                 documenting.documentingRoute(id).map { urls.page($0) }
                             },
                             platformList: entry.platforms.joined(separator: " "), since: entry.rule.since,
                             url: urls.page(entry.page.route, fragment: entry.anchor),
                             examples: (index.examples[entry.anchor] ?? []).map { SpecBlockView.ExampleLink($0, urls: urls, strings: strings) })
            if let factory, let id = entry.rule.id {
                Self.addHistory(of: id, component: entry.componentID, to: &row, factory: factory, changes: ruleChanges, texts: &texts)
            }
            return row
        }
        let usedComponents = Set(index.entries.map(\.componentID))
        let components = site.registry.components.filter { usedComponents.contains($0.id) }.map { RulesView.Option(value: $0.id, label: $0.name) }
        let levels = RuleLevel.allCases.map { RulesView.Option(value: $0.rawValue, label: $0.keyword) }
        let usedPlatforms = Set(index.entries.flatMap(\.platforms))
        let platformOrder = site.registry.platforms + usedPlatforms.sorted()
        var seen = Set<String>()
        let platforms = platformOrder.filter { usedPlatforms.contains($0) && seen.insert($0).inserted }.map { RulesView.Option(value: $0, label: site.registry.platformName($0, language: strings.code)) }
        var view = RulesView(title: strings["rulesTitle"], rules: rows, count: rows.count, components: components, levels: levels,
                             platforms: platforms, jsonURL: urls.file(GeneratedRoute.rulesJSON),
                             filterScriptURL: urls.file("theme/rules-filter.js"), strings: strings)
        let columns = RuleColumns(bounds: rows.map(\.bound), platforms: rows.map { $0.platforms.map(\.id) }, since: rows.map(\.since),
                                  expectedPlatforms: rows.first.map { $0.platforms.map(\.id) } ?? [])
        view.showsBound = columns.showsBound
        view.showsPlatforms = columns.showsPlatforms
        view.showsSince = columns.showsSince
        view.showsHistory = factory != nil
        return view
    }

    /// The texts rows repeat, made once per page (50,000 rows name a few versions and counts).
    private struct HistoryTexts {
        /// "First in 2.1" by version name.
        var firstVersion: [String: String] = [:]
        /// "3 changes" by count.
        var summary: [Int: String] = [:]
    }

    /// A rule's row with its history (older versions published): the version it first appeared
    /// in, by the label readers see in the version switcher, and each version's changes to it.
    private static func addHistory(of rule: String, component: String, to row: inout RulesView.Row, factory: ChangeViewFactory,
                                   changes: [RuleHistory.Key: [(index: Int, change: VersionChange)]], texts: inout HistoryTexts) {
        let strings = factory.strings
        row.firstVersion = factory.history.rules.firstAppearance(component: component, rule: rule).map { name in
            if let text = texts.firstVersion[name] { return text }
            let text = strings.text("firstVersion", filling: factory.label(ofVersionNamed: name))
            texts.firstVersion[name] = text
            return text
        }
        let own = changes[RuleHistory.Key(component: component, rule: rule)] ?? []
        row.history = factory.history(ofRule: own)
        row.hasHistory = !own.isEmpty
        if let summary = texts.summary[own.count] {
            row.historySummary = summary
        } else {
            row.historySummary = own.count == 1 ? strings["changeCountOne"] : strings.text("changeCountMany", filling: String(own.count))
            texts.summary[own.count] = row.historySummary
        }
    }

    /// `rules.json`: `{"version": …, "rules": [{component, id, level, text, property, min, max, equals, platforms, since, url}]}`,
    /// and `platformNames` (platform id → display name) when the registry names its platforms;
    /// with older versions published, each rule's `history` (the version it first appears in and
    /// its changes, as `changes/` lists them);
    /// members sorted by key as `JSONEncoder` sorts them, without spaces or line breaks (tools
    /// read it, and indentation was a quarter of its size). Written rule by rule into one buffer
    /// (`JSONObjectWriter`): a tree of 40,000 objects, built to be written once, cost more than
    /// the writing.
    package func json() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(index.entries.count * 512 + 64)
        var root = JSONObjectWriter(JSONWriter(.compact), depth: 0, into: &output)
        let names = site.registry.platformNames
        if !names.isEmpty {
            root.object("platformNames", into: &output) { object, output in
                for id in names.keys.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
                    object.string(id, names[id], into: &output)
                }
            }
        }
        root.rules(index.entries, examples: index.examples, history: site.history, into: &output)
        root.string("version", site.config.version.isEmpty ? nil : site.config.version, into: &output)
        root.close(into: &output)
        output.append(UInt8(ascii: "\n"))
        return output
    }
}

private extension JSONObjectWriter {
    /// The `rules` member: an array with one object per rule.
    mutating func rules(_ entries: [RuleIndex.Entry], examples: [String: [RuleIndex.Example]], history: VersionHistory?, into output: inout [UInt8]) {
        let routes = RouteMapper()
        let changes = history?.changesByRule() ?? [:]
        objects("rules", entries, into: &output) { entry, object, output in
            let rule = entry.rule
            object.string("bound", rule.bounds.isEmpty ? nil : rule.bounds.summary, into: &output)
            object.string("component", entry.componentID, into: &output)
            object.string("componentName", entry.component?.name ?? entry.componentID, into: &output)
            object.string("equals", rule.bounds.equals?.raw, into: &output)
            // Only rules with do/don't examples have the member, so other sites' files are as before.
            if let shown = examples[entry.anchor] {
                object.objects("examples", shown, into: &output) { example, fields, output in
                    fields.string("caption", example.caption, into: &output)
                    fields.string("kind", example.kind.rawValue, into: &output)
                    fields.string("url", RelativeURL.fromSiteRoot(routes.outputPath(forRoute: example.page.route), fragment: example.anchor), into: &output)
                }
            }
            // Only sites with older versions have the member, so other sites' files are as before.
            if let history {
                object.history(of: RuleHistory.Key(component: entry.componentID, rule: rule.id ?? ""), in: history, changes: changes, into: &output)
            }
            object.string("id", rule.id ?? "", into: &output)
            object.string("level", rule.level?.rawValue ?? "", into: &output)
            object.string("max", rule.bounds.max?.raw, into: &output)
            object.string("min", rule.bounds.min?.raw, into: &output)
            object.string("page", entry.page.relativePath, into: &output)
            object.strings("platforms", entry.platforms, into: &output)
            object.string("property", rule.property, into: &output)
            object.string("since", rule.since, into: &output)
            object.string("text", rule.text ?? "", into: &output)
            object.string("url", RelativeURL.fromSiteRoot(routes.outputPath(forRoute: entry.page.route), fragment: entry.anchor), into: &output)
        }
    }

    /// A rule's `history` member: `firstVersion` (as `since` names versions: each one's
    /// `version:`, else its id) and `changes`, newest version first, each with the `version` it
    /// came in and the one it is `from` (their labels), whether it is `breaking`, its `kind`, the
    /// `aspect` that changed, `old` and `new` values and the change as one line of `text`.
    mutating func history(of key: RuleHistory.Key, in history: VersionHistory, changes: [RuleHistory.Key: [(index: Int, change: VersionChange)]],
                          into output: inout [UInt8]) {
        object("history", into: &output) { fields, output in
            fields.objects("changes", changes[key] ?? [], into: &output) { item, change, output in
                let log = history.changeLogs[item.index]
                change.string("aspect", item.change.aspect, into: &output)
                change.raw("breaking", item.change.isBreaking ? "true" : "false", into: &output)
                change.string("from", log.fromVersion, into: &output)
                change.string("kind", item.change.kind.rawValue, into: &output)
                change.string("new", item.change.new, into: &output)
                change.string("old", item.change.old, into: &output)
                change.string("text", item.change.text, into: &output)
                change.string("version", log.toVersion, into: &output)
            }
            fields.string("firstVersion", history.rules.firstAppearance(component: key.component, rule: key.rule), into: &output)
        }
    }
}
