/// The keys of `site.yml`'s `theme:` (Docs/theming.md, Settings).
extension ThemeSettings {
    package static let schema = InputSchema(
        name: "ThemeSettings",
        description: "The built-in theme's settings; every key is optional.",
        fields: [
            FieldDefinition("logo", .text, "A file inside the content folder (`assets/logo.svg`) shown before the site's title; decorative, the title names the link."),
            FieldDefinition("accent", .text, "A colour token (`color.text.link`) for links, the focus ring and the current page; it follows the token's contexts in light and dark mode, and must read as link text on the theme's surfaces in both."),
            FieldDefinition("repository", .textMatching(pattern: "^https?://[^ \"<>`]+$", example: "https://github.com/acme/design"),
                            "The repository's web address: every authored page links to <repository>/edit/<branch>/<contentPath>/<page>."),
            FieldDefinition("branch", .text, "The branch \"Edit this page\" opens (default `main`)."),
            FieldDefinition("contentPath", .text, "Where the content folder is inside the repository (default: the --content folder as given)."),
            FieldDefinition("footer", .list(.object(footerLinkSchema)), "Links at the foot of every page, in order."),
            FieldDefinition("lastUpdated", .choice(LastUpdated.allCases.map(\.rawValue)),
                            "`git`: a page without `updated:` shows the date of the last commit that changed its file."),
        ])

    /// A footer link: its text and where it goes.
    package static let footerLinkSchema = InputSchema(
        name: "FooterLink",
        description: "A link in the footer.",
        fields: [
            FieldDefinition("text", .text, required: true, "What the link says."),
            FieldDefinition("link", .text, required: true, "A path in the site from its root (`licensing/`, `tokens.css`, \"\" for home) or an http(s) address."),
        ])
}
