/// The keys of a ```` ```tokens ```` block (Docs/content.md, Design tokens).
extension TokenGridBlock {
    package static let schema = InputSchema(
        name: "TokensBlock",
        description: "A ```tokens block: a swatch grid of a token group, in the prose.",
        fields: [
            FieldDefinition("group", .text, required: true, "The dot path of the token group to show (`color.grey`)."),
        ])
}
