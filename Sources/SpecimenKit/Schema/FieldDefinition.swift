/// One key of one of Specimen's inputs: its name, the kind of value it takes, whether it is
/// required, and a sentence for editors to show. Parsers report every key no definition names
/// (SP003), so a key cannot be read without being described.
package struct FieldDefinition: Sendable, Hashable {
    package var name: String
    package var kind: FieldKind
    /// What the key means, in a sentence or two (an editor's hover).
    package var description: String
    /// True when leaving the key out is a diagnostic (SP002, or SP201/SP203 in spec blocks).
    package var isRequired: Bool

    package init(_ name: String, _ kind: FieldKind, required isRequired: Bool = false, _ description: String) {
        self.name = name
        self.kind = kind
        self.description = description
        self.isRequired = isRequired
    }
}
