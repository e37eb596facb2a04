/// The settings of `site.yml` `theme:` that name something in the site: the logo must be a file
/// of `Content/` (SP103), footer paths must be pages or files the site has (SP101), and the
/// accent must be a colour token (SP302, SP304) that reads as link text on the theme's surfaces
/// in light and dark mode, in the token contexts each mode selects (SP305).
package struct ThemeChecker: Checker {
    package init() {}

    package func check(_ site: Site) -> [Diagnostic] {
        let theme = site.config.theme
        var diagnostics: [Diagnostic] = []
        if let logo = theme.logo, let at = theme.locations["logo"], !site.contentFiles.contains(logo) {
            diagnostics.append(Diagnostic(.missingImage, at: at, "the logo `\(logo)` is not a file of the content folder",
                                          hint: Suggestion.didYouMean(logo, in: site.contentFiles) ?? "give its path inside the content folder, as `assets/logo.svg`"))
        }
        if let accent = theme.accent, let at = theme.locations["accent"] {
            diagnostics += accentProblems(accent, at: at, in: site)
        }
        let routes = Set(GeneratedRoute.outputs(for: site)).union(GeneratedRoute.all(for: site))
        for (index, link) in theme.footer.enumerated() where !link.isExternal {
            guard let at = theme.locations["footer.\(index)"] else { continue }
            let path = link.sitePath
            let exists = path.isEmpty || site.page(atRoute: path) != nil || site.page(atRoute: path + "/") != nil || routes.contains(path)
                || routes.contains(path + "/") || site.contentFiles.contains(path)
            if !exists {
                diagnostics.append(Diagnostic(.brokenPageLink, at: at, "the footer link `\(link.link)` leads to no page or file of the site",
                                              hint: "write a page's path in the site, as `licensing/` or `components/tabs/`"))
            }
        }
        return diagnostics
    }

    private func accentProblems(_ accent: String, at location: SourceLocation, in site: Site) -> [Diagnostic] {
        guard let token = site.tokens[accent] else {
            return [Diagnostic(.unknownToken, at: location, "the accent `\(accent)` is not a design token",
                               hint: Suggestion.didYouMean(accent, in: site.tokens.names) ?? (site.tokens.names.isEmpty ? "the site has no tokens/*.tokens.json file" : nil))]
        }
        guard site.tokens.color(accent) != nil else {
            return [Diagnostic(.tokenValueMismatch, at: location, "the accent `\(accent)` is a \(token.type?.rawValue ?? "non-colour") token, but the accent needs a color token")]
        }
        var diagnostics: [Diagnostic] = []
        for dark in [false, true] {
            let (tokens, context) = Self.tokens(forDarkMode: dark, in: site)
            guard let color = tokens.color(accent) else { continue }
            let failing = ThemePalette.surfaces(dark: dark).filter { Contrast.ratio(foreground: color, background: $0.color) < 4.5 }
            guard let worst = failing.min(by: { Contrast.ratio(foreground: color, background: $0.color) < Contrast.ratio(foreground: color, background: $1.color) }) else { continue }
            let ratio = Contrast.ratio(foreground: color, background: worst.color)
            let mode = dark ? "dark mode" : "light mode"
            let inContext = context.map { " (\($0))" } ?? ""
            diagnostics.append(Diagnostic(.contrastFailure, at: location,
                                          "the accent `\(accent)`\(inContext) on the theme's \(worst.property) in \(mode) has a contrast of \(Contrast.format(ratio)); links need 4.50:1",
                                          hint: dark && context == nil
                                            ? "give the token a lighter value in a dark context and map it with `tokens: colorScheme: dark:`, or choose another token"
                                            : "choose a token with more contrast in \(mode)"))
        }
        return diagnostics
    }

    /// The tokens a reader sees in a mode: the contexts `tokens: colorScheme:` maps the mode to,
    /// or the default ones.
    static func tokens(forDarkMode dark: Bool, in site: Site) -> (DesignTokens, TokenContext?) {
        let mapping = site.config.tokens.colorScheme[dark ? "dark" : "light"] ?? [:]
        for (modifier, context) in mapping.sorted(by: { $0.key < $1.key }) {
            let key = TokenContext(modifier: modifier, context: context)
            if let tokens = site.tokenContexts.variants[key] { return (tokens, key) }
        }
        return (site.tokens, nil)
    }
}
