/// What `Templates/home.mustache` sees when `Content/index.md` does not exist: a generated
/// home page listing every section and its pages.
public struct HomeView: Sendable {
    public var title: String
    /// `version` from `site.yml`, nil when unset.
    public var version: String?
    public var sections: [Section]
    public var strings: InterfaceStrings

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
