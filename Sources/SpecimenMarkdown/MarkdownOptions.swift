/// How a Markdown document is parsed and rendered.
package struct MarkdownOptions: Sendable, Hashable {
    /// Keep authors' raw HTML (cmark's `UNSAFE`). Off by default: raw HTML becomes a comment and
    /// `javascript:`-style link targets are dropped. When on, raw HTML still goes through
    /// `RawHTMLSanitizer` (an allow-list of tags and attributes) unless `sanitizesRawHTML` is off.
    package var allowsRawHTML: Bool
    /// Off only to compare the wrapper with cmark-gfm itself (the differential tests): then raw
    /// HTML and every link target are written exactly as cmark-gfm writes them.
    package var sanitizesRawHTML: Bool

    package init(allowsRawHTML: Bool = false, sanitizesRawHTML: Bool = true) {
        self.allowsRawHTML = allowsRawHTML
        self.sanitizesRawHTML = sanitizesRawHTML
    }

    /// Safe mode, the default for pages (Docs/content.md, Raw HTML, and what may be published).
    package static let safe = MarkdownOptions()
}
