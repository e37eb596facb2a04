import SpecimenMarkdown

/// A parsed guideline page: front matter, the Markdown body, what cmark found in it, and where it
/// will be published.
public struct Page: Sendable, Hashable {
    /// Path as shown in diagnostics (`Content/patterns/create.md`).
    public var path: String
    /// Path inside `Content/` (`patterns/create.md`).
    public var relativePath: String
    public var frontMatter: FrontMatter
    /// The body: HTML with placeholders for what depends on the rest of the site, rendered while
    /// parsing; or, rarely, the Markdown (front matter blanked), rendered with the site.
    public var body: PageBody
    /// Headings, links and fenced blocks, with file positions.
    public var outline: MarkdownOutline
    /// The heading ids, by heading index: unique within the page.
    public var headingIDs: [String]
    /// The page's URL path relative to the site root, ending in `/` (`patterns/create/`), or `""` for the home page.
    public var route: String
    /// The page's language: front matter `lang`, else the site's.
    public var lang: String
    /// The page's spec blocks, in document order.
    public var specBlocks: [SpecBlock] = []
    /// The page's ```` ```tokens ```` blocks, in document order.
    public var tokenGrids: [TokenGridBlock] = []

    /// The title, or the file name when the front matter has none (that is reported as SP002).
    public var title: String {
        frontMatter.title ?? String(relativePath.split(separator: "/").last ?? "")
    }

    /// The folder of the source file inside `Content/` (`patterns`), `""` at the top.
    public var directory: String {
        guard let slash = relativePath.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(relativePath[..<slash])
    }
}

extension Page {
    /// Every `#fragment` a link to this page may use: its heading ids, and `top`, which HTML
    /// defines as the top of any document.
    public var anchors: [String] {
        headingIDs + ["top"] + specBlocks.flatMap { block in
            block.rules.compactMap { rule in rule.id.map { RuleAnchor.id(component: block.component ?? "", rule: $0) } }
        }
    }

    /// Whether `fragment` is one of `anchors`, without building the list (every `#` link asks).
    public func hasAnchor(_ fragment: String) -> Bool {
        headingIDs.contains(fragment) || fragment == "top" || anchors.contains(fragment)
    }
}
