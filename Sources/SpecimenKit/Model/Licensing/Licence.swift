import SpecimenMarkdown

/// A licence for downloadable design assets (`Content/licences/<id>.md`; Docs/content.md, Licences and downloadable assets):
/// what people can and cannot do, in two plain lists, so terms never hide in one sentence.
/// Its Markdown body is a page's body in all but name: its links are checked and rewritten and
/// its headings get ids, and pages can link to it as `licences/<id>.md`.
package struct Licence: Sendable, Hashable {
    /// The file name without `.md` (`design-assets`), which assets and `site.yml` name.
    package var id: String
    package var title: String
    package var can: [String]
    package var cannot: [String]
    package var disclaimer: String?
    /// How to credit the owner, when the licence asks for it.
    package var attribution: String?
    /// The full legal text elsewhere.
    package var url: String?
    /// An SPDX identifier (`CC-BY-4.0`).
    package var spdx: String?
    /// One line saying what the licence allows, for the licensing index.
    package var summary: String?
    /// The Markdown body (background, contact), with the front matter blanked.
    package var markdown: String
    /// Path as shown in diagnostics.
    package var path: String
    /// Path inside `Content/` (`licences/design-assets.md`): what links to the licence name, and
    /// where the relative links of its body start from.
    package var relativePath = ""
    /// The body's headings, links and blocks, as for a page (lines are the file's lines).
    package var outline = MarkdownOutline()
    /// The id of each heading of the body, in order.
    package var headingIDs: [String] = []
    /// The distinct words of what people can and cannot do, the disclaimer, the attribution and
    /// the body's prose, for the search index (`SearchWords`).
    package var searchWords = ""

    /// The folder inside `Content/` that the body's relative links start from.
    package var directory: String {
        relativePath.split(separator: "/").dropLast().joined(separator: "/")
    }

    /// Whether `fragment` names a place on the licence's page: a heading of its body, or `top`.
    package func hasAnchor(_ fragment: String) -> Bool {
        fragment == "top" || headingIDs.contains(fragment)
    }

    /// The keys a licence's front matter may have, from its definition (`Licence.schema`).
    package static let knownKeys = schema.keys
}
