/// Where one version publishes each thing a change log can name (DESIGN 3.9: every change links
/// to where its subject lives now): a component's page (or its row of `components/`), a rule's
/// row on its page, a token's entry on the token pages and a licence's page, each with the name
/// it goes by there. The pages of one version never see another version's `Site`, so
/// `VersionedSite.link` keeps this much of each version, and a subject that is gone from the
/// version being read is linked to where it lived in an older one.
package struct SubjectRoutes: Sendable {
    /// Where a subject is in its version: a route inside that version's folder, the fragment of
    /// its entry on that page, and how it is named there.
    package struct Place: Sendable, Hashable {
        package var route: String
        package var fragment: String?
        /// The component's or licence's name, the token's path, the rule's id.
        package var title: String
        /// For a rule, its component's name; nil otherwise.
        package var context: String?
    }

    private let components: [String: Place]
    private let rules: [RuleHistory.Key: Place]
    private let tokens: TokenPages?
    private let licences: [String: Place]
    /// The places of the subjects a history asks about, by subject: a version's places read back
    /// from the build cache (`VersionLinkRecord`); nil when made from the version's site.
    private let recorded: [VersionChange.Subject: Place]?

    package init(site: Site) {
        self.init(site: site, rules: RuleIndex(site: site))
    }

    /// `rules` is the site's rule index, for a caller that has one already.
    package init(site: Site, rules index: RuleIndex) {
        let documenting = ComponentsPageRenderer.documentingPages(in: site)
        var components: [String: Place] = [:], rules: [RuleHistory.Key: Place] = [:]
        // Sized up front: at 10,000 components and 100,000 rules, growing them was a third of this.
        components.reserveCapacity(site.registry.components.count)
        rules.reserveCapacity(index.entries.count)
        for component in site.registry.components where components[component.id] == nil {
            // Its documenting page, else its row of the registry table.
            components[component.id] = documenting[component.id].map { Place(route: site.pages[$0].route, title: component.name) }
                ?? Place(route: GeneratedRoute.components, fragment: ComponentsPageRenderer.anchor(component.id), title: component.name)
        }
        for entry in index.entries {
            // A rule whose id repeats within its component (SP203) is where it is first written.
            guard let id = entry.rule.id else { continue }
            let key = RuleHistory.Key(component: entry.componentID, rule: id)
            guard rules[key] == nil else { continue }
            rules[key] = Place(route: entry.page.route, fragment: entry.anchor, title: id, context: entry.component?.name ?? entry.componentID)
        }
        self.components = components
        self.rules = rules
        self.tokens = TokenPages(site.tokens)
        self.licences = Dictionary(site.licences.map { ($0.id, Place(route: GeneratedRoute.licence($0.id), title: $0.title)) },
                                   uniquingKeysWith: { first, _ in first })
        self.recorded = nil
    }

    /// The places of `subjects` only (those a history asks about, `VersionLinkRecord`): every
    /// other subject has none.
    package init(recorded subjects: [VersionChange.Subject: Place]) {
        (components, rules, tokens, licences) = ([:], [:], nil, [:])
        recorded = subjects
    }

    /// Where `subject` (named as this version names it) is published in this version; nil when
    /// this version does not have it.
    package func place(of subject: VersionChange.Subject) -> Place? {
        if let recorded { return recorded[subject] }
        switch subject {
        case .component(let id):
            return components[id]
        case .rule(let component, let rule):
            return rules[RuleHistory.Key(component: component, rule: rule)]
        case .token(let path):
            guard let tokens, tokens.group(of: path) != nil else { return nil }
            return Place(route: tokens.route(of: path), fragment: TokenSwatchFactory.anchor(path), title: path)
        case .licence(let id):
            return licences[id]
        }
    }
}
