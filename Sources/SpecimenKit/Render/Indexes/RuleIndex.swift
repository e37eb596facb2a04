/// Every rule of the site with its component and page, in registry order then page order: the
/// data behind `rules/`, `rules.json` and, later, the changelog and search.
package struct RuleIndex: Sendable {
    /// One rule in context. A class: the rules page, its JSON, the search index, the home and
    /// changes pages each walk (and sort) every entry, and copying a rule with its component
    /// retained every string of both, tens of thousands of times.
    package final class Entry: Sendable {
        package let rule: Rule
        package let componentID: String
        package let component: Component?
        /// The page the rule is on: its path and route only.
        package let page: PageReference
        /// The rule's platforms, or its component's when it names none.
        package let platforms: [String]
        /// `rule-<component>-<id>`.
        package let anchor: String

        init(rule: Rule, componentID: String, component: Component?, page: PageReference, platforms: [String], anchor: String) {
            self.rule = rule
            self.componentID = componentID
            self.component = component
            self.page = page
            self.platforms = platforms
            self.anchor = anchor
        }
    }

    package let entries: [Entry]
    /// The do/don't/caution blocks that show each rule, by the rule's anchor, in page order.
    package let examples: [String: [Example]]

    /// The rules that have examples, by anchor, for the examples' links back to their rule.
    package let examplesRules: [String: Entry]

    /// A do/don't/caution block that names a rule (`rule: max-tabs`).
    package struct Example: Sendable, Hashable {
        package var kind: GuidanceBlock.Kind
        package var page: PageReference
        /// The block's anchor on its page.
        package var anchor: String
        package var caption: String
    }

    /// Where a page is, without the page.
    package struct PageReference: Sendable, Hashable {
        /// Path inside `Content/`.
        package var relativePath: String
        package var route: String
    }

    package init(site: Site) {
        let order = Dictionary(site.registry.components.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var entries: [Entry] = []
        // By index: iterating `site.specBlocks` copies every page whole.
        for index in site.pages.indices where !site.pages[index].specBlocks.isEmpty {
            let page = PageReference(relativePath: site.pages[index].relativePath, route: site.pages[index].route)
            for block in site.pages[index].specBlocks {
                guard let componentID = block.component else { continue }
                let component = site.registry.component(componentID)
                for rule in block.rules {
                    guard let id = rule.id else { continue }
                    entries.append(Entry(rule: rule, componentID: componentID, component: component, page: page,
                                         platforms: rule.platforms.isEmpty ? component?.platforms ?? [] : rule.platforms,
                                         anchor: RuleAnchor.id(component: componentID, rule: id)))
                }
            }
        }
        var examples: [String: [Example]] = [:]
        for index in site.pages.indices where !site.pages[index].guidance.isEmpty {
            guard let componentID = site.pages[index].frontMatter.component else { continue }
            let page = PageReference(relativePath: site.pages[index].relativePath, route: site.pages[index].route)
            for block in site.pages[index].guidance {
                guard let rule = block.rule else { continue }
                examples[RuleAnchor.id(component: componentID, rule: rule), default: []]
                    .append(Example(kind: block.kind, page: page, anchor: block.anchor, caption: block.caption ?? ""))
            }
        }
        self.examples = examples
        // Stable: registry order, then the order rules appear in pages (already sorted by path).
        let keys = entries.enumerated().map { (order[$0.element.componentID] ?? Int.max, $0.offset) }
        self.entries = keys.sorted { $0 < $1 }.map { entries[$0.1] }
        var examplesRules: [String: Entry] = [:]
        if !examples.isEmpty {
            for entry in self.entries where examples[entry.anchor] != nil && examplesRules[entry.anchor] == nil { examplesRules[entry.anchor] = entry }
        }
        self.examplesRules = examplesRules
    }
}
