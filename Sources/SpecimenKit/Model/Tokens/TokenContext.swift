/// One context of one modifier of a token resolver (`theme: dark`), the others at their defaults:
/// the unit in which values are shown side by side and contrast is checked.
package struct TokenContext: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The modifier's name (`theme`), as the resolver names it.
    package var modifier: String
    /// The context's name (`dark`).
    package var context: String

    package init(modifier: String, context: String) {
        self.modifier = modifier
        self.context = context
    }

    /// `theme: dark`, as diagnostics and column headers say it.
    package var description: String { "\(modifier): \(context)" }

    package static func < (left: TokenContext, right: TokenContext) -> Bool {
        (left.modifier, left.context) < (right.modifier, right.context)
    }
}
