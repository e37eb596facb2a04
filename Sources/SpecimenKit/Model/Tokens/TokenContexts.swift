/// The site's tokens in every context a resolver declares: for each modifier, each context other
/// than its default with every other modifier at its default (`Site.tokens` is the all-defaults
/// case). Empty without a resolver: a site then has one context, as before.
package struct TokenContexts: Sendable {
    /// The resolver's modifiers, in the order written.
    package var modifiers: [TokenModifier] {
        didSet { ordered = Self.ordered(modifiers, variants) }
    }
    /// The tokens in each non-default context.
    package var variants: [TokenContext: DesignTokens] {
        didSet { ordered = Self.ordered(modifiers, variants) }
    }
    /// `otherContexts` with their tokens, made once: every contrast pair of every page asks.
    private var ordered: [(context: TokenContext, tokens: DesignTokens)] = []

    package init(modifiers: [TokenModifier] = [], variants: [TokenContext: DesignTokens] = [:]) {
        self.modifiers = modifiers
        self.variants = variants
        ordered = Self.ordered(modifiers, variants)
    }

    private static func ordered(_ modifiers: [TokenModifier], _ variants: [TokenContext: DesignTokens]) -> [(context: TokenContext, tokens: DesignTokens)] {
        modifiers.flatMap { modifier in modifier.otherContexts.map { TokenContext(modifier: modifier.name, context: $0) } }
            .compactMap { context in variants[context].map { (context, $0) } }
    }

    /// Whether the site's tokens have more than one context.
    package var isEmpty: Bool { variants.isEmpty }

    /// Every non-default context, modifier by modifier, in the order written.
    package var otherContexts: [TokenContext] { ordered.map(\.context) }

    /// The default context of each modifier `contexts` belong to, in the resolver's order: what
    /// a row or column showing those contexts shows first, and pins its default value to.
    package func defaults(for contexts: [TokenContext]) -> [TokenContext] {
        modifiers.filter { modifier in contexts.contains { $0.modifier == modifier.name } }
            .map { TokenContext(modifier: $0.name, context: $0.defaultContext) }
    }

    /// The token `name` in `context`, nil when that context does not define it.
    package func token(_ name: String, in context: TokenContext) -> ResolvedToken? {
        variants[context]?[name]
    }

    /// The contexts in which `name` has a value different from `base` (the default's), in order.
    package func contextsChanging(_ name: String, from base: DesignTokens) -> [TokenContext] {
        let value = base[name]?.value
        return ordered.filter { $0.tokens[name]?.value != value }.map(\.context)
    }

    /// The contexts in which any of `names` differs from `base`, in order (contrast is checked in each).
    package func contexts(changingAny names: [String], from base: DesignTokens) -> [TokenContext] {
        guard !isEmpty else { return [] }
        return ordered.filter { entry in names.contains { entry.tokens[$0]?.value != base[$0]?.value } }.map(\.context)
    }

    /// The modifiers in which some context changes `name`.
    package func modifiersChanging(_ name: String, from base: DesignTokens) -> [TokenModifier] {
        let changing = Set(contextsChanging(name, from: base).map(\.modifier))
        return modifiers.filter { changing.contains($0.name) }
    }
}
