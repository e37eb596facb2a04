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
        fields.log.merge(tokens.log)
        return settings
    }
}
