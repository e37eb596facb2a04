/// `site.yml` `theme:`: what the built-in theme shows that only the site knows — a logo, the
/// brand's accent colour, footer links, "Edit this page" links and last-updated dates
/// (Docs/theming.md, Settings). Every setting is optional; without any, pages are as before.
package struct ThemeSettings: Sendable, Hashable {
    /// A file inside `Content/` (`assets/logo.svg`) shown before the site's title.
    package var logo: String?
    /// A colour token (`color.primary`) for links, the focus ring and the current page's marker;
    /// its custom property is used, so it follows the token contexts the reader's mode selects.
    package var accent: String?
    /// `https://github.com/acme/design`: pages link to `<repository>/edit/<branch>/<path>`.
    package var repository: String?
    /// The branch edit links open (default `main`).
    package var branch: String = "main"
    /// Where `Content/` is inside the repository, for edit links; by default the `--content`
    /// folder as given (builds run from the repository's root, as CI does).
    package var contentPath: String?
    /// Links at the foot of every page, in the order written.
    package var footer: [FooterLink] = []
    /// Where pages without `updated:` get a date from.
    package var lastUpdated: LastUpdated?
    /// Where each setting is written, by key (`logo`, `accent`, `footer.0`), for diagnostics.
    package var locations: [String: SourceLocation] = [:]

    /// A footer link: its text, and a path in the site (`licensing/`) or an http(s) URL.
    package struct FooterLink: Sendable, Hashable {
        package var text: String
        package var link: String
        package init(text: String, link: String) { self.text = text; self.link = link }
        /// True for an absolute http(s) URL; anything else is a path inside the site.
        package var isExternal: Bool { link.hasPrefix("https://") || link.hasPrefix("http://") }
        /// A path link's path from the site's root, without a leading `/` or `./` and its fragment.
        package var sitePath: String {
            var path = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            while path.hasPrefix("/") || path.hasPrefix("./") { path.removeFirst(path.hasPrefix("/") ? 1 : 2) }
            return path
        }
        /// The fragment after `#`, if any.
        package var fragment: String? { link.split(separator: "#", maxSplits: 1).dropFirst().first.map(String.init) }
    }

    /// `lastUpdated: git`: the date of the last commit that changed the page's file.
    package enum LastUpdated: String, Sendable, Hashable, CaseIterable {
        case git
    }

    /// The keys of `theme:` in site.yml, from their definition (`ThemeSettings.schema`).
    package static let knownKeys = schema.keys
    /// The keys of a footer link.
    package static let footerLinkKeys = footerLinkSchema.keys

    package init() {}

    /// Where the content folder is in the repository when `contentPath:` is not set: the folder
    /// as given on the command line when it is relative and inside the working directory (builds
    /// run from the repository's root, as CI does), else its last component.
    package static func repositoryPath(ofContent folder: String) -> String {
        var parts = folder.split(separator: "/").filter { $0 != "." }
        if folder.hasPrefix("/") || parts.contains("..") { parts = parts.suffix(1) }
        return parts.joined(separator: "/")
    }
}
