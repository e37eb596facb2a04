/// The keys of a component in `registry.yml`.
extension Component {
    package static let schema = InputSchema(
        name: "Component",
        description: "A component of the design system.",
        fields: [
            FieldDefinition("name", .text, required: true, "The component's name as people read it (`Fixed tabs`)."),
            FieldDefinition("aliases", .list(.text), "Other names people search for (`segmented tabs`)."),
            FieldDefinition("owner", .text, "The team that owns the component."),
            FieldDefinition("since", .text, "The design-system version that introduced it (quote it: \"1.0\")."),
            FieldDefinition("status", Registry.statusKind,
                            "Where the component is in its lifecycle: one of the registry's `statuses` (by default draft, beta, stable, deprecated), or one per platform (`{ react: alpha, figma: stable }`)."),
            FieldDefinition("deprecated", .object(Deprecation.schema), "Since when the component is deprecated and what to use instead."),
            FieldDefinition("platforms", .list(.text), "The platforms it exists on, ids of the registry's `platforms` (default: all of them)."),
            FieldDefinition("sdk", .boolean, "false when it is designed but not available in the SDK yet (default true)."),
            FieldDefinition("anatomy", .list(.text), "Its named parts (`[container, label, indicator]`), which spec blocks' anatomy notes name."),
            FieldDefinition("properties", .map(.object(PropertySpec.schema)),
                            "Properties that rules may bound, by name, with their type and bounds (`tabs: { type: integer, min: 2, max: 3 }`)."),
        ])
}
