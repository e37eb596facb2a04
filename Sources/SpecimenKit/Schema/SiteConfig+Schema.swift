/// The keys of `site.yml` (Docs/content.md, site.yml).
extension SiteConfig {
    package static let schema = InputSchema(
        name: "Site",
        description: "Content/site.yml: the settings of the whole site.",
        fields: [
            FieldDefinition("title", .text, required: true, "The design system's name, shown in every page's header and title."),
            FieldDefinition("version", .text, "The design system's current version (quote it: \"2.3\"), shown in the header; `since` of rules and components is compared with it."),
            FieldDefinition("baseURL", .textMatching(pattern: "^https?://[^ \"<>]+$", example: "https://design.example.org/"),
                            "The absolute http(s) address the site is published at, for the sitemap and canonical links; pages link relatively. `specimen build --base-url` overrides it."),
            FieldDefinition("language", .text, "The language code of the site's pages (default `en`); a page may set its own `lang`."),
            FieldDefinition("languages", .map(.text), "The site's languages: language code to the language's own name (`{ en: English, vi: Tiếng Việt }`), for the language switcher."),
            FieldDefinition("sections", .list(.text), "Section names in navigation order; a page's `section` must be one of them."),
            FieldDefinition("licence", .text, "The id of the default licence of downloadable assets (a file `Content/licences/<id>.md`)."),
            FieldDefinition("rawHTML", .boolean, "true keeps authors' raw HTML through an allow-list: only when every author is trusted. false (the default) renders it as a comment."),
            FieldDefinition("embeds", .list(.textMatching(pattern: "^https://[a-z0-9.:\\[\\]-]+$", example: "https://www.figma.com")),
                            "Origins `embed` blocks may show: scheme and host only, lower-case (`https://www.figma.com`). None by default."),
            FieldDefinition("tokens", .object(TokenSettings.schema), "How `tokens.css` names and writes design tokens."),
            FieldDefinition("theme", .object(ThemeSettings.schema), "The built-in theme's settings: logo, accent colour, footer links, \"Edit this page\" links, last-updated dates."),
            FieldDefinition("versions", .list(.object(VersionSetting.schema)),
                            "Older versions published beside this one, newest first: each is built into `Public/<id>/`, every page gets a version switcher, and `changes/` shows what changed between consecutive versions."),
        ])
}
