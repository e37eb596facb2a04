/// A guideline page's YAML front matter (Docs/content.md, Pages and front matter), typed. Positions of
/// values are kept so that later checks can point at the exact value they object to.
public struct FrontMatter: Sendable, Hashable {
    public var title: String?
    public var section: String?
    public var order: Int?
    public var summary: String?
    /// The registry component this page documents.
    public var component: String?
    public var platforms: [String] = []
    public var status: String?
    public var contributors: [String] = []
    /// `updated` as written (`2017-09-28`).
    public var updated: String?
    public var lang: String?
    /// Pages sharing a key are translations of each other.
    public var translationKey: String?
    /// Downloadable files the page offers.
    public var assets: [AssetReference] = []
    /// Where each key's value starts, by key.
    public var valueLocations: KeyLocations = [:]
    /// Where each of `platforms` is written, by index.
    public var platformLocations: [SourceLocation] = []

    /// Every key Docs/content.md allows in front matter; anything else is SP003.
    public static let knownKeys = ["title", "section", "order", "summary", "component", "platforms", "status",
                                   "contributors", "updated", "lang", "translationKey", "assets"]

    public init() {}
}
