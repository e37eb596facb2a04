/// A modifier of a token resolver (`theme` with contexts `light`, `dark`, `high-contrast`): what a
/// reader can switch, in the order written, and the context used when nothing is chosen.
package struct TokenModifier: Sendable, Hashable {
    package var name: String
    /// Context names in the order written.
    package var contexts: [String]
    /// The `default`, or the first context when the resolver names none (DESIGN 3.6).
    package var defaultContext: String
    /// Where the modifier is declared.
    package var location: SourceLocation

    package init(name: String, contexts: [String], defaultContext: String, location: SourceLocation) {
        self.name = name
        self.contexts = contexts
        self.defaultContext = defaultContext
        self.location = location
    }

    /// Every context but the default, in the order written.
    package var otherContexts: [String] { contexts.filter { $0 != defaultContext } }
}
