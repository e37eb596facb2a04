/// The keys of a guideline page's front matter (Docs/content.md, Pages and front matter).
extension FrontMatter {
    package static let schema = InputSchema(
        name: "FrontMatter",
        description: "The YAML front matter of a guideline page (Content/**/*.md but Content/licences/).",
        fields: [
            FieldDefinition("title", .text, required: true, "The page's title."),
            FieldDefinition("section", .text, "The navigation section the page is listed in, one of site.yml's `sections`."),
            FieldDefinition("order", .integer(), "The page's place in its section; pages without one follow, by title."),
            FieldDefinition("summary", .text, "One sentence saying what the page is about, shown under its title and in lists."),
            FieldDefinition("component", .text, "The id of the registry component the page documents; its spec blocks default to it."),
            FieldDefinition("platforms", .list(.text), "The platforms the page is about, ids of the registry's `platforms`; they must agree with the registry."),
            FieldDefinition("status", Registry.statusKind,
                            "The component's status as the page states it, one word or one per platform (`{ react: alpha }`); it must agree with the registry (SP206)."),
            FieldDefinition("contributors", .list(.text), "The people who wrote the page."),
            FieldDefinition("updated", .textMatching(pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$", example: "2017-09-28"),
                            "When the page was last changed, written YYYY-MM-DD."),
            FieldDefinition("lang", .text, "The page's language code; defaults to site.yml's `language`."),
            FieldDefinition("translationKey", .text, "Pages sharing a key are translations of each other."),
            FieldDefinition("assets", .list(.object(AssetReference.schema)), "Files to download from the page, each with its licence."),
            FieldDefinition("overview", .boolean, "On Content/index.md only: true puts the generated overview (sections, component status, recent rules) between the summary and the prose."),
        ])
}
