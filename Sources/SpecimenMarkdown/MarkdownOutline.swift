/// What the checks need to know about a Markdown document, as plain values: cmark's tree is
/// converted into these at once so that no C pointer outlives the parse.
///
/// Lines and columns are 1-based and count UTF-8 bytes of the Markdown that was parsed, as cmark does.
package struct MarkdownOutline: Sendable, Hashable {
    /// Every heading in document order (ATX and setext, at any depth).
    package var headings: [Heading]
    /// Every link and image: first cmark's, in document order, then, when raw HTML is kept, the
    /// `<a href>` and `<img src>` of raw HTML, in document order (`isRawHTML`). Its index is its key
    /// in `MarkdownRewrites.destinations`; raw HTML's come after cmark's so that adding them moved
    /// no index cmark's nodes had.
    package var links: [Link]
    /// Every fenced code block in document order; its index is its key in `MarkdownRewrites.fencedBlockHTML`.
    package var fencedBlocks: [FencedBlock]

    /// The line of every GFM table, in document order; its index is its key in `MarkdownRewrites.tableLabels`.
    package var tableLines: [Int] = []
    /// Every block quote that starts with GitHub's alert marker (`> [!NOTE]` alone on its first
    /// line), known type or not, in document order; its index is its key in `MarkdownRewrites.callouts`.
    package var callouts: [Callout] = []

    package init(headings: [Heading] = [], links: [Link] = [], fencedBlocks: [FencedBlock] = []) {
        self.headings = headings
        self.links = links
        self.fencedBlocks = fencedBlocks
    }

    /// A heading with its plain text, from which the heading id is made.
    package struct Heading: Sendable, Hashable {
        package var level: Int
        /// The heading's text without markup (code spans keep their text, images their alt text).
        package var text: String
        package var line: Int
        package var column: Int
        package init(level: Int, text: String, line: Int, column: Int) {
            self.level = level; self.text = text; self.line = line; self.column = column
        }
    }

    /// A link or image destination as written, after reference definitions are resolved (in raw
    /// HTML: the attribute's value with character references decoded, as the sanitizer reads it).
    package struct Link: Sendable, Hashable {
        package var destination: String
        /// True for `![alt](src)` and `<img src>`.
        package var isImage: Bool
        /// The link text, or an image's alt text; empty when there is none (and for `<a href>`).
        package var text: String
        /// Where it starts: the `[` or `!` in Markdown, the attribute's value in raw HTML.
        package var line: Int
        package var column: Int
        /// True for an `<a href>` or `<img src>` of raw HTML (kept only with `rawHTML: true`).
        package var isRawHTML: Bool
        /// For raw HTML's `<img>`: whether it has an `alt` attribute (`alt=""` marks it decorative).
        package var hasAltAttribute: Bool
        package init(destination: String, isImage: Bool, text: String, line: Int, column: Int,
                     isRawHTML: Bool = false, hasAltAttribute: Bool = false) {
            self.destination = destination; self.isImage = isImage; self.text = text
            self.line = line; self.column = column
            self.isRawHTML = isRawHTML; self.hasAltAttribute = hasAltAttribute
        }
    }

    /// A block quote marked as an alert: `> [!NOTE]`.
    package struct Callout: Sendable, Hashable {
        /// The word between `[!` and `]`, as written (`NOTE`, `warning`, `WARN`).
        package var marker: String
        /// Where the marker starts.
        package var line: Int
        package var column: Int
        package init(marker: String, line: Int, column: Int) {
            self.marker = marker; self.line = line; self.column = column
        }

        /// GitHub's five alert types, lower-cased: the only ones rendered as callouts.
        package static let types = ["note", "tip", "important", "warning", "caution"]

        /// The type, lower-cased, when it is one of GitHub's; nil otherwise (the quote stays a quote).
        package var type: String? {
            let lowered = marker.lowercased()
            return Self.types.contains(lowered) ? lowered : nil
        }
    }

    /// A fenced code block; `spec` and `tokens` blocks are read from these.
    package struct FencedBlock: Sendable, Hashable {
        /// The whole info string (`spec title=Primary`).
        package var info: String
        /// The first word of the info string (`spec`).
        package var language: String
        /// The block's content, without the fences.
        package var code: String
        /// Line of the opening fence; the content starts on the next line.
        package var line: Int
        /// Column of the opening fence (non-zero inside lists and block quotes).
        package var column: Int
        /// Indentation of the fence, which cmark strips from every content line.
        package var fenceOffset: Int
        /// True when the next block in the same container is a fenced block too (only blank
        /// lines between them): consecutive do/don't blocks form one group.
        package var isFollowedByFencedBlock = false
        package init(info: String, language: String, code: String, line: Int, column: Int, fenceOffset: Int) {
            self.info = info; self.language = language; self.code = code
            self.line = line; self.column = column; self.fenceOffset = fenceOffset
        }
    }
}
