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

/// Fields for templates without reflection (see `MustacheView`).
extension HomeView: MustacheView {
    public static let mustacheFields: [String: PartialKeyPath<HomeView> & Sendable] = [
        "title": \.title,
        "version": \.version,
        "sections": \.sections,
        "strings": \.strings,
        "body": \.body,
        "summary": \.summary,
        "statuses": \.statuses,
        "hasStatuses": \.hasStatuses,
        "componentsURL": \.componentsURL,
        "recentRules": \.recentRules,
        "hasRecentRules": \.hasRecentRules,
        "changesURL": \.changesURL,
    ]
}

/// Fields for templates without reflection (see `MustacheView`).
extension HomeView.StatusCount: MustacheView {
    public static let mustacheFields: [String: PartialKeyPath<HomeView.StatusCount> & Sendable] = [
        "status": \.status,
        "count": \.count,
    ]
}

/// Fields for templates without reflection (see `MustacheView`).
extension HomeView.RecentRule: MustacheView {
    public static let mustacheFields: [String: PartialKeyPath<HomeView.RecentRule> & Sendable] = [
        "text": \.text,
        "componentName": \.componentName,
        "levelKeyword": \.levelKeyword,
        "level": \.level,
        "since": \.since,
        "url": \.url,
    ]
}

/// Fields for templates without reflection (see `MustacheView`).
extension HomeView.Section: MustacheView {
    public static let mustacheFields: [String: PartialKeyPath<HomeView.Section> & Sendable] = [
        "title": \.title,
        "pages": \.pages,
    ]
}

/// Fields for templates without reflection (see `MustacheView`).
extension HomeView.Entry: MustacheView {
    public static let mustacheFields: [String: PartialKeyPath<HomeView.Entry> & Sendable] = [
        "title": \.title,
        "url": \.url,
        "summary": \.summary,
    ]
}
