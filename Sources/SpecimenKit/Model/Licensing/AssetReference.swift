/// A downloadable file a page offers, as its front matter lists it (`assets:`).
package struct AssetReference: Sendable, Hashable {
    /// Path relative to `Content/` as written.
    package var path: String
    package var title: String?
    /// The licence id as written; nil means `site.yml`'s `licence`.
    package var licence: String?
    /// Where the list item starts.
    package var location: SourceLocation
    /// Where `path` and `licence` are written.
    package var pathLocation: SourceLocation
    package var licenceLocation: SourceLocation?

    /// The keys an asset may have, from its definition (`AssetReference.schema`).
    package static let knownKeys = schema.keys
}
