/// The keys of `registry.yml` (Docs/content.md, The component registry).
extension Registry {
    package static let schema = InputSchema(
        name: "Registry",
        description: "Content/registry.yml: which components exist, their status, platforms, anatomy and the bounds of their properties.",
        fields: [
            FieldDefinition("platforms", .either([.list(.text), .map(.either([.text, .map(.text)]))]),
                            "Every platform of the design system: a list of ids (`[ios, android, web]`), or ids with the name pages show, one for every language or one per language code (`{ rails: Primer ViewComponents, web: { en: Web, vi: Trang web } }`)."),
            FieldDefinition("statuses", .list(.text),
                            "The system's status words, in lifecycle order (default: \(defaultStatuses.joined(separator: ", "))). A component status outside them is SP001."),
            FieldDefinition("components", .map(.object(Component.schema)), "The components, by the id pages and spec blocks name them with (`tabs-fixed`)."),
        ])

    /// A status as the registry, a page or a spec block states it: one word, or one per platform.
    package static let statusKind = FieldKind.either([.suggested(defaultStatuses), .map(.suggested(defaultStatuses))])
}
