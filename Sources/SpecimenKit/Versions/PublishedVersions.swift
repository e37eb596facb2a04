/// The versions a site is published in, as the pages of one of them see them (DESIGN 3.9): the
/// current version at the root, each older one in its folder. The version switcher, the banner on
/// older versions and canonical links are made from it; it holds only what pages need to find
/// their twins in another version, not the versions' sites.
package struct PublishedVersions: Sendable {
    /// One version: its place and what its pages can be matched by.
    package struct Version: Sendable {
        /// `site.yml`'s id of an older version; nil for the current one.
        package var id: String?
        /// What the switcher calls it.
        package var label: String
        /// Where it is published inside the output: `""` for the current version, `1.0/` for another.
        package var folder: String
        /// Every page and generated page, by route.
        package var routes: Set<String>
        /// A page by `translationKey` and language (`key\u{0}lang`), and by key alone (the first, in path order).
        package var routeByTranslation: [String: String]
        /// The page documenting each component, by the component's id and each of its registry aliases.
        package var routeByComponent: [String: String]

        /// A version read before (`VersionLinkRecord`).
        package init(id: String?, label: String, routes: Set<String>, routeByTranslation: [String: String], routeByComponent: [String: String]) {
            self.id = id
            self.label = label
            self.folder = id.map { $0 + "/" } ?? ""
            self.routes = routes
            self.routeByTranslation = routeByTranslation
            self.routeByComponent = routeByComponent
        }

        /// Reads what `site` publishes; `id` nil for the current version.
        package init(id: String?, label: String, site: Site) {
            self.id = id
            self.label = label
            self.folder = id.map { $0 + "/" } ?? ""
            var routes = Set(site.pages.map(\.route))
            routes.formUnion(GeneratedRoute.all(for: site))
            routes.insert("")
            self.routes = routes
            var byTranslation: [String: String] = [:], byComponent: [String: String] = [:]
            byComponent.reserveCapacity(site.registry.components.count)
            // In path order, by index: sorting the pages themselves moved every page (all its fields).
            for index in site.pages.indices.sorted(by: { site.pages[$0].path < site.pages[$1].path }) {
                let frontMatter = site.pages[index].frontMatter, lang = site.pages[index].lang, route = site.pages[index].route
                if let key = frontMatter.translationKey {
                    if byTranslation[key + "\u{0}" + lang] == nil { byTranslation[key + "\u{0}" + lang] = route }
                    if byTranslation[key] == nil { byTranslation[key] = route }
                }
                if let id = frontMatter.component, lang == site.config.language, byComponent[id] == nil {
                    byComponent[id] = route
                    for alias in site.registry.component(id)?.aliases ?? [] where byComponent[alias] == nil { byComponent[alias] = route }
                }
            }
            self.routeByTranslation = byTranslation
            self.routeByComponent = byComponent
        }

        /// The route in this version of the page another version has at `route`: the same route,
        /// else the page with the same `translationKey` (in the same language first), else the
        /// page of the same component (`names`: its id and aliases there); nil when none matches.
        package func route(matching route: String, translationKey: String?, lang: String, componentNames: [String]) -> String? {
            if routes.contains(route) { return route }
            if let key = translationKey, let found = routeByTranslation[key + "\u{0}" + lang] ?? routeByTranslation[key] { return found }
            for name in componentNames { if let found = routeByComponent[name] { return found } }
            return nil
        }
    }

    /// The current version first, then the older ones in `site.yml`'s order (newest first).
    package var versions: [Version]
    /// The index in `versions` of the version these pages belong to.
    package var reading: Int
    /// The current version's `baseURL` (`--base-url` applied), for canonical links; nil without one.
    package var baseURL: String?

    package init(versions: [Version], reading: Int, baseURL: String?) {
        self.versions = versions
        self.reading = reading
        self.baseURL = baseURL
    }

    /// The version being read.
    package var current: Version { versions[reading] }

    /// Where a page of this version is in `target`: the matching route, or nil (its home then).
    package func route(in target: Version, of page: Page?, route: String, site: Site) -> String? {
        if target.routes.contains(route) { return route }  // most pages: no names to gather
        let component = page?.frontMatter.component
        let names = component.map { [$0] + (site.registry.component($0)?.aliases ?? []) } ?? []
        return target.route(matching: route, translationKey: page?.frontMatter.translationKey, lang: page?.lang ?? site.config.language,
                            componentNames: names)
    }
}
