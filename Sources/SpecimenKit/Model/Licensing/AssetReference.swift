/// A downloadable file a page offers, as its front matter lists it (`assets:`).
public struct AssetReference: Sendable, Hashable {
    /// Path relative to `Content/` as written.
    public var path: String
    public var title: String?
    /// The licence id as written; nil means `site.yml`'s `licence`.
    public var licence: String?
    /// Where the list item starts.
    public var location: SourceLocation
    /// Where `path` and `licence` are written.
    public var pathLocation: SourceLocation
    public var licenceLocation: SourceLocation?

    /// The keys an asset may have.
    public static let knownKeys = ["path", "title", "licence"]
}
