/// The parsed site: the one value that checks and rendering read. Built by `SiteParser`.
public struct Site: Sendable {
    public var config: SiteConfig
    /// The component registry; empty when the site has no `registry.yml`.
    public var registry: Registry
    /// The design tokens, resolved; empty when the site has no token files.
    public var tokens: DesignTokens
    /// Every page, sorted by path inside `Content/`.
    public var pages: [Page]
    /// Paths inside `Content/` of every file that is not a page (images, downloads).
    public var contentFiles: Set<String>
    /// Licences by id, sorted by id.
    public var licences: [Licence] = []
    /// Symbolic links inside `Content/` that lead outside it (SP403 when used).
    public var outsideLinks: Set<String> = []
    /// The downloadable files pages offer, read once: bytes and checksum, by path inside `Content/`.
    public var assetFiles: [String: AssetFile] = [:]
    /// Index of each page by its path inside `Content/`.
    public let pageIndexByPath: [String: Int]
    /// Index of each page by its route; with duplicate routes (SP004) the first page wins.
    public let pageIndexByRoute: [String: Int]

    public init(config: SiteConfig, registry: Registry = Registry(), tokens: DesignTokens = DesignTokens(), pages: [Page], contentFiles: Set<String>) {
        self.config = config
        self.registry = registry
        self.tokens = tokens
        self.pages = pages
        self.contentFiles = contentFiles
        pageIndexByPath = Dictionary(pages.enumerated().map { ($1.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        pageIndexByRoute = Dictionary(pages.enumerated().map { ($1.route, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The page at a path inside `Content/`.
    public func page(atPath relativePath: String) -> Page? {
        pageIndexByPath[relativePath].map { pages[$0] }
    }

    /// Every spec block of the site with its page, in page order; made as it is walked, so that
    /// checkers and indexes do not copy every page into an array first.
    public var specBlocks: LazySequence<FlattenSequence<LazyMapSequence<[Page], LazyMapSequence<[SpecBlock], (page: Page, block: SpecBlock)>>>> {
        pages.lazy.flatMap { page in page.specBlocks.lazy.map { (page: page, block: $0) } }
    }

    /// The licence with this id.
    public func licence(_ id: String) -> Licence? {
        licences.first { $0.id == id }
    }

    /// The page published at a route.
    public func page(atRoute route: String) -> Page? {
        pageIndexByRoute[route].map { pages[$0] }
    }
}
