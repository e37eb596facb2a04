import SpecimenTemplates
/// What `Templates/home.mustache` sees when `Content/index.md` does not exist: a generated
/// home page listing every section and its pages.
public struct HomeView: Sendable {
    public var title: String
    /// `version` from `site.yml`, nil when unset.
    public var version: String?
    public var sections: [Section]
    public var strings: InterfaceStrings
    /// The body of `Content/index.md` (trusted HTML), when the site has one.
    public var body: String?
    /// The summary of `Content/index.md`.
    public var summary: String?
    /// How many components are at each status, in lifecycle order.
    public var statuses: [StatusCount] = []
    public var hasStatuses: Bool = false
    /// Link to the components page.
    public var componentsURL: String?
    /// Rules introduced in the latest versions, newest first.
    public var recentRules: [RecentRule] = []
    public var hasRecentRules: Bool = false
    /// Link to the changes page.
    public var changesURL: String?

    /// Components at one status.
    public struct StatusCount: Sendable {
        public var status: String
        public var count: Int
    }

    /// A rule introduced recently.
    public struct RecentRule: Sendable {
        public var text: String
        public var componentName: String
        public var levelKeyword: String
        public var level: String
        public var since: String
        public var url: String
    }

    /// One section with its pages in navigation order.
    public struct Section: Sendable {
        public var title: String
        public var pages: [Entry]
    }

    /// One page in a section list.
    public struct Entry: Sendable {
        public var title: String
        public var url: String
        public var summary: String?
    }
}

/// Fields for templates without reflection (see `TemplateView`).
extension HomeView: TemplateView {
    public static let templateFields: TemplateFields<HomeView> = [
        "title": .of { $0.title },
        "version": .of { $0.version },
        "sections": .of { $0.sections },
        "strings": .strings { $0.strings },
        "body": .of { $0.body },
        "summary": .of { $0.summary },
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
    public static let templateFields: TemplateFields<HomeView.StatusCount> = [
        "status": .of { $0.status },
        "count": .of { $0.count },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension HomeView.RecentRule: TemplateView {
    public static let templateFields: TemplateFields<HomeView.RecentRule> = [
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
    public static let templateFields: TemplateFields<HomeView.Section> = [
        "title": .of { $0.title },
        "pages": .of { $0.pages },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension HomeView.Entry: TemplateView {
    public static let templateFields: TemplateFields<HomeView.Entry> = [
        "title": .of { $0.title },
        "url": .of { $0.url },
        "summary": .of { $0.summary },
    ]
}
