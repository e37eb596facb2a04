/// What `Templates/page.mustache` sees for one guideline page; its output becomes `LayoutView.main`.
public struct PageView: Sendable {
    public var title: String
    /// Front-matter `summary`, shown as the lede.
    public var summary: String?
    /// Prose HTML from cmark-gfm with heading ids and rewritten links (trusted HTML).
    public var body: String
    /// Headings of level 2 and 3, for the on-page table of contents.
    public var toc: [TOCEntry]
    /// True when `toc` is not empty.
    public var hasTOC: Bool
    /// Previous page in navigation order, if any.
    public var previous: PageLink?
    /// Next page in navigation order, if any.
    public var next: PageLink?
    /// True when `previous` or `next` exists, so the pager's `<nav>` is written once.
    public var hasPager: Bool
    /// Status, platforms, contributors and date, when the front matter has any of them.
    public var meta: Meta?
    /// Interface strings in the page's language.
    public var strings: InterfaceStrings
    /// Files the page offers for download, shown in a download box.
    public var assets: [AssetView] = []
    /// True when `assets` is not empty.
    public var hasAssets: Bool = false

    /// One heading in the table of contents.
    public struct TOCEntry: Sendable {
        public var title: String
        /// The heading's `id` (without `#`).
        public var id: String
        /// 2 or 3.
        public var level: Int
        /// True for level 3, so the template can indent it without logic.
        public var isNested: Bool
    }

    /// A link to another page.
    public struct PageLink: Sendable {
        public var title: String
        /// Relative URL from the current page.
        public var url: String
    }

    /// Facts about the page from its front matter.
    public struct Meta: Sendable {
        /// `status` (draft, beta, stable, deprecated) or nil.
        public var status: String?
        public var platforms: [String]
        public var hasPlatforms: Bool
        public var contributors: [String]
        public var hasContributors: Bool
        /// `updated` as written (ISO date), or nil.
        public var updated: String?
    }
}

/// Fields for templates without reflection (see `MustacheView`).
extension PageView: MustacheView {
    public static let mustacheFields: [String: PartialKeyPath<PageView> & Sendable] = [
        "title": \.title,
        "summary": \.summary,
        "body": \.body,
        "toc": \.toc,
        "hasTOC": \.hasTOC,
        "previous": \.previous,
        "next": \.next,
        "hasPager": \.hasPager,
        "meta": \.meta,
        "strings": \.strings,
        "assets": \.assets,
        "hasAssets": \.hasAssets,
    ]
}

/// Fields for templates without reflection (see `MustacheView`).
extension PageView.TOCEntry: MustacheView {
    public static let mustacheFields: [String: PartialKeyPath<PageView.TOCEntry> & Sendable] = [
        "title": \.title,
        "id": \.id,
        "level": \.level,
        "isNested": \.isNested,
    ]
}

/// Fields for templates without reflection (see `MustacheView`).
extension PageView.PageLink: MustacheView {
    public static let mustacheFields: [String: PartialKeyPath<PageView.PageLink> & Sendable] = [
        "title": \.title,
        "url": \.url,
    ]
}

/// Fields for templates without reflection (see `MustacheView`).
extension PageView.Meta: MustacheView {
    public static let mustacheFields: [String: PartialKeyPath<PageView.Meta> & Sendable] = [
        "status": \.status,
        "platforms": \.platforms,
        "hasPlatforms": \.hasPlatforms,
        "contributors": \.contributors,
        "hasContributors": \.hasContributors,
        "updated": \.updated,
    ]
}
