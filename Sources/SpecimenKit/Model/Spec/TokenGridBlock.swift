/// A ```` ```tokens ```` block (`group: color.grey`): a swatch grid of a token group embedded in prose.
public struct TokenGridBlock: Sendable, Hashable {
    /// The token group shown (`color.grey`).
    public var group: String
    /// Where `group` is written.
    public var location: SourceLocation
    /// Index of the fenced block in the page's outline, which the grid replaces.
    public var fencedBlockIndex: Int
}
