/// Pages and the registry must agree: SP202 for a page or spec block naming a component the
/// registry does not have, SP206 for a page whose status or platforms disagree with its
/// component's, SP207 (warning) for a registered component that no page documents.
package struct ComponentChecker: Checker {
    package init() {}

    package var readsOnlyData: Bool { true }

    package func check(_ site: Site) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let registry = site.registry
        for page in site.pages {
            if let id = page.frontMatter.component, let at = page.frontMatter.valueLocations["component"] {
                if let component = registry.component(id) {
                    diagnostics += agreement(of: page, with: component)
                } else {
                    diagnostics.append(unknown(id, at: at, in: registry))
                }
            }
            for block in page.specBlocks {
                guard let id = block.component else {
                    // A block without a component (a foundations page) may hold `contrast:` and
                    // `tokens:` only (DESIGN 3.3); rules, states, anatomy and a status are a component's.
                    if !block.rules.isEmpty || !block.states.isEmpty || !block.anatomy.isEmpty || block.status != nil {
                        diagnostics.append(Diagnostic(.unknownComponent, at: block.componentLocation, "spec block names no component",
                                                      hint: "add `component: …` to the block or to the page's front matter"))
                    }
                    continue
                }
                if let component = registry.component(id) {
                    if let status = block.status, let at = block.statusLocation {
                        diagnostics += agreement(of: status, at: at, with: component, saying: "the spec block")
                    }
                } else if block.namesComponent {
                    diagnostics.append(unknown(id, at: block.componentLocation, in: registry))
                }
            }
        }
        let documented = Set(site.pages.compactMap(\.frontMatter.component) + site.specBlocks.compactMap(\.block.component))
        for component in registry.components where !documented.contains(component.id) {
            diagnostics.append(Diagnostic(.undocumentedComponent, at: component.location,
                                          "component `\(component.id)` is in the registry but no page documents it",
                                          hint: "give a page `component: \(component.id)`, or add a spec block with `component: \(component.id)`"))
        }
        return diagnostics
    }

    private func unknown(_ id: String, at location: SourceLocation, in registry: Registry) -> Diagnostic {
        let byName = registry.components.first { ([$0.name] + $0.aliases).contains { $0.lowercased() == id.lowercased() } }
        let hint = byName.map { "did you mean `\($0.id)`?" } ?? Suggestion.didYouMean(id, in: registry.components.map(\.id))
        return Diagnostic(.unknownComponent, at: location, "component `\(id)` is not in the registry", hint: hint ?? "add it to registry.yml")
    }

    private func agreement(of page: Page, with component: Component) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if let at = page.frontMatter.valueLocations["status"] {
            let stated = ComponentStatus(single: page.frontMatter.status, perPlatform: page.frontMatter.platformStatuses)
            diagnostics += agreement(of: stated, at: at, with: component, saying: "the page")
        }
        for (index, platform) in page.frontMatter.platforms.enumerated() where !component.platforms.contains(platform) {
            let at = index < page.frontMatter.platformLocations.count ? page.frontMatter.platformLocations[index]
                : page.frontMatter.valueLocations["platforms"] ?? SourceLocation(file: page.path, line: 1, column: 1)
            diagnostics.append(Diagnostic(.componentMismatch, at: at,
                                          "the page lists platform `\(platform)`, but the registry gives `\(component.id)` only \(component.platforms.joined(separator: ", "))",
                                          hint: Suggestion.didYouMean(platform, in: component.platforms)))
        }
        return diagnostics
    }

    /// SP206 for a stated status that disagrees with the registry on some platform, naming it.
    private func agreement(of stated: ComponentStatus, at location: SourceLocation, with component: Component, saying who: String) -> [Diagnostic] {
        let hint = "change one of them: the registry is the source of truth"
        let registry = component.lifecycle
        if let status = stated.single {
            if let registryStatus = registry.single {
                guard status != registryStatus else { return [] }
                return [Diagnostic(.componentMismatch, at: location,
                                   "\(who) says `status: \(status)` but the registry says `\(component.id)` is \(registryStatus)", hint: hint)]
            }
            let differing = registry.perPlatform.filter { $0.status != status }
            guard !differing.isEmpty else { return [] }
            let list = differing.map { "\($0.status) on `\($0.platform)`" }.joined(separator: ", ")
            return [Diagnostic(.componentMismatch, at: location,
                               "\(who) says `status: \(status)` but the registry says `\(component.id)` is \(list)",
                               hint: "state the status per platform (`status: { \(differing[0].platform): \(differing[0].status) }`), or change the registry")]
        }
        var diagnostics: [Diagnostic] = []
        for entry in stated.perPlatform {
            let at = entry.location ?? location
            guard component.platforms.contains(entry.platform) else {
                diagnostics.append(Diagnostic(.componentMismatch, at: at,
                                              "\(who) gives a status on `\(entry.platform)`, but the registry gives `\(component.id)` only \(component.platforms.joined(separator: ", "))",
                                              hint: Suggestion.didYouMean(entry.platform, in: component.platforms)))
                continue
            }
            if let registryStatus = registry.on(entry.platform), registryStatus != entry.status {
                diagnostics.append(Diagnostic(.componentMismatch, at: at,
                                              "\(who) says `\(component.id)` is \(entry.status) on `\(entry.platform)` but the registry says \(registryStatus)",
                                              hint: hint))
            }
        }
        return diagnostics
    }
}
