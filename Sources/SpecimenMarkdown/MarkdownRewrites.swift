/// The changes Specimen makes to cmark's HTML on purpose, keyed by the indexes of
/// `MarkdownOutline`: everything else renders exactly as `cmark_render_html` renders it.
public struct MarkdownRewrites: Sendable, Hashable {
    /// The `id` of each heading, by heading index; a heading without an entry keeps cmark's plain tag.
    public var headingIDs: [Int: String]
    /// A new destination for a link or image, by link index (relative `.md` links become page URLs).
    public var destinations: [Int: String]
    /// HTML that replaces a fenced code block, by fenced-block index (spec blocks become rule tables).
    public var fencedBlockHTML: [Int: String]

    public init(headingIDs: [Int: String] = [:], destinations: [Int: String] = [:], fencedBlockHTML: [Int: String] = [:]) {
        self.headingIDs = headingIDs
        self.destinations = destinations
        self.fencedBlockHTML = fencedBlockHTML
    }
}
