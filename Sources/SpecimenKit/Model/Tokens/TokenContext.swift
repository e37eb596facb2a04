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

    /// The attribute that selects this context in `tokens.css` (`data-theme`): the modifier's
    /// name lower-cased, every character outside `a-z 0-9 -` as `-`, so no name can break out.
    package var attribute: String {
        "data-" + String(modifier.lowercased().unicodeScalars.map { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" ? Character($0) : "-" })
    }

    package static func < (left: TokenContext, right: TokenContext) -> Bool {
        (left.modifier, left.context) < (right.modifier, right.context)
    }
}
