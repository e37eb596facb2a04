import Foundation

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
        guard let labels = rewrites.taskLabels, html.contains("<input type=\"checkbox\"") else { return html }
        // The tasklist extension writes exactly these two forms; give each an accessible name.
        return html
            .replacingOccurrences(of: "<input type=\"checkbox\" checked=\"\" disabled=\"\" />",
                                  with: "<input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"\(escape(labels.done))\" />")
            .replacingOccurrences(of: "<input type=\"checkbox\" disabled=\"\" />",
                                  with: "<input type=\"checkbox\" disabled=\"\" aria-label=\"\(escape(labels.toDo))\" />")
    }
}
