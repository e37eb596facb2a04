import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The Markdown stage's public face: GitHub Flavored Markdown (table, strikethrough, autolink,
/// tagfilter, tasklist) parsed by cmark-gfm. Callers get values in and values out; the C tree
/// lives and dies inside each call.
public enum Markdown {
    /// The GFM extensions every document is parsed with.
    public static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// Escapes text for an HTML attribute value.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// Parses `markdown` and returns what the checks need: headings, links and fenced blocks.
    public static func outline(of markdown: String, options: MarkdownOptions = .safe) -> MarkdownOutline {
        CmarkDocument(markdown, options: options).outline()
    }

    /// Renders `markdown` to HTML exactly as `cmark_render_html` does, apart from `rewrites`.
    public static func html(of markdown: String, options: MarkdownOptions = .safe, rewrites: MarkdownRewrites = .init()) -> String {
        let document = CmarkDocument(markdown, options: options)
        document.apply(rewrites)
        let html = document.renderHTML()
        guard let labels = rewrites.taskLabels, contains("<input type=\"checkbox\"", in: html) else { return html }
        // The tasklist extension writes exactly these two forms; give each an accessible name.
        return replacing([("<input type=\"checkbox\" checked=\"\" disabled=\"\" />",
                           "<input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"\(escape(labels.done))\" />"),
                          ("<input type=\"checkbox\" disabled=\"\" />",
                           "<input type=\"checkbox\" disabled=\"\" aria-label=\"\(escape(labels.toDo))\" />")], in: html)
    }

    /// Whether `needle` occurs in `text`, comparing bytes where memchr finds its first byte: most
    /// pages have no task list, and the replacement pass below copies the whole page to find that out.
    static func contains(_ needle: String, in text: String) -> Bool {
        var text = text
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return true }
        return text.withUTF8 { haystack in
            guard let base = haystack.baseAddress else { return false }
            var offset = 0
            while offset + pattern.count <= haystack.count,
                  let hit = memchr(base + offset, Int32(first), haystack.count - offset - pattern.count + 1) {
                let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + at, pattern, pattern.count) == 0 { return true }
                offset = at + 1
            }
            return false
        }
    }

    /// Replaces every occurrence of each pattern, in one pass over the UTF-8 bytes (Foundation's
    /// `replacingOccurrences` bridges through NSString and was a sixth of a build's time).
    static func replacing(_ replacements: [(String, String)], in text: String) -> String {
        let patterns = replacements.map { (Array($0.0.utf8), Array($0.1.utf8)) }
        guard let first = patterns.first?.0.first, patterns.allSatisfy({ $0.0.first == first }) else { return text }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        var copied = 0, search = 0
        while let found = bytes[search...].firstIndex(of: first) {
            if let (pattern, replacement) = patterns.first(where: { !$0.0.isEmpty && bytes[found...].starts(with: $0.0) }) {
                output += bytes[copied..<found]
                output += replacement
                copied = found + pattern.count
                search = copied
            } else {
                search = found + 1
            }
        }
        guard copied > 0 else { return text }
        output += bytes[copied...]
        return String(decoding: output, as: UTF8.self)
    }
}
