/// The keys of `site.yml`'s `tokens:` (Docs/content.md, Design tokens, and Themes and modes).
extension TokenSettings {
    package static let schema = InputSchema(
        name: "TokenSettings",
        description: "How tokens.css names and writes design tokens.",
        fields: [
            FieldDefinition("cssNames", .choice(CSSNames.allCases.map(\.rawValue)),
                            "How a token's dot path becomes a CSS custom property: `kebab` (Style Dictionary's names, the default: --font-line-height-tight) or `keep` (the path's words as written: --font-lineHeight-tight)."),
            FieldDefinition("cssPrefix", .text, "Put before every custom property's name: `acme` gives --acme-color-grey-50."),
            FieldDefinition("references", .boolean, "true writes a token whose value is an alias as var(--its-target), as Style Dictionary's outputReferences does."),
            FieldDefinition("colorScheme", .object(colorSchemeSchema),
                            "The token contexts a reader's prefers-color-scheme selects, by scheme: `{ dark: { theme: dark } }`."),
        ])

    /// `colorScheme:`: `light` and `dark`, each mapping a resolver's modifiers to one of their contexts.
    package static let colorSchemeSchema = InputSchema(
        name: "ColorScheme",
        description: "The token contexts each colour scheme selects: modifier to context.",
        fields: ["light", "dark"].map { scheme in
            FieldDefinition(scheme, .map(.text), "The contexts a \(scheme) device selects: a modifier of the resolver to one of its contexts (`{ theme: \(scheme) }`).")
        })
}
