/// A ```` ```tokens ```` block (`group: color.grey`): a swatch grid of a token group embedded in prose.
package struct TokenGridBlock: Sendable, Hashable {
    /// The token group shown (`color.grey`).
    package var group: String
    /// Where `group` is written.
    package var location: SourceLocation
    /// Index of the fenced block in the page's outline, which the grid replaces.
    package var fencedBlockIndex: Int

    /// The keys a tokens block may have, from its definition (`TokenGridBlock.schema`).
    package static let knownKeys = schema.keys
}
