/// The keys of one YAML mapping Specimen reads (site.yml, a component, a rule, a figure): the one
/// definition both the parser (`keys`, for SP003) and `specimen schema` (a JSON Schema) read, so
/// the two cannot drift apart.
package struct InputSchema: Sendable, Hashable {
    /// A name for the mapping, unique among the schemas (`Rule`): its `$defs` entry.
    package var name: String
    /// What the mapping is, for editors and the schema's description.
    package var description: String
    /// The keys in the order the manual lists them.
    package var fields: [FieldDefinition]
    /// Groups of keys of which at least one must be written (a figure shows an image, a video,
    /// code or text).
    package var requiresAnyOf: [String]

    package init(name: String, description: String, fields: [FieldDefinition], requiresAnyOf: [String] = []) {
        self.name = name
        self.description = description
        self.fields = fields
        self.requiresAnyOf = requiresAnyOf
    }

    /// Every key the mapping may have; the parser reports any other as SP003.
    package var keys: [String] { fields.map(\.name) }

    /// The keys that must be written.
    package var requiredKeys: [String] { fields.filter(\.isRequired).map(\.name) }

    /// The definition of `key`.
    package func field(_ key: String) -> FieldDefinition? {
        fields.first { $0.name == key }
    }

    /// This mapping and every mapping nested in it, each once, in the order first met.
    package var withNested: [InputSchema] {
        var found: [InputSchema] = []
        var names: Set<String> = []
        func visit(_ schema: InputSchema) {
            guard names.insert(schema.name).inserted else { return }
            found.append(schema)
            for field in schema.fields { field.kind.schemas.forEach(visit) }
        }
        visit(self)
        return found
    }
}

extension FieldKind {
    /// The mappings with keys of their own directly inside a value of this kind.
    package var schemas: [InputSchema] {
        switch self {
        case .object(let schema): [schema]
        case .list(let item), .map(let item): item.schemas
        case .either(let kinds): kinds.flatMap(\.schemas)
        case .text, .textMatching, .integer, .boolean, .choice, .suggested, .refused: []
        }
    }
}
