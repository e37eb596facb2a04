import SpecimenFormats

/// `tokens:` in site.yml: how `tokens.css` names and writes tokens (`TokenSettings`).
extension SiteConfigParser {
    /// The settings under `tokens:`, defaults for what is missing; SP001 for a value of the wrong
    /// kind, SP003 for a key `TokenSettings` does not have.
    func tokenSettings(_ fields: inout YAMLFields) -> TokenSettings {
        var settings = TokenSettings()
        guard var tokens = fields.nested("tokens", what: "site.yml `tokens`") else { return settings }
        tokens.reportUnknownKeys(known: TokenSettings.knownKeys)
        if let written = tokens.string("cssNames") {
            if let names = TokenSettings.CSSNames(rawValue: written) {
                settings.cssNames = names
            } else if let at = tokens.location(ofValue: "cssNames") {
                let allowed = TokenSettings.CSSNames.allCases.map(\.rawValue)
                tokens.log.report(Diagnostic(.frontMatterSyntax, at: at, "`\(written)` is not a way of naming CSS custom properties (allowed: \(allowed.joined(separator: ", ")))",
                                             hint: Suggestion.didYouMean(written, in: allowed)
                                                 ?? "use `kebab` (Style Dictionary's names, the default) or `keep` (the token path's words as written)"))
            }
        }
        settings.cssPrefix = tokens.string("cssPrefix") ?? ""
        settings.references = tokens.bool("references") ?? false
        if let schemes = tokens.value("colorScheme") {
            readColorScheme(schemes, into: &settings, log: &tokens.log, region: tokens.region)
        }
        fields.log.merge(tokens.log)
        return settings
    }

    /// `colorScheme: { dark: { theme: dark } }`: the contexts `prefers-color-scheme` selects,
    /// with where each is written (checked against the resolver once the tokens are read).
    private func readColorScheme(_ node: YAMLNode, into settings: inout TokenSettings, log: inout DiagnosticLog, region: YAMLRegion) {
        guard let schemes = node.mapping else {
            log.report(Diagnostic(.frontMatterSyntax, at: region.location(of: node.mark), "`colorScheme` must map `light` or `dark` to contexts",
                                  hint: "e.g. `colorScheme: { dark: { theme: dark } }`"))
            return
        }
        for pair in schemes {
            let scheme = pair.key.string ?? ""
            guard TokenSettings.colorSchemeSchema.keys.contains(scheme) else {
                log.report(Diagnostic(.frontMatterSyntax, at: region.location(of: pair.key.mark), "`\(scheme)` is not a colour scheme (`light` or `dark`)"))
                continue
            }
            guard let choices = pair.value.mapping else {
                log.report(Diagnostic(.frontMatterSyntax, at: region.location(of: pair.value.mark), "`colorScheme.\(scheme)` must map modifiers to contexts",
                                      hint: "e.g. `\(scheme): { theme: \(scheme) }`"))
                continue
            }
            for choice in choices {
                guard let modifier = choice.key.string, let context = choice.value.string else { continue }
                settings.colorScheme[scheme, default: [:]][modifier] = context
                settings.colorSchemeLocations["\(scheme).\(modifier)"] = region.location(of: choice.key.mark)
            }
        }
    }
}
