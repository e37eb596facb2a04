/// The parts of `tokens.css` that switch contexts (DESIGN 3.6): for each modifier, a block per
/// context with the tokens that modifier changes — `[data-theme="dark"] { … }` — the default
/// context's included, so an element pinned to it inside another context reads the default again;
/// and `prefers-color-scheme` media queries where `site.yml` maps a scheme to contexts
/// (`tokens: { colorScheme: { dark: { theme: dark } } }`).
package struct TokenContextStyles: Sendable {
    package let site: Site
    /// The declarations of `names` in `tokens` (`--color-text: #1f1f1f;`), as `tokens.css` writes them.
    package let declarations: @Sendable (DesignTokens, [String]) -> [String]

    package init(site: Site, declarations: @escaping @Sendable (DesignTokens, [String]) -> [String]) {
        self.site = site
        self.declarations = declarations
    }

    /// Everything after `:root { … }`: one block per context of each modifier, then the media queries.
    package func css() -> String {
        let contexts = site.tokenContexts
        guard !contexts.isEmpty else { return "" }
        var out = ""
        for modifier in contexts.modifiers {
            let changed = names(changedBy: modifier)
            guard !changed.isEmpty else { continue }
            for context in modifier.contexts {
                let named = TokenContext(modifier: modifier.name, context: context)
                guard let tokens = context == modifier.defaultContext ? site.tokens : contexts.variants[named] else { continue }
                out += block(selector: selector(named), declarations(tokens, changed))
            }
        }
        for (scheme, choice) in site.config.tokens.colorScheme.sorted(by: { $0.key < $1.key }) {
            var inner = ""
            for (modifierName, context) in choice.sorted(by: { $0.key < $1.key }) {
                guard let modifier = contexts.modifiers.first(where: { $0.name == modifierName }) else { continue }
                let named = TokenContext(modifier: modifierName, context: context)
                guard let tokens = context == modifier.defaultContext ? site.tokens : contexts.variants[named] else { continue }
                // The device's scheme applies unless the reader chose a context of this modifier.
                inner += block(selector: ":root:not([\(named.attribute)])", declarations(tokens, names(changedBy: modifier)), indent: "  ")
            }
            if !inner.isEmpty { out += "@media (prefers-color-scheme: \(scheme)) {\n" + inner + "}\n" }
        }
        return out
    }

    /// For the site's own pages (`token-swatches.css`): the theme switch sets `html[data-theme]`
    /// to `light` or `dark`; where `colorScheme` maps those schemes to a modifier not named
    /// `theme` (`mode: dark`), the choice selects that modifier's context too, winning over the
    /// device's scheme. (A modifier named `theme` already matches the switch's attribute.)
    package func siteCSS() -> String {
        var out = ""
        for (scheme, choice) in site.config.tokens.colorScheme.sorted(by: { $0.key < $1.key }) {
            for (modifierName, context) in choice.sorted(by: { $0.key < $1.key }) {
                guard let modifier = site.tokenContexts.modifiers.first(where: { $0.name == modifierName }) else { continue }
                let named = TokenContext(modifier: modifierName, context: context)
                guard named.attribute != "data-theme",
                      let tokens = context == modifier.defaultContext ? site.tokens : site.tokenContexts.variants[named] else { continue }
                let changed = names(changedBy: modifier)
                out += block(selector: ":root[data-theme=\"\(scheme)\"]:not([\(named.attribute)])", declarations(tokens, changed))
                // The other scheme, chosen on the switch, takes the modifier's default back from the device's.
                let other = scheme == "dark" ? "light" : "dark"
                if site.config.tokens.colorScheme[other]?[modifierName] == nil {
                    out += block(selector: ":root[data-theme=\"\(other)\"]:not([\(named.attribute)])", declarations(site.tokens, changed))
                }
            }
        }
        return out
    }

    /// Labels for a token row's values per context (`dark: #f5f5f5`): each modifier's attribute
    /// names its context, so a row carries no label text of its own.
    /// On the token pages a row's own value carries no attribute (the list is pinned to the
    /// defaults, and a thousand rows would repeat it): it is labelled with the default context of
    /// the modifier its other values belong to.
    package func labelCSS() -> String {
        var seen = Set<String>()
        return site.tokenContexts.modifiers.compactMap { modifier -> String? in
            let attribute = TokenContext(modifier: modifier.name, context: "").attribute
            guard seen.insert(attribute).inserted else { return nil }
            return ".tk__val[\(attribute)]::before, .tk__cx > [\(attribute)]::before { content: attr(\(attribute)) \": \"; }\n"
                + ".tk__val:not([\(attribute)]):has(+ .tk__cx > [\(attribute)])::before { content: \"\(TokenExports.cssString(modifier.defaultContext)): \"; }\n"
        }.joined()
    }

    /// `[data-theme="dark"]`.
    package func selector(_ context: TokenContext) -> String {
        "[\(context.attribute)=\"\(TokenExports.cssString(context.context))\"]"
    }

    /// The tokens some context of `modifier` changes, in the default's order.
    private func names(changedBy modifier: TokenModifier) -> [String] {
        let variants = modifier.otherContexts.compactMap { site.tokenContexts.variants[TokenContext(modifier: modifier.name, context: $0)] }
        return site.tokens.names.filter { name in variants.contains { $0[name]?.value != site.tokens[name]?.value } }
    }

    private func block(selector: String, _ lines: [String], indent: String = "") -> String {
        guard !lines.isEmpty else { return "" }
        return indent + selector + " {\n" + lines.map { indent + "  " + $0 + "\n" }.joined() + indent + "}\n"
    }
}
