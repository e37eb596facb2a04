import SpecimenFormats
import CCmarkGFM

/// An `<a href>` or `<img src>` in a raw-HTML node, as `RawHTMLSanitizer` keeps it: the outline
/// lists it after cmark's links (`MarkdownOutline.links`), and `apply` rewrites its value.
struct RawHTMLLink {
    /// Its node's index among the document's raw-HTML nodes.
    var node: Int
    /// UTF-8 byte range of the value as written in the node's literal, quotes included: what a
    /// new destination replaces.
    var written: Range<Int>
    var link: MarkdownOutline.Link
}

/// Reads the links of one raw-HTML literal: the tags the sanitizer keeps, so a tag shown escaped
/// (`<img src=x onerror=…>`) is text, not a link, and a link is exactly what gets published.
enum RawHTMLLinkFinder {
    /// A link of a literal: `valueOffset` is the UTF-8 byte offset of its value's first byte.
    struct Found {
        var isImage: Bool
        var destination: String
        /// The decoded `alt` of an `<img>`; nil when it has none.
        var alt: String?
        var valueOffset: Int
        var written: Range<Int>
    }

    /// The `<a href>` and `<img src>` of `literal`, in order.
    static func find(in literal: String) -> [Found] {
        guard mayHoldLinks(literal) else { return [] }
        let scalars = Array(literal.unicodeScalars)
        var offsets: [Int]?  // UTF-8 offset of each scalar, made for the first link
        var found: [Found] = []
        RawHTMLSanitizer.keptTags(in: scalars) { tag in
            guard !tag.isClosing, tag.name == "a" || tag.name == "img" else { return }
            let isImage = tag.name == "img"
            let wanted = isImage ? "src" : "href"
            guard let position = tag.attributes.firstIndex(where: { $0.name == wanted }), let value = tag.attributes[position].value,
                  position < tag.valueRanges.count, let ranges = tag.valueRanges[position] else { return }
            let utf8: [Int]
            if let offsets { utf8 = offsets } else {
                var made: [Int] = [], offset = 0
                made.reserveCapacity(scalars.count + 1)
                for scalar in scalars { made.append(offset); offset += UTF8.width(scalar) }
                made.append(offset)
                offsets = made
                utf8 = made
            }
            let alt = isImage ? tag.attributes.first(where: { $0.name == "alt" }).map { RawHTMLSanitizer.decodeEntities($0.value ?? "") } : nil
            found.append(Found(isImage: isImage, destination: RawHTMLSanitizer.decodeEntities(value), alt: alt,
                               valueOffset: utf8[ranges.value.lowerBound],
                               written: utf8[ranges.written.lowerBound]..<utf8[ranges.written.upperBound]))
        }
        return found
    }

    /// False when `literal` has no `href` or `src` in any case (most inline HTML: `<kbd>`,
    /// `</sup>`), so it is not read tag by tag.
    static func mayHoldLinks(_ literal: String) -> Bool {
        var previous: (UInt8, UInt8, UInt8) = (0, 0, 0)
        for byte in literal.utf8 {
            let lower = byte | 0x20
            if lower == UInt8(ascii: "c"), previous.1 == UInt8(ascii: "s"), previous.2 == UInt8(ascii: "r") { return true }
            if lower == UInt8(ascii: "f"), previous.0 == UInt8(ascii: "h"), previous.1 == UInt8(ascii: "r"), previous.2 == UInt8(ascii: "e") { return true }
            previous = (previous.1, previous.2, lower)
        }
        return false
    }

    /// `destination` as the sanitizer writes an attribute value, quotes included.
    static func written(_ destination: String) -> String {
        "\"" + MarkupEscaping.escape(destination, apostrophe: true) + "\""
    }
}

/// The document's text by lines, to place raw HTML's links: cmark knows where an HTML block
/// starts, but its lines lose their container prefixes and indentation, and an inline HTML node's
/// line does not count the line breaks before it inside its paragraph.
struct SourceLines {
    let bytes: [UInt8]
    /// Byte offset where each line starts; line `n` (1-based) is `starts[n - 1]`.
    let starts: [Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        self.starts = starts
    }

    /// The byte range of line `line` without its line break (and `\r`); empty past the end.
    func range(ofLine line: Int) -> Range<Int> {
        guard line >= 1, line <= starts.count else { return bytes.count..<bytes.count }
        var end = line < starts.count ? starts[line] - 1 : bytes.count
        if end > starts[line - 1], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return starts[line - 1]..<end
    }

    /// The line that holds byte `offset`.
    func line(of offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// Where `pattern` first occurs in `range`.
    func first(_ pattern: ArraySlice<UInt8>, in range: Range<Int>) -> Int? {
        guard !pattern.isEmpty, range.count >= pattern.count else { return nil }
        let pattern = Array(pattern)
        return bytes.withUnsafeBufferPointer { buffer in
            Markdown.occurrence(of: pattern, in: UnsafeBufferPointer(rebasing: buffer[..<range.upperBound]), from: range.lowerBound)
        }
    }
}

extension CmarkDocument {
    /// The links of the raw-HTML `nodes`, found once; none unless the sanitizer keeps raw HTML.
    func rawLinks(_ nodes: [OpaquePointer]) -> [RawHTMLLink] {
        if let rawHTMLLinks { return rawHTMLLinks }
        let found = sanitizes ? findRawHTMLLinks(in: nodes) : []
        rawHTMLLinks = found
        return found
    }

