/// What a do/don't/caution block or a figure points at: its image, video and captions must be
/// files inside `Content/` (SP103, SP403; a remote one is SP105, as a remote image is), the rule a verdict names must be one of the page's component (SP208), and an
/// embed must come from an origin `site.yml` allows (SP107).
package struct GuidanceChecker: Checker {
    package init() {}

    package var readsOnlyData: Bool { true }

    package func check(_ site: Site) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let resolver = LinkResolver(site: site)
        var rulesByComponent: [String: Set<String>]?
        for page in site.pages where !page.guidance.isEmpty {
            for block in page.guidance {
                if let embed = Self.embedDiagnostic(block, site: site) { diagnostics.append(embed) }
                for file in block.files {
                    switch resolver.resolve(file.path, fromDirectory: page.directory) {
                    case .file: break
                    case .external:
                        diagnostics.append(Diagnostic(.remoteImage, at: file.location, "`\(file.path)` is remote: the site would need the network, and it promises to work offline",
                                                      hint: "copy the file into Content/ and give its path relative to the page"))
                    case .outside:
                        diagnostics.append(Diagnostic(.pathOutsideContent, at: file.location, "`\(file.path)` leaves Content/",
                                                      hint: "keep the file inside Content/ and give a path relative to the page"))
                    default:
                        diagnostics.append(Diagnostic(.missingImage, at: file.location, "no file `\(file.path)` for this example",
                                                      hint: "give the path of a file inside Content/, relative to the page"))
                    }
                }
                guard let rule = block.rule, let at = block.ruleLocation else { continue }
                guard let component = page.frontMatter.component else {
                    diagnostics.append(Diagnostic(.unknownExampleRule, at: at, "rule `\(rule)`: the page documents no component",
                                                  hint: "add `component:` to the front matter, or drop `rule:`"))
                    continue
                }
                if rulesByComponent == nil { rulesByComponent = Self.rules(of: site) }
                let known = rulesByComponent?[component] ?? []
                if !known.contains(rule) {
                    diagnostics.append(Diagnostic(.unknownExampleRule, at: at, "component `\(component)` has no rule `\(rule)`",
                                                  hint: Suggestion.didYouMean(rule, in: known.sorted()) ?? "name a rule id from a spec block of `\(component)`"))
                }
            }
        }
        return diagnostics
    }

    /// Rule ids by component, from every spec block of the site.
    static func rules(of site: Site) -> [String: Set<String>] {
        var rules: [String: Set<String>] = [:]
        for page in site.pages {
            for block in page.specBlocks {
                guard let component = block.component else { continue }
                for rule in block.rules { if let id = rule.id { rules[component, default: []].insert(id) } }
            }
        }
        return rules
    }
}

extension GuidanceChecker {
    /// SP107 for an embed whose origin `site.yml` `embeds:` does not list (or that is not `https://`).
    static func embedDiagnostic(_ block: GuidanceBlock, site: Site) -> Diagnostic? {
        guard case .embed(let url, _, _, let at) = block.example else { return nil }
        guard let origin = EmbedOrigin.of(url) else {
            return Diagnostic(.embedNotAllowed, at: at, "embed `\(url)` is not an `https://` address", hint: "embed pages over https only")
        }
        guard !site.config.embeds.contains(origin) else { return nil }
        return Diagnostic(.embedNotAllowed, at: at, "embeds from `\(origin)` are not allowed by site.yml",
                          hint: "add `\(origin)` to `embeds:` in site.yml if the site should show pages from it")
    }
}
