import SpecimenTemplates
/// What `Templates/page.mustache` sees for one guideline page; its output becomes `LayoutView.main`.
public struct PageView: Sendable {
    public var title: String
    /// Front-matter `summary`, shown as the lede.
    public var summary: String?
    /// Prose HTML from cmark-gfm with heading ids and rewritten links (trusted HTML); when a
    /// site is built, written straight into the page template's output (`TemplateWriter`).
    public var body: TemplateHTML
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
    public static let templateFields: TemplateFields<PageView> = [
        "title": .of { $0.title },
        "summary": .of { $0.summary },
        "body": .of { $0.body },
        "toc": .of { $0.toc },
        "hasTOC": .of { $0.hasTOC },
        "previous": .of { $0.previous },
        "next": .of { $0.next },
        "hasPager": .of { $0.hasPager },
        "meta": .of { $0.meta },
        "strings": .strings { $0.strings },
        "assets": .of { $0.assets },
        "hasAssets": .of { $0.hasAssets },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension PageView.TOCEntry: TemplateView {
    public static let templateFields: TemplateFields<PageView.TOCEntry> = [
        "title": .of { $0.title },
        "id": .of { $0.id },
        "level": .of { $0.level },
        "isNested": .of { $0.isNested },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension PageView.PageLink: TemplateView {
    public static let templateFields: TemplateFields<PageView.PageLink> = [
        "title": .of { $0.title },
        "url": .of { $0.url },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension PageView.Meta: TemplateView {
    public static let templateFields: TemplateFields<PageView.Meta> = [
        "status": .of { $0.status },
        "platforms": .of { $0.platforms },
        "hasPlatforms": .of { $0.hasPlatforms },
        "contributors": .of { $0.contributors },
        "hasContributors": .of { $0.hasContributors },
        "updated": .of { $0.updated },
    ]
}
