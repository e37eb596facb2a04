/// The keys of an asset in a page's front matter (Docs/content.md, Licences and downloadable assets).
extension AssetReference {
    package static let schema = InputSchema(
        name: "Asset",
        description: "A file to download from the page.",
        fields: [
            FieldDefinition("path", .text, required: true, "The file's path relative to Content/ (`assets/downloads/tabs.sketch`); it must exist and not be empty."),
            FieldDefinition("title", .text, "What the file is, shown in the download box."),
            FieldDefinition("licence", .text, "The id of its licence (a file `Content/licences/<id>.md`); defaults to site.yml's `licence`."),
        ])
}
