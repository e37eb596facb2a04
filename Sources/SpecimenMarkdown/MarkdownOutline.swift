/// What the checks need to know about a Markdown document, as plain values: cmark's tree is
/// converted into these at once so that no C pointer outlives the parse.
///
/// Lines and columns are 1-based and count UTF-8 bytes of the Markdown that was parsed, as cmark does.
public struct MarkdownOutline: Sendable, Hashable {
    /// Every heading in document order (ATX and setext, at any depth).
    public var headings: [Heading]
    /// Every link and image in document order; its index is its key in `MarkdownRewrites.destinations`.
    public var links: [Link]
    /// Every fenced code block in document order; its index is its key in `MarkdownRewrites.fencedBlockHTML`.
    public var fencedBlocks: [FencedBlock]

    /// The line of every GFM table, in document order; its index is its key in `MarkdownRewrites.tableLabels`.
    public var tableLines: [Int] = []

    public init(headings: [Heading] = [], links: [Link] = [], fencedBlocks: [FencedBlock] = []) {
        self.headings = headings
        self.links = links
        self.fencedBlocks = fencedBlocks
    }

    /// A heading with its plain text, from which the heading id is made.
    public struct Heading: Sendable, Hashable {
        public var level: Int
        /// The heading's text without markup (code spans keep their text, images their alt text).
        public var text: String
        public var line: Int
        public var column: Int
        public init(level: Int, text: String, line: Int, column: Int) {
            self.level = level; self.text = text; self.line = line; self.column = column
        }
    }

    /// A link or image destination as written, after reference definitions are resolved.
    public struct Link: Sendable, Hashable {
        public var destination: String
        /// True for `![alt](src)`.
        public var isImage: Bool
        /// The link text, or an image's alt text; empty when there is none.
        public var text: String
        public var line: Int
        public var column: Int
        public init(destination: String, isImage: Bool, text: String, line: Int, column: Int) {
            self.destination = destination; self.isImage = isImage; self.text = text
            self.line = line; self.column = column
        }
    }

    /// A fenced code block; `spec` and `tokens` blocks are read from these.
    public struct FencedBlock: Sendable, Hashable {
        /// The whole info string (`spec title=Primary`).
        public var info: String
        /// The first word of the info string (`spec`).
        public var language: String
        /// The block's content, without the fences.
        public var code: String
        /// Line of the opening fence; the content starts on the next line.
        public var line: Int
        /// Column of the opening fence (non-zero inside lists and block quotes).
        public var column: Int
        /// Indentation of the fence, which cmark strips from every content line.
        public var fenceOffset: Int
        public init(info: String, language: String, code: String, line: Int, column: Int, fenceOffset: Int) {
            self.info = info; self.language = language; self.code = code
            self.line = line; self.column = column; self.fenceOffset = fenceOffset
        }
    }
}
