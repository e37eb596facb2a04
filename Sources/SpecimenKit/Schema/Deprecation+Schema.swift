/// The keys of a component's `deprecated:` in `registry.yml`, and of `use:` when it names
/// something outside the design system.
extension Deprecation {
    package static let schema = InputSchema(
        name: "Deprecation",
        description: "Since when a component is deprecated, and what replaces it.",
        fields: [
            FieldDefinition("since", .text, "The design-system version that deprecated it (quote it: \"3.0\")."),
            FieldDefinition("use", .either([.text, .object(externalSchema)]),
                            "What to use instead: a registry component's id (`inline-message`), or `{ text: App Bridge toast, link: https://… }` for something outside the system."),
        ])

    /// `use: { text: …, link: https://… }`.
    package static let externalSchema = InputSchema(
        name: "ExternalReplacement",
        description: "A replacement outside the design system.",
        fields: [
            FieldDefinition("text", .text, required: true, "The replacement's name, as readers see it."),
            FieldDefinition("link", .textMatching(pattern: "^https://", example: "https://example.org/toast"), "Where it is documented: an https:// address."),
        ])
}
