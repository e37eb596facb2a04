/// The keys of a rule in a spec block.
extension Rule {
    package static let schema = InputSchema(
        name: "Rule",
        description: "A guideline rule, checked against the registry's bounds.",
        fields: [
            FieldDefinition("id", .text, required: true, "The rule's id, unique within its component (`max-tabs`); its anchor is #rule-<component>-<id>."),
            FieldDefinition("level", .choice(RuleLevel.allCases.map(\.rawValue)), required: true,
                            "How binding the rule is, in RFC 2119 words: must, must-not, should, should-not or may."),
            FieldDefinition("text", .text, required: true, "The rule as people read it (`Show at most three fixed tabs.`)."),
            FieldDefinition("property", .text, "A property the registry declares for the component, which the bounds constrain."),
            FieldDefinition("min", .text, "The smallest value allowed (`8px`), whatever the level; at least the registry's `min`."),
            FieldDefinition("max", .text, "The largest value allowed (`3`), whatever the level; at most the registry's `max`."),
            FieldDefinition("equals", .text, "The one value allowed, within the registry's bounds."),
            FieldDefinition("platforms", .list(.text), "The platforms the rule applies to; defaults to the component's platforms."),
            FieldDefinition("since", .text, "The design-system version that introduced the rule (quote it: \"2.1\")."),
        ])
}
