/// Splits YAML front matter off a page before cmark sees it (cmark-gfm does not know front matter).
///
/// The front matter's lines are replaced by empty lines in the Markdown that cmark gets, so every
/// line number cmark reports is already the file's line number; leading blank lines change nothing
/// in CommonMark's output.
public struct FrontMatterSplitter: Sendable {
    /// The result of splitting one page.
    public struct Split: Sendable, Hashable {
        /// The YAML between the fences, or nil when the page has no front matter.
        public var yaml: String?
        /// File line of the YAML's first line (the line after the opening `---`).
        public var yamlFirstLine: Int
        /// The Markdown for cmark: the whole file with the front matter blanked.
        public var markdown: String
        /// True when an opening `---` has no closing `---` or `...`; the whole file is then Markdown.
        public var isUnterminated: Bool
    }

    public init() {}

    /// Splits `text` (already LF-normalised). Front matter starts with `---` on line 1 and ends at
    /// the next line that is `---` or `...` (trailing spaces allowed).
    public func split(_ text: String) -> Split {
        guard text.hasPrefix("---") else {
            return Split(yaml: nil, yamlFirstLine: 1, markdown: text, isUnterminated: false)
        }
        let lines = SourceText.lines(of: text)
        guard let first = lines.first, isFence(first, closing: false) else {
            return Split(yaml: nil, yamlFirstLine: 1, markdown: text, isUnterminated: false)
        }
        guard let end = lines.indices.dropFirst().first(where: { isFence(lines[$0], closing: true) }) else {
            return Split(yaml: nil, yamlFirstLine: 2, markdown: text, isUnterminated: true)
        }
        let yaml = lines[1..<end].joined(separator: "\n")
        let body = lines[(end + 1)...].joined(separator: "\n")
        let markdown = String(repeating: "\n", count: end + 1) + body
        return Split(yaml: yaml, yamlFirstLine: 2, markdown: markdown, isUnterminated: false)
    }

    private func isFence(_ line: Substring, closing: Bool) -> Bool {
        var trimmed = line.utf8[...]
        while let last = trimmed.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { trimmed.removeLast() }
        return trimmed.elementsEqual("---".utf8) || (closing && trimmed.elementsEqual("...".utf8))
    }
}
