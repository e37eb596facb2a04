/// A licence for downloadable design assets (`Content/licences/<id>.md`, DESIGN.md section 3.6):
/// what people can and cannot do, in two plain lists, so terms never hide in one sentence.
public struct Licence: Sendable, Hashable {
    /// The file name without `.md` (`design-assets`), which assets and `site.yml` name.
    public var id: String
    public var title: String
    public var can: [String]
    public var cannot: [String]
    public var disclaimer: String?
    /// How to credit the owner, when the licence asks for it.
    public var attribution: String?
    /// The full legal text elsewhere.
    public var url: String?
    /// An SPDX identifier (`CC-BY-4.0`).
    public var spdx: String?
    /// One line saying what the licence allows, for the licensing index.
    public var summary: String?
    /// The Markdown body (background, contact), with the front matter blanked.
    public var markdown: String
    /// Path as shown in diagnostics.
    public var path: String

    /// The keys a licence's front matter may have.
    public static let knownKeys = ["title", "can", "cannot", "disclaimer", "attribution", "url", "spdx", "summary"]
}