    /// The links of the raw-HTML `nodes` (in document order), placed in the file. Only nodes
    /// that may hold one are read, and the text is split into lines only when one does.
    func findRawHTMLLinks(in nodes: [OpaquePointer]) -> [RawHTMLLink] {
        var links: [RawHTMLLink] = []
        var lines: SourceLines?
        var cursor = 0  // inline nodes are looked for after the previous one found
        for (index, node) in nodes.enumerated() {
            let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
            let found = RawHTMLLinkFinder.find(in: literal)
            guard !found.isEmpty else { continue }
            let source = lines ?? SourceLines(markdown)
            lines = source
            let positions = place(found, literal: Array(literal.utf8), node: node, in: source, cursor: &cursor)
            for (item, position) in zip(found, positions) {
                links.append(RawHTMLLink(node: index, written: item.written, link: .init(
                    destination: item.destination, isImage: item.isImage, text: item.alt ?? "",
                    line: position.line, column: position.column, isRawHTML: true, hasAltAttribute: item.alt != nil)))
            }
        }
        return links
    }

    /// Replaces the value of every raw-HTML link with a new destination (by outline index, raw
    /// HTML's counted from `firstIndex`) in its node's literal, written as the sanitizer writes it.
    func rewriteRawHTMLLinks(_ links: [RawHTMLLink], nodes: [OpaquePointer], destinations: [Int: String], firstIndex: Int) {
        var byNode: [Int: [(Range<Int>, String)]] = [:]
        for (offset, raw) in links.enumerated() {
            guard let destination = destinations[firstIndex + offset] else { continue }
            byNode[raw.node, default: []].append((raw.written, RawHTMLLinkFinder.written(destination)))
        }
        for (index, replacements) in byNode {
            var literal = Array((cmark_node_get_literal(nodes[index]).map { String(cString: $0) } ?? "").utf8)
            for (range, text) in replacements.reversed() where range.upperBound <= literal.count {
                literal.replaceSubrange(range, with: Array(text.utf8))
            }
            cmark_node_set_literal(nodes[index], String(decoding: literal, as: UTF8.self))
        }
    }

    /// The line and byte column of each found value. An HTML block's lines are found from the
    /// line cmark gives (each line of the literal ends its line of the file, after any container
    /// prefix); an inline node's first line is looked for from its block's line or after the
    /// previous inline node, whichever is later, and its next lines start the lines after it.
    private func place(_ found: [RawHTMLLinkFinder.Found], literal: [UInt8], node: OpaquePointer,
                       in source: SourceLines, cursor: inout Int) -> [(line: Int, column: Int)] {
        let isBlock = cmark_node_get_type(node) == CMARK_NODE_HTML_BLOCK
        var block: OpaquePointer? = node
        while let current = block, cmark_node_get_type(current).rawValue & UInt32(CMARK_NODE_TYPE_MASK) == UInt32(CMARK_NODE_TYPE_INLINE) {
            block = cmark_node_parent(current)
        }
        var firstLine = Int(cmark_node_get_start_line(block ?? node))
        let fallbackColumn = Int(cmark_node_get_start_column(node))
        // The literal's lines: where each starts in the literal, and its text less leading white space.
        var lineStarts = [0]
        for (offset, byte) in literal.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        func segment(_ k: Int) -> (start: Int, text: ArraySlice<UInt8>) {
            var start = lineStarts[k]
            let end = k + 1 < lineStarts.count ? lineStarts[k + 1] - 1 : literal.count
            while start < end, literal[start] == UInt8(ascii: " ") || literal[start] == UInt8(ascii: "\t") { start += 1 }
            return (start, literal[start..<end])
        }
        var firstStart: Int?  // where the literal's first line starts in the file, for an inline node
        if !isBlock {
            let from = max(cursor, source.range(ofLine: firstLine).lowerBound)
            let text = segment(0).text
            if let at = source.first(text, in: from..<source.bytes.count) {
                firstStart = at
                firstLine = source.line(of: at)
                cursor = at + text.count
            }
        } else {
            cursor = max(cursor, source.range(ofLine: firstLine).lowerBound)
        }
        return found.map { item in
            let k = (lineStarts.lastIndex { $0 <= item.valueOffset }) ?? 0
            let (start, text) = segment(k)
            let line = source.range(ofLine: firstLine + k)
            var at: Int?
            if k == 0, let firstStart {
                at = firstStart
            } else if isBlock, line.count >= text.count, source.bytes[(line.upperBound - text.count)..<line.upperBound] == text {
                at = line.upperBound - text.count
            } else {
                at = source.first(text, in: line)
            }
            guard let at else { return (firstLine + k, k == 0 ? fallbackColumn : 1) }
            return (firstLine + k, at - line.lowerBound + (item.valueOffset - start) + 1)
        }
    }
}
