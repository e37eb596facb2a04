/// The site's tokens in every context a resolver declares: for each modifier, each context other
/// than its default with every other modifier at its default (`Site.tokens` is the all-defaults
/// case). Empty without a resolver: a site then has one context, as before.
package struct TokenContexts: Sendable {
    /// The resolver's modifiers, in the order written.
    package var modifiers: [TokenModifier]
    /// The tokens in each non-default context.
    package var variants: [TokenContext: DesignTokens]

    package init(modifiers: [TokenModifier] = [], variants: [TokenContext: DesignTokens] = [:]) {
        self.modifiers = modifiers
        self.variants = variants
    }

    /// Whether the site's tokens have more than one context.
    package var isEmpty: Bool { variants.isEmpty }

    /// Every non-default context, modifier by modifier, in the order written.
    package var otherContexts: [TokenContext] {
        modifiers.flatMap { modifier in modifier.otherContexts.map { TokenContext(modifier: modifier.name, context: $0) } }
            .filter { variants[$0] != nil }
    }

    /// The default context of each modifier (`theme: light`), for column headers.
    package func defaultContext(of modifier: String) -> TokenContext? {
        modifiers.first { $0.name == modifier }.map { TokenContext(modifier: $0.name, context: $0.defaultContext) }
    }

    /// The token `name` in `context`, nil when that context does not define it.
    package func token(_ name: String, in context: TokenContext) -> ResolvedToken? {
        variants[context]?[name]
    }

    /// The contexts in which `name` has a value different from `base` (the default's), in order.
    package func contextsChanging(_ name: String, from base: DesignTokens) -> [TokenContext] {
        let value = base[name]?.value
        return otherContexts.filter { variants[$0]?[name]?.value != value }
    }

    /// The contexts in which any of `names` differs from `base`, in order (contrast is checked in each).
    package func contexts(changingAny names: [String], from base: DesignTokens) -> [TokenContext] {
        guard !isEmpty else { return [] }
        return otherContexts.filter { context in names.contains { variants[context]?[$0]?.value != base[$0]?.value } }
    }

    /// The modifiers in which some context changes `name`.
    package func modifiersChanging(_ name: String, from base: DesignTokens) -> [TokenModifier] {
        let changing = Set(contextsChanging(name, from: base).map(\.modifier))
        return modifiers.filter { changing.contains($0.name) }
    }
}
