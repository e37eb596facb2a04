/// The keys of an anatomy note in a spec block.
extension AnatomyNote {
    package static let schema = InputSchema(
        name: "AnatomyNote",
        description: "A note on one anatomy part of the component.",
        fields: [
            FieldDefinition("part", .text, required: true, "One of the anatomy parts the registry declares for the component."),
            FieldDefinition("note", .text, "What to know about the part."),
        ])
}
