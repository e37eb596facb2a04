import SpecimenFormats
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The Markdown stage's public face: GitHub Flavored Markdown (table, strikethrough, autolink,
/// tagfilter, tasklist) parsed by cmark-gfm. Callers get values in and values out; the C tree
/// lives and dies inside each call.
package enum Markdown {
    /// The GFM extensions every document is parsed with.
    package static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// Escapes text for an HTML attribute value (byte by byte: this ran Foundation's
    /// `replacingOccurrences` four times for each task label of every page).
    static func escape(_ text: String) -> String {
        MarkupEscaping.escape(text, apostrophe: false)
    }

    /// Parses `markdown` and returns what the checks need: headings, links and fenced blocks.
    package static func outline(of markdown: String, options: MarkdownOptions = .safe) -> MarkdownOutline {
        CmarkDocument(markdown, options: options).outline()
    }

    /// Renders `markdown` to HTML exactly as `cmark_render_html` does, apart from `rewrites`.
    package static func html(of markdown: String, options: MarkdownOptions = .safe, rewrites: MarkdownRewrites = .init()) -> String {
        let document = CmarkDocument(markdown, options: options)
        document.apply(rewrites)
        return String(decoding: labellingTasks(in: document.renderHTML(), of: document, rewrites: rewrites), as: UTF8.self)
    }

    /// Parses `markdown` once for its outline, its HTML and its prose: `rewrites` is given the
    /// outline and says how to render (a page's own heading ids, and placeholders for what depends
    /// on the rest of the site). Parsing is most of cmark's time, and pages were parsed twice. The
    /// HTML is UTF-8 bytes, as it goes on to the output (see `UTF8Validation`); the prose is the
    /// text a reader reads, as UTF-8, for the search index (`outlineAndProse`).
    package static func outlineAndHTML(of markdown: String, options: MarkdownOptions = .safe,
                                      rewrites: (MarkdownOutline) -> MarkdownRewrites) -> (outline: MarkdownOutline, html: [UInt8], prose: [UInt8]) {
        let document = CmarkDocument(markdown, options: options)
        let outline = document.outline()
        let prose = document.prose()
        let rewrites = rewrites(outline)
        document.apply(rewrites)
        return (outline, labellingTasks(in: document.renderHTML(), of: document, rewrites: rewrites), prose)
    }

    /// Parses `markdown` for its outline and its prose: the text of its paragraphs, lists,
    /// tables, quotes, link texts and image descriptions (code spans included), each block on a
    /// line of its own, without headings (the outline has them), code blocks or raw HTML. As
    /// UTF-8 bytes, taken from cmark's tree, not from the HTML (no markup to strip, no entities
    /// to decode).
    package static func outlineAndProse(of markdown: String, options: MarkdownOptions = .safe) -> (outline: MarkdownOutline, prose: [UInt8]) {
        let document = CmarkDocument(markdown, options: options)
        return (document.outline(), document.prose())
    }

    /// A link or image destination as cmark writes it into `href` or `src` (houdini_escape_href):
    /// bytes outside a safe set become `%XX`, `&` and `'` become entities. For destinations
    /// rendered later than the rest of the page.
    package static func escapeHref(_ url: String) -> String {
        // Most destinations are plain paths: nothing to escape, nothing to copy.
        // Checked against a bit mask where the bytes lie: a `[Bool]` table read element by element
        // of the UTF-8 view is several times dearer, for every byte of every link.
        let allSafe = url.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isHrefSafe) } ?? url.utf8.allSatisfy(isHrefSafe)
        if allSafe { return url }
        var output: [UInt8] = []
        output.reserveCapacity(url.utf8.count + 16)
        let hex: StaticString = "0123456789ABCDEF"
        for byte in url.utf8 {
            if isHrefSafe(byte) {
                output.append(byte)
            } else if byte == UInt8(ascii: "&") {
                output += "&amp;".utf8
            } else if byte == UInt8(ascii: "'") {
                output += "&#x27;".utf8
            } else {
                output.append(UInt8(ascii: "%"))
                output.append(hex.utf8Start[Int(byte >> 4)])
                output.append(hex.utf8Start[Int(byte & 0xF)])
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The text cmark writes into `href` or `src` for `url` with `options`: nothing for a URL it
    /// refuses (in safe mode cmark's dangerous-URL scan; with raw HTML kept, Specimen's sanitizer),
    /// otherwise `escapeHref(url)`. For link destinations filled in after parsing. A raw-HTML
    /// link's (`isRawHTML`) is written as `RawHTMLSanitizer` writes attribute values.
    package static func attributeValue(ofDestination url: String, isImage: Bool, isRawHTML: Bool = false, options: MarkdownOptions) -> String {
        if isRawHTML {
            return RawHTMLSanitizer.isSafeURL(url, isImage: isImage) ? MarkupEscaping.escape(url, apostrophe: true) : ""
        }
        if options.allowsRawHTML {
            if options.sanitizesRawHTML, !RawHTMLSanitizer.isSafeURL(url, isImage: isImage) { return "" }
        } else if isDangerous(url) {
            return ""
        }
        return escapeHref(url)
    }

    /// cmark's `_scan_dangerous_url`: `javascript:`, `vbscript:`, `file:` and `data:` (but not
    /// `data:image/png|gif|jpeg|webp`) at the start, in any case.
    /// Compared byte by byte with ASCII letters folded, as cmark's scanner does (a lowercased
    /// `String` of the start was made for every link of the site).
    static func isDangerous(_ url: String) -> Bool {
        func starts(with prefix: StaticString) -> Bool {
            let bytes = url.utf8
            guard bytes.count >= prefix.utf8CodeUnitCount else { return false }
            var index = bytes.startIndex
            for offset in 0..<prefix.utf8CodeUnitCount {
                var byte = bytes[index]
                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte |= 0x20 }
                guard byte == prefix.utf8Start[offset] else { return false }
                index = bytes.index(after: index)
            }
            return true
        }
        guard starts(with: "javascript:") || starts(with: "vbscript:") || starts(with: "file:") || starts(with: "data:") else { return false }
        return !(starts(with: "data:image/png") || starts(with: "data:image/gif") || starts(with: "data:image/jpeg") || starts(with: "data:image/webp"))
    }

    /// cmark-gfm's HREF_SAFE table: letters, digits and `-_.+!*(),%#@?=;:/$~`, as one bit per
    /// byte for bytes 0–63 and 64–127 (nothing above is safe).
    private static let hrefSafeMask: (low: UInt64, high: UInt64) = {
        let safe = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_.+!*(),%#@?=;:/$~".utf8)
        return safe.reduce((low: 0, high: 0)) { mask, byte in
            byte < 64 ? (mask.low | 1 << UInt64(byte), mask.high) : (mask.low, mask.high | 1 << UInt64(byte - 64))
        }
    }()

    private static func isHrefSafe(_ byte: UInt8) -> Bool {
        let mask = hrefSafeMask
        return byte < 64 ? mask.low >> byte & 1 == 1 : byte < 128 && mask.high >> (byte - 64) & 1 == 1
    }

    /// Gives task-list checkboxes their accessible names. Only HTML that can hold one is searched
    /// (searching every page's HTML costs more than the rest of this): a document with a task item or raw HTML, or a block's
    /// HTML put in by `rewrites` that has one.
    private static func labellingTasks(in html: [UInt8], of document: CmarkDocument, rewrites: MarkdownRewrites) -> [UInt8] {
        let checkbox = "<input type=\"checkbox\""
        guard let labels = rewrites.taskLabels,
              document.mayHaveCheckboxes || rewrites.fencedBlockHTML.values.contains(where: { contains(checkbox, in: $0) }) else { return html }
        // The tasklist extension writes exactly these two forms; give each an accessible name.
        let replacements = [("<input type=\"checkbox\" checked=\"\" disabled=\"\" />",
                             "<input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"\(escape(labels.done))\" />"),
                            ("<input type=\"checkbox\" disabled=\"\" />",
                             "<input type=\"checkbox\" disabled=\"\" aria-label=\"\(escape(labels.toDo))\" />")]
        return html.withUnsafeBufferPointer { replacing(replacements, in: $0) } ?? html
    }

    /// Whether `needle` occurs in `text`, by bytes (see `occurrence`).
    static func contains(_ needle: String, in text: String) -> Bool {
        var text = text
        let pattern = Array(needle.utf8)
        return text.withUTF8 { occurrence(of: pattern, in: $0, from: 0) != nil }
    }

    /// Where `pattern` first occurs in `bytes` at or after `start`. memchr looks for the pattern's
    /// rarest letter (`x` in `checkbox`), not its first byte: `<` starts every tag of a page.
    static func occurrence(of pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, !pattern.isEmpty else { return pattern.isEmpty ? start : nil }
        let rarity = Array("xzqjkvwyfbgp".utf8)
        let anchor = pattern.indices.min { (rarity.firstIndex(of: pattern[$0]) ?? rarity.count) < (rarity.firstIndex(of: pattern[$1]) ?? rarity.count) } ?? 0
        var search = start + anchor
        while search < bytes.count, let hit = memchr(base + search, Int32(pattern[anchor]), bytes.count - search) {
            let found = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - anchor
            if found + pattern.count <= bytes.count, memcmp(base + found, pattern, pattern.count) == 0 { return found }
            search = found + anchor + 1
        }
        return nil
    }

    /// Replaces every occurrence of each pattern (ASCII patterns sharing their first byte), in one
    /// pass: `occurrence` finds the candidates, and the text between them is appended as slices of the
    /// original, so nothing is copied twice (Foundation's `replacingOccurrences` bridges through
    /// NSString and copies the whole text for each pattern).
    static func replacing(_ replacements: [(String, String)], in text: String) -> String {
        var text = text
        guard let replaced = text.withUTF8({ replacing(replacements, in: $0) }) else { return text }
        return String(decoding: replaced, as: UTF8.self)
    }

    /// `replacing(_:in:)` on UTF-8 bytes; nil when nothing was replaced.
    static func replacing(_ replacements: [(String, String)], in bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        let patterns = replacements.map { Array($0.0.utf8) }
        guard let first = patterns.first?.first, patterns.allSatisfy({ $0.first == first && $0.allSatisfy { $0 < 0x80 } }),
              let base = bytes.baseAddress else { return nil }
        var pieces: [(Int, Int, Int?)] = []  // copy bytes [from, to), then replacement index
        // Candidates are found by the patterns' common beginning (see `occurrence`).
        var prefix = patterns[0]
        for pattern in patterns.dropFirst() {
            prefix = Array(zip(prefix, pattern).prefix { $0.0 == $0.1 }.map(\.0))
        }
        var copied = 0, search = 0
        while search < bytes.count, let found = occurrence(of: prefix, in: bytes, from: search) {
            if let match = patterns.firstIndex(where: { found + $0.count <= bytes.count && memcmp(base + found, $0, $0.count) == 0 }) {
                pieces.append((copied, found, match))
                copied = found + patterns[match].count
                search = copied
            } else {
                search = found + 1
            }
        }
        guard !pieces.isEmpty else { return nil }
        pieces.append((copied, bytes.count, nil))
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + pieces.count * 32)
        for (from, to, match) in pieces {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[from..<to]))
            if let match { output.append(contentsOf: replacements[match].1.utf8) }
        }
        return output
    }
}
