/// The keys of a contrast pair in a spec block.
extension ContrastPair {
    package static let schema = InputSchema(
        name: "ContrastPair",
        description: "A foreground and background colour token that must meet WCAG 2.2 AA for their use.",
        fields: [
            FieldDefinition("foreground", .text, required: true, "The foreground colour token's dot path (`color.grey.60`)."),
            FieldDefinition("background", .text, required: true, "The background colour token's dot path (`color.white`)."),
            FieldDefinition("opacity", .text, "An opacity token the foreground is drawn at; it is composited over the background before the ratio is computed."),
            FieldDefinition("use", .choice(Use.allCases.map(\.rawValue)), required: true,
                            "What the foreground is: text (needs 4.5:1), large-text (3:1) or ui (3:1)."),
            FieldDefinition("accepted", .text, "Why a failing pair is accepted anyway: it is shown as failing, with this reason, and not reported."),
        ])
}
