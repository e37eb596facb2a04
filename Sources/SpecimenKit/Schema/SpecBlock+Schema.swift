/// The keys of a ```` ```spec ```` block (Docs/content.md, Spec blocks).
extension SpecBlock {
    package static let schema = InputSchema(
        name: "SpecBlock",
        description: "A ```spec block: the component a page documents, as data that is checked against the registry and the tokens and rendered as tables.",
        fields: [
            FieldDefinition("component", .text, "The registry id of the component described; defaults to the page's front-matter `component`."),
            FieldDefinition("status", Registry.statusKind,
                            "The component's status as the block states it, one word or one per platform; it must agree with the registry (SP206)."),
            FieldDefinition("rules", .list(.object(Rule.schema)), "The component's guideline rules, each with an RFC 2119 level."),
            FieldDefinition("tokens", .map(.text), "The roles the component gives to design tokens: role to token dot path (`indicator: color.primary`)."),
            FieldDefinition("contrast", .list(.object(ContrastPair.schema)), "Colour pairs that must meet WCAG 2.2 AA for their use."),
            FieldDefinition("states", .list(.object(VisualState.schema)), "Visual states and the opacity token each is drawn at."),
            FieldDefinition("anatomy", .list(.object(AnatomyNote.schema)), "Notes on the anatomy parts the registry declares for the component."),
        ])
}
