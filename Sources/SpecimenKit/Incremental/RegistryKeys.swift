/// What each content page shows of the registry, hashed, so that a registry edit renders again
/// only the pages that show a component it changed (issue 26 point 3), besides every generated
/// file, which `OutputKeys` keys with the whole registry.
///
/// A content page reads the registry by component id: the component its front matter names and
/// those its spec blocks name (status, platforms, SDK, anatomy, the rules' default platforms,
/// a deprecation note with its replacement's name). Each component's hash holds all its fields
/// but where they are written (an edit above it in `registry.yml` moves it without changing it).
/// What every page reads of the registry as a whole goes into every page's key: its platforms in
/// order, their names in every language, and its status words. A site with older versions keeps
/// the whole registry of every version in every page's key instead (`OutputKeys`): the switcher
/// follows renames through aliases, and a component's history compares registries. An authored
/// home page lists every component (`HomePageRenderer`): its key holds them all, in order.
package struct RegistryKeys: Sendable {
    private let registry: Registry
    /// Each component's hash, by id.
    private let hashes: [String: String]
    /// What every page reads of the registry as a whole.
    private let everyPage: String

    package init(registry: Registry) {
        self.registry = registry
        var hashes: [String: String] = [:]
        for component in registry.components where hashes[component.id] == nil {
            var hash = ContentHash()
            for field in [component.id, component.name, component.owner, component.since, ChangeLog.describe(component.lifecycle),
                          component.deprecation?.since] {
                hash.combine(field ?? "\u{0}")
            }
            switch component.deprecation?.replacement {
            case .component(let id)?: hash.combine("component " + id)
            case .external(let text, let link)?: hash.combine("external " + text + "\u{0}" + (link ?? ""))
            case nil: hash.combine(component.deprecation == nil ? "not deprecated" : "deprecated")
            }
            for list in [component.aliases, component.platforms, component.anatomy] {
                hash.combine(list.count)
                for item in list { hash.combine(item) }
            }
            hash.combine(component.sdk ? 1 : 0)
            hash.combine(component.properties.count)
            for property in component.properties {
                hash.combine(property.name)
                hash.combine(property.type.rawValue)
                hash.combine(property.bounds.summary)
            }
            hashes[component.id] = hash.hex
        }
        self.hashes = hashes
        var everyPage = ContentHash()
        for list in [registry.platforms, registry.statuses] {
            everyPage.combine(list.count)
            for item in list { everyPage.combine(item) }
        }
        for id in registry.platformNames.keys.sorted() {
            everyPage.combine(id)
            everyPage.combine(registry.platformNames[id] ?? "")
        }
        for id in registry.translatedPlatformNames.keys.sorted() {
            let names = registry.translatedPlatformNames[id] ?? [:]
            everyPage.combine(id)
            for language in names.keys.sorted() {
                everyPage.combine(language)
                everyPage.combine(names[language] ?? "")
            }
        }
        self.everyPage = everyPage.hex
    }

    /// The key of what `page` shows of the registry.
    package func key(of page: Page) -> String {
        var hash = ContentHash()
        hash.combine(everyPage)
        func add(_ id: String?) {
            guard let id else { return }
            hash.combine(id)
            guard let component = registry.component(id) else {
                hash.combine("\u{0}")
                return
            }
            hash.combine(hashes[component.id] ?? "")
            // A deprecation note names its replacement as the registry does.
            if case .component(let replacement)? = component.deprecation?.replacement {
                hash.combine(replacement)
                hash.combine(registry.component(replacement).flatMap { hashes[$0.id] } ?? "\u{0}")
            }
        }
        if page.route.isEmpty { for component in registry.components { add(component.id) } }
        add(page.frontMatter.component)
        for block in page.specBlocks { add(block.component) }
        return hash.hex
    }
}
