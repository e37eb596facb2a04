/// How a Markdown document is parsed and rendered.
public struct MarkdownOptions: Sendable, Hashable {
    /// Keep authors' raw HTML (cmark's `UNSAFE`; tagfilter still applies). Off by default: raw HTML
    /// becomes a comment and `javascript:`-style link targets are dropped.
    public var allowsRawHTML: Bool

    public init(allowsRawHTML: Bool = false) {
        self.allowsRawHTML = allowsRawHTML
    }

    /// Safe mode, the default of DESIGN.md section 3.2.
    public static let safe = MarkdownOptions()
}
