/// The keys of a state in a spec block.
extension VisualState {
    package static let schema = InputSchema(
        name: "State",
        description: "A visual state of the component.",
        fields: [
            FieldDefinition("name", .text, required: true, "The state's name (`inactive`)."),
            FieldDefinition("opacity", .text, "The opacity token the state is drawn at (`opacity.inactive`)."),
        ])
}
