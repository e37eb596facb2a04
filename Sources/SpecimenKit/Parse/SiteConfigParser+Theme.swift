import SpecimenFormats

/// `theme:` in site.yml: the built-in theme's settings (`ThemeSettings`).
extension SiteConfigParser {
    /// The settings under `theme:`; SP001 for a value of the wrong kind or a URL that is not
    /// http(s), SP002 for a footer link without text or link, SP003 for an unknown key. Whether
    /// the logo, the accent token and footer paths exist is checked with the site (`ThemeChecker`).
    func themeSettings(_ fields: inout YAMLFields) -> ThemeSettings {
        var settings = ThemeSettings()
        guard var theme = fields.nested("theme", what: "site.yml `theme`") else { return settings }
        theme.reportUnknownKeys(known: ThemeSettings.knownKeys)
        for key in ["logo", "accent", "branch", "contentPath", "repository", "lastUpdated"] {
            if let at = theme.location(ofValue: key) { settings.locations[key] = at }
        }
        settings.logo = theme.string("logo").map { $0.hasPrefix("/") ? String($0.drop(while: { $0 == "/" })) : $0 }
        settings.accent = theme.string("accent").map { $0.hasPrefix("{") && $0.hasSuffix("}") ? String($0.dropFirst().dropLast()) : $0 }
        settings.branch = theme.string("branch") ?? "main"
        settings.contentPath = theme.string("contentPath")
        if let repository = theme.string("repository") {
            if Self.isWebURL(repository) {
                settings.repository = repository.hasSuffix("/") ? String(repository.dropLast()) : repository
            } else if let at = theme.location(ofValue: "repository") {
                theme.log.report(Diagnostic(.frontMatterSyntax, at: at, "`repository` must be an http(s) URL, not `\(repository)`",
                                            hint: "for example `repository: https://github.com/acme/design`"))
            }
        }
        if let written = theme.string("lastUpdated") {
            if let source = ThemeSettings.LastUpdated(rawValue: written) {
                settings.lastUpdated = source
            } else if let at = theme.location(ofValue: "lastUpdated") {
                theme.log.report(Diagnostic(.frontMatterSyntax, at: at, "`lastUpdated: \(written)` is not a source of dates (allowed: git)",
                                            hint: "use `lastUpdated: git`, or give pages `updated:` in their front matter"))
            }
        }
        for (index, item) in (theme.items("footer") ?? []).enumerated() {
            guard var link = theme.fields(of: item, what: "a footer link") else { continue }
            link.reportUnknownKeys(known: ThemeSettings.footerLinkKeys)
            let at = theme.location(of: item)
            let text = link.string("text"), target = link.string("link")
            // An empty link (`link: ""`) is the home page.
            if let text, !text.isEmpty, let target {
                if target.contains(":") && !Self.isWebURL(target) {
                    link.log.report(Diagnostic(.frontMatterSyntax, at: link.location(ofValue: "link") ?? at,
                                               "footer link `\(target)` must be a path in the site or an http(s) URL"))
                } else {
                    settings.locations["footer.\(settings.footer.count)"] = link.location(ofValue: "link") ?? at
                    settings.footer.append(ThemeSettings.FooterLink(text: text, link: target))
                }
            } else if link.value("text") == nil || link.value("link") == nil {
                link.log.report(Diagnostic(.missingField, at: at, "footer link \(index + 1) needs `text` and `link`",
                                           hint: "e.g. `- { text: Licensing, link: licensing/ }`"))
            }
            theme.log.merge(link.log)
        }
        fields.log.merge(theme.log)
        return settings
    }

    /// An absolute http(s) URL that can be written into an attribute as it is.
    static func isWebURL(_ text: String) -> Bool {
        (text.hasPrefix("https://") || text.hasPrefix("http://")) && text.count > "https://".count
            && !text.contains(where: { $0 == " " || $0 == "\"" || $0 == "<" || $0 == ">" || $0 == "`" || $0.isNewline })
    }
}
