import SpecimenTemplates
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

/// Fields for templates without reflection (see `TemplateView`).
extension PageView: TemplateView {
    public static let templateFields: [String: TemplateField<PageView>] = [
        "title": .of(\.title),
        "summary": .of(\.summary),
        "body": .of(\.body),
        "toc": .of(\.toc),
        "hasTOC": .of(\.hasTOC),
        "previous": .of(\.previous),
        "next": .of(\.next),
        "hasPager": .of(\.hasPager),
        "meta": .of(\.meta),
        "strings": .of(\.strings),
        "assets": .of(\.assets),
        "hasAssets": .of(\.hasAssets),
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension PageView.TOCEntry: TemplateView {
    public static let templateFields: [String: TemplateField<PageView.TOCEntry>] = [
        "title": .of(\.title),
        "id": .of(\.id),
        "level": .of(\.level),
        "isNested": .of(\.isNested),
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension PageView.PageLink: TemplateView {
    public static let templateFields: [String: TemplateField<PageView.PageLink>] = [
        "title": .of(\.title),
        "url": .of(\.url),
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension PageView.Meta: TemplateView {
    public static let templateFields: [String: TemplateField<PageView.Meta>] = [
        "status": .of(\.status),
        "platforms": .of(\.platforms),
        "hasPlatforms": .of(\.hasPlatforms),
        "contributors": .of(\.contributors),
        "hasContributors": .of(\.hasContributors),
        "updated": .of(\.updated),
    ]
}
