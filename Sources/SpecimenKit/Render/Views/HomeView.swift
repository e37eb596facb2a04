import SpecimenTemplates
/// What `Templates/home.mustache` sees when `Content/index.md` does not exist: a generated
/// home page listing every section and its pages.
package struct HomeView: Sendable {
    package var title: String
    /// `version` from `site.yml`, nil when unset.
    package var version: String?
    package var sections: [Section]
    package var strings: InterfaceStrings
    /// The body of `Content/index.md` (trusted HTML), when the site has one.
    package var body: String?
    /// The summary of `Content/index.md`.
    package var summary: String?
    /// Whether the generated overview (statuses, recent rules, sections) is shown: always on a
    /// generated home page, with `overview: true` on `Content/index.md`.
    package var showsOverview: Bool = true
    /// How many components are at each status, in lifecycle order.
    package var statuses: [StatusCount] = []
    package var hasStatuses: Bool = false
    /// Link to the components page.
    package var componentsURL: String?
    /// Rules introduced in the latest versions, newest first.
    package var recentRules: [RecentRule] = []
    package var hasRecentRules: Bool = false
    /// Link to the changes page.
    package var changesURL: String?

    /// Components at one status.
    package struct StatusCount: Sendable {
        package var status: String
        /// The status in the page's language (`statusBeta`), or as written.
        package var label: String
        package var count: Int
    }

    /// A rule introduced recently.
    package struct RecentRule: Sendable {
        package var text: String
        package var componentName: String
        package var levelKeyword: String
        package var level: String
        package var since: String
        package var url: String
    }

    /// One section with its pages in navigation order.
    package struct Section: Sendable {
        package var title: String
        package var pages: [Entry]
        /// The section's index page, when the section is too long to list here whole
        /// (`SectionRoutes`): `pages` then holds its first pages only.
        package var allURL: String? = nil
        /// The words of the link to it ("All 500 pages").
        package var allLabel: String? = nil
    }

    /// One page in a section list.
    package struct Entry: Sendable {
        package var title: String
        package var url: String
        package var summary: String?
        /// The status of the component the page documents (one word), so a reader sees what is
        /// ready before opening the page; field names differ from the page's `statuses`.
        package var componentStatus: StatusBadge?
        /// Its status per platform, when it differs by platform.
        package var platformStatuses: [PlatformChip] = [] {
            didSet { hasPlatformStatuses = !platformStatuses.isEmpty }
        }
        package var hasPlatformStatuses = false
        /// Whether that component is deprecated.
        package var isDeprecated = false
    }
}

/// Fields for templates without reflection (see `TemplateView`).
extension HomeView: TemplateView {
    package static let templateFields: TemplateFields<HomeView> = [
        "title": .of { $0.title },
        "version": .of { $0.version },
        "sections": .of { $0.sections },
        "strings": .strings { $0.strings },
        "body": .of { $0.body },
        "summary": .of { $0.summary },
        "showsOverview": .of { $0.showsOverview },
        "statuses": .of { $0.statuses },
        "hasStatuses": .of { $0.hasStatuses },
        "componentsURL": .of { $0.componentsURL },
        "recentRules": .of { $0.recentRules },
        "hasRecentRules": .of { $0.hasRecentRules },
        "changesURL": .of { $0.changesURL },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension HomeView.StatusCount: TemplateView {
    package static let templateFields: TemplateFields<HomeView.StatusCount> = [
        "status": .of { $0.status },
        "label": .of { $0.label },
        "count": .of { $0.count },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension HomeView.RecentRule: TemplateView {
    package static let templateFields: TemplateFields<HomeView.RecentRule> = [
        "text": .of { $0.text },
        "componentName": .of { $0.componentName },
        "levelKeyword": .of { $0.levelKeyword },
        "level": .of { $0.level },
        "since": .of { $0.since },
        "url": .of { $0.url },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension HomeView.Section: TemplateView {
    package static let templateFields: TemplateFields<HomeView.Section> = [
        "title": .of { $0.title },
        "pages": .of { $0.pages },
        "allURL": .of { $0.allURL },
        "allLabel": .of { $0.allLabel },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension HomeView.Entry: TemplateView {
    package static let templateFields: TemplateFields<HomeView.Entry> = [
        "title": .of { $0.title },
        "url": .of { $0.url },
        "summary": .of { $0.summary },
        "componentStatus": .of { $0.componentStatus },
        "platformStatuses": .of { $0.platformStatuses },
        "hasPlatformStatuses": .of { $0.hasPlatformStatuses },
        "isDeprecated": .of { $0.isDeprecated },
    ]
}
