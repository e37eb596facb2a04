/// The Markdown stage's public face: GitHub Flavored Markdown (table, strikethrough, autolink,
/// tagfilter, tasklist) parsed by cmark-gfm. Callers get values in and values out; the C tree
/// lives and dies inside each call.
public enum Markdown {
    /// The GFM extensions every document is parsed with.
    public static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// Parses `markdown` and returns what the checks need: headings, links and fenced blocks.
    public static func outline(of markdown: String, options: MarkdownOptions = .safe) -> MarkdownOutline {
        CmarkDocument(markdown, options: options).outline()
    }

    /// Renders `markdown` to HTML exactly as `cmark_render_html` does, apart from `rewrites`.
    public static func html(of markdown: String, options: MarkdownOptions = .safe, rewrites: MarkdownRewrites = .init()) -> String {
        let document = CmarkDocument(markdown, options: options)
        document.apply(rewrites)
        return document.renderHTML()
    }
}
