/// Splits YAML front matter off a page before cmark sees it (cmark-gfm does not know front matter).
///
/// The front matter's lines are replaced by empty lines in the Markdown that cmark gets, so every
/// line number cmark reports is already the file's line number; leading blank lines change nothing
/// in CommonMark's output.
package struct FrontMatterSplitter: Sendable {
    /// The result of splitting one page.
    package struct Split: Sendable, Hashable {
        /// The YAML between the fences, or nil when the page has no front matter.
        package var yaml: String?
        /// File line of the YAML's first line (the line after the opening `---`).
        package var yamlFirstLine: Int
        /// The Markdown for cmark: the whole file with the front matter blanked.
        package var markdown: String
        /// True when an opening `---` has no closing `---` or `...`; the whole file is then Markdown.
        package var isUnterminated: Bool
    }

    package init() {}

    /// Splits `text` (already LF-normalised). Front matter starts with `---` on line 1 and ends at
    /// the next line that is `---` or `...` (trailing spaces allowed).
    package func split(_ text: String) -> Split {
        guard text.hasPrefix("---") else {
            return Split(yaml: nil, yamlFirstLine: 1, markdown: text, isUnterminated: false)
        }
        // Only the front matter's lines are looked at: the body is taken whole, not split into
        // lines and joined again (that was most of this function's time on large sites).
        var text = text
        text.makeContiguousUTF8()
        let utf8 = text.utf8
        var lineStarts = [utf8.startIndex]
        var index = utf8.startIndex
        var fenceLine: Int?
        while index < utf8.endIndex {
            guard utf8[index] == UInt8(ascii: "\n") else {
                index = utf8.index(after: index)
                continue
            }
            let line = text[lineStarts[lineStarts.count - 1]..<index]
            if lineStarts.count == 1 {
                guard isFence(line, closing: false) else {
                    return Split(yaml: nil, yamlFirstLine: 1, markdown: text, isUnterminated: false)
                }
            } else if isFence(line, closing: true) {
                fenceLine = lineStarts.count - 1
                index = utf8.index(after: index)
                break
            }
            index = utf8.index(after: index)
            lineStarts.append(index)
        }
        if fenceLine == nil {
            // The last line has no line break after it.
            let line = text[lineStarts[lineStarts.count - 1]..<utf8.endIndex]
            if lineStarts.count == 1 {
                guard isFence(line, closing: false) else {
                    return Split(yaml: nil, yamlFirstLine: 1, markdown: text, isUnterminated: false)
                }
            } else if isFence(line, closing: true) {
                fenceLine = lineStarts.count - 1
                index = utf8.endIndex
            }
        }
        guard let end = fenceLine else {
            return Split(yaml: nil, yamlFirstLine: 2, markdown: text, isUnterminated: true)
        }
        // `index` is where the line after the closing fence starts (or the end of the text).
        let yaml = end == 1 ? "" : String(text[lineStarts[1]..<utf8.index(before: lineStarts[end])])
        let markdown = String(repeating: "\n", count: end + 1) + text[index...]
        return Split(yaml: yaml, yamlFirstLine: 2, markdown: markdown, isUnterminated: false)
    }

    private func isFence(_ line: Substring, closing: Bool) -> Bool {
        var trimmed = line.utf8[...]
        while let last = trimmed.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { trimmed.removeLast() }
        return trimmed.elementsEqual("---".utf8) || (closing && trimmed.elementsEqual("...".utf8))
    }
}
