/// The keys of a licence's front matter (`Content/licences/<id>.md`; Docs/content.md, Licences
/// and downloadable assets).
extension Licence {
    package static let schema = InputSchema(
        name: "Licence",
        description: "The YAML front matter of a licence, Content/licences/<id>.md.",
        fields: [
            FieldDefinition("title", .text, required: true, "The licence's name."),
            FieldDefinition("can", .list(.text), required: true, "What people can do with the assets, one item per line."),
            FieldDefinition("cannot", .list(.text), required: true, "What people cannot do with the assets, one item per line."),
            FieldDefinition("disclaimer", .text, "The disclaimer shown on the licence page."),
            FieldDefinition("attribution", .text, "How to credit the owner, when the licence asks for it."),
            FieldDefinition("url", .textMatching(pattern: "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s]+$", example: "https://creativecommons.org/licenses/by/4.0/"),
                            "Where the full legal text is: an http(s) address."),
            FieldDefinition("spdx", .text, "Its SPDX identifier (`CC-BY-4.0`)."),
            FieldDefinition("summary", .text, "One line saying what the licence allows, for the licensing index."),
        ])
}
