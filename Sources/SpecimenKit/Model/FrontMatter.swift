/// A guideline page's YAML front matter (Docs/content.md, Pages and front matter), typed. Positions of
/// values are kept so that later checks can point at the exact value they object to.
package struct FrontMatter: Sendable, Hashable {
    package var title: String?
    package var section: String?
    package var order: Int?
    package var summary: String?
    /// The registry component this page documents.
    package var component: String?
    package var platforms: [String] = []
    /// `status` when it is one word.
    package var status: String?
    /// `status` when it is one per platform (`status: { react: alpha }`), in the order written.
    package var platformStatuses: [ComponentStatus.Entry] = []
    package var contributors: [String] = []
    /// `updated` as written (`2017-09-28`).
    package var updated: String?
    package var lang: String?
    /// Pages sharing a key are translations of each other.
    package var translationKey: String?
    /// On `Content/index.md`: true to follow the page with the generated overview (sections,
    /// component status, recent rules); otherwise the home page is the page as written.
    package var overview: Bool?
    /// Downloadable files the page offers.
    package var assets: [AssetReference] = []
    /// Where each key's value starts, by key.
    package var valueLocations: KeyLocations = [:]
    /// Where each of `platforms` is written, by index.
    package var platformLocations: [SourceLocation] = []

    /// Every key Docs/content.md allows in front matter, from its definition (`FrontMatter.schema`);
    /// anything else is SP003.
    package static let knownKeys = schema.keys

    package init() {}
}
