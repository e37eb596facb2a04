import SpecimenTemplates
/// What `Templates/page.mustache` sees for one guideline page; its output becomes `LayoutView.main`.
package struct PageView: Sendable {
    package var title: String
    /// Front-matter `summary`, shown as the lede.
    package var summary: String?
    /// Prose HTML from cmark-gfm with heading ids and rewritten links (trusted HTML); when a
    /// site is built, written straight into the page template's output (`TemplateWriter`).
    package var body: TemplateHTML
    /// Headings of level 2 and 3, for the on-page table of contents.
    package var toc: [TOCEntry]
    /// True when `toc` is not empty.
    package var hasTOC: Bool
    /// Previous page in navigation order, if any.
    package var previous: PageLink?
    /// Next page in navigation order, if any.
    package var next: PageLink?
    /// True when `previous` or `next` exists, so the pager's `<nav>` is written once.
    package var hasPager: Bool
    /// Status, platforms, contributors and date, when the front matter has any of them.
    package var meta: Meta?
    /// Interface strings in the page's language.
    package var strings: InterfaceStrings
    /// Files the page offers for download, shown in a download box.
    package var assets: [AssetView] = []
    /// True when `assets` is not empty.
    package var hasAssets: Bool = false
    /// On the page of a component (front-matter `component`) of a site with older published
    /// versions: what each version changed about it, newest first; empty otherwise.
    package var history: [VersionChangesView] = []
    /// True when `history` is not empty.
    package var hasHistory: Bool = false
    /// The id of the history section's heading, unique on the page.
    package var historyID: String = ""

    /// One heading in the table of contents.
    package struct TOCEntry: Sendable {
        package var title: String
        /// The heading's `id` (without `#`).
        package var id: String
        /// 2 or 3.
        package var level: Int
        /// True for level 3, so the template can indent it without logic.
        package var isNested: Bool
    }

    /// A link to another page.
    package struct PageLink: Sendable {
        package var title: String
        /// Relative URL from the current page.
        package var url: String
    }

    /// Facts about the page from its front matter.
    package struct Meta: Sendable {
        /// `status` when it is one word, or nil.
        package var status: StatusBadge?
        /// The platforms, named from the registry, each with its status when the page states one per platform.
        package var platforms: [PlatformChip]
        package var hasPlatforms: Bool
        package var contributors: [String]
        package var hasContributors: Bool
        /// `updated` as written (ISO date), or nil.
        package var updated: String?
    }
}

/// Fields for templates without reflection (see `TemplateView`).
extension PageView: TemplateView {
    package static let templateFields: TemplateFields<PageView> = [
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
        "history": .of { $0.history },
        "hasHistory": .of { $0.hasHistory },
        "historyID": .of { $0.historyID },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension PageView.TOCEntry: TemplateView {
    package static let templateFields: TemplateFields<PageView.TOCEntry> = [
        "title": .of { $0.title },
        "id": .of { $0.id },
        "level": .of { $0.level },
        "isNested": .of { $0.isNested },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension PageView.PageLink: TemplateView {
    package static let templateFields: TemplateFields<PageView.PageLink> = [
        "title": .of { $0.title },
        "url": .of { $0.url },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension PageView.Meta: TemplateView {
    package static let templateFields: TemplateFields<PageView.Meta> = [
        "status": .of { $0.status },
        "platforms": .of { $0.platforms },
        "hasPlatforms": .of { $0.hasPlatforms },
        "contributors": .of { $0.contributors },
        "hasContributors": .of { $0.hasContributors },
        "updated": .of { $0.updated },
    ]
}
