/// The keys of a component's property in `registry.yml`.
extension PropertySpec {
    package static let schema = InputSchema(
        name: "Property",
        description: "A property of a component that rules may bound.",
        fields: [
            FieldDefinition("type", .choice(ValueType.allCases.map(\.rawValue)), required: true,
                            "The kind of value: integer, number, dimension (with a unit: 8px, 1rem), string or boolean."),
            FieldDefinition("min", .text, "The smallest value allowed (`2`, `8px`); rules may be stricter, never looser."),
            FieldDefinition("max", .text, "The largest value allowed (`3`, `480px`); rules may be stricter, never looser."),
            FieldDefinition("equals", .text, "The one value allowed; the only bound a string or boolean property takes."),
        ])
}
