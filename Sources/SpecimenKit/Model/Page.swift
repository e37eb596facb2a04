import SpecimenMarkdown

/// A parsed guideline page: front matter, the Markdown body, what cmark found in it, and where it
/// will be published.
///
/// Its fields live in one shared, immutable box: pages are copied wherever they are passed
/// around or read out of `Site.pages`, and as a plain struct of some thirty strings and arrays
/// each copy retained (and each release released) every one of them, a few percent of a large
/// build. Reading a field reads it through the box; setting one (only while parsing) makes a
/// new box.
package struct Page: Sendable, Hashable {
    /// The stored fields.
    private struct Fields: Sendable, Hashable {
        var path: String
        var relativePath: String
        var frontMatter: FrontMatter
        var body: PageBody
        var outline: MarkdownOutline
        var headingIDs: [String]
        var route: String
        var lang: String
        var specBlocks: [SpecBlock]
        var tokenGrids: [TokenGridBlock]
        var guidance: [GuidanceBlock]
        var searchWords: String
    }

    private final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    package init(path: String, relativePath: String, frontMatter: FrontMatter, body: PageBody, outline: MarkdownOutline,
                headingIDs: [String], route: String, lang: String, specBlocks: [SpecBlock] = [], tokenGrids: [TokenGridBlock] = [],
                guidance: [GuidanceBlock] = [], searchWords: String = "") {
        box = Box(Fields(path: path, relativePath: relativePath, frontMatter: frontMatter, body: body, outline: outline,
                         headingIDs: headingIDs, route: route, lang: lang, specBlocks: specBlocks, tokenGrids: tokenGrids,
                         guidance: guidance, searchWords: searchWords))
    }

    /// Changes one field: a new box, so that copies made before keep their values.
    private mutating func change(_ edit: (inout Fields) -> Void) {
        var fields = box.fields
        edit(&fields)
        box = Box(fields)
    }

    package static func == (left: Page, right: Page) -> Bool {
        left.box === right.box || left.box.fields == right.box.fields
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(box.fields)
    }

    /// Path as shown in diagnostics (`Content/patterns/create.md`).
    package var path: String {
        get { box.fields.path }
        set { change { $0.path = newValue } }
    }
    /// Path inside `Content/` (`patterns/create.md`).
    package var relativePath: String {
        get { box.fields.relativePath }
        set { change { $0.relativePath = newValue } }
    }
    package var frontMatter: FrontMatter {
        get { box.fields.frontMatter }
        set { change { $0.frontMatter = newValue } }
    }
    /// The body: HTML with placeholders for what depends on the rest of the site, rendered while
    /// parsing; or, rarely, the Markdown (front matter blanked), rendered with the site.
    package var body: PageBody {
        get { box.fields.body }
        set { change { $0.body = newValue } }
    }
    /// Headings, links and fenced blocks, with file positions.
    package var outline: MarkdownOutline {
        get { box.fields.outline }
        set { change { $0.outline = newValue } }
    }
    /// The heading ids, by heading index: unique within the page.
    package var headingIDs: [String] {
        get { box.fields.headingIDs }
        set { change { $0.headingIDs = newValue } }
    }
    /// The page's URL path relative to the site root, ending in `/` (`patterns/create/`), or `""` for the home page.
    package var route: String {
        get { box.fields.route }
        set { change { $0.route = newValue } }
    }
    /// The page's language: front matter `lang`, else the site's.
    package var lang: String {
        get { box.fields.lang }
        set { change { $0.lang = newValue } }
    }
    /// The page's spec blocks, in document order.
    package var specBlocks: [SpecBlock] {
        get { box.fields.specBlocks }
        set { change { $0.specBlocks = newValue } }
    }
    /// The page's ```` ```tokens ```` blocks, in document order.
    package var tokenGrids: [TokenGridBlock] {
        get { box.fields.tokenGrids }
        set { change { $0.tokenGrids = newValue } }
    }
    /// Do/don't/caution examples and figures, in page order.
    package var guidance: [GuidanceBlock] {
        get { box.fields.guidance }
        set { change { $0.guidance = newValue } }
    }

    /// The distinct words of the page's prose for the search index (`SearchWords`): folded,
    /// joined with spaces; without the title's and headings' words.
    package var searchWords: String {
        get { box.fields.searchWords }
        set { change { $0.searchWords = newValue } }
    }

    /// The title, or the file name when the front matter has none (that is reported as SP002).
    package var title: String {
        frontMatter.title ?? String(relativePath.split(separator: "/").last ?? "")
    }

    /// The folder of the source file inside `Content/` (`patterns`), `""` at the top.
    package var directory: String {
        guard let slash = relativePath.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(relativePath[..<slash])
    }
}

extension Page {
    /// Every `#fragment` a link to this page may use: its heading ids, and `top`, which HTML
    /// defines as the top of any document.
    package var anchors: [String] {
        headingIDs + ["top"] + specBlocks.flatMap { block in
            block.rules.compactMap { rule in rule.id.map { RuleAnchor.id(component: block.component ?? "", rule: $0) } }
        }
    }

    /// Whether `fragment` is one of `anchors`, without building the list (every `#` link asks).
    package func hasAnchor(_ fragment: String) -> Bool {
        if headingIDs.contains(fragment) || fragment == "top" { return true }
        // Rule anchors start with `rule-`: anything else needs no rule looked at.
        guard fragment.utf8.starts(with: "rule-".utf8) else { return false }
        return specBlocks.contains { block in
            block.rules.contains { rule in rule.id.map { RuleAnchor.matches(fragment, component: block.component ?? "", rule: $0) } ?? false }
        }
    }
}
