import SpecimenFormats

/// Writes a `SchemaFile` as a JSON Schema (draft 2020-12) for editors: every key with its
/// description and the type its parser reads, required keys as `required`, and
/// `additionalProperties: false` on every mapping whose parser reports unknown keys (all of
/// them). It uses only keywords that mean the same in draft 7, which yaml-language-server (the
/// VS Code YAML extension) implements: `$ref` into `$defs`, `type`, `properties`, `required`,
/// `additionalProperties`, `items`, `enum`, `anyOf`, `not`, `pattern`, `minimum`, `examples`.
package struct JSONSchemaGenerator: Sendable {
    /// The dialect every file declares.
    package static let dialect = "https://json-schema.org/draft/2020-12/schema"

    package init() {}

    /// The file's bytes: members in a fixed order, two-space indentation, a final line feed, so
    /// the same definitions always give the same bytes.
    package func bytes(_ file: SchemaFile) -> [UInt8] {
        JSONWriter(.indented).bytes(node(file)) + [UInt8(ascii: "\n")]
    }

    /// The file as a JSON tree: the top-level mapping inline, each nested mapping once in `$defs`.
    package func node(_ file: SchemaFile) -> JSONNode {
        var definitions = Definitions()
        let root = object(file.schema, definitions: &definitions)
        var members: [(String, JSONNode?)] = [
            ("$schema", .string(Self.dialect)), ("$id", .string(file.fileName)), ("title", .string(file.title)),
        ]
        members += root
        if !definitions.nodes.isEmpty {
            members.append(("$defs", JSONNode(.object(definitions.nodes.map { JSONNode.Member(key: $0.name, value: $0.node) }))))
        }
        return JSONNode(members: members)
    }

    /// The nested mappings met so far, each written once, in the order first met.
    private struct Definitions {
        var names: Set<String> = []
        var nodes: [(name: String, node: JSONNode)] = []
    }

    /// The keywords of a mapping with keys of its own.
    private func object(_ schema: InputSchema, definitions: inout Definitions) -> [(String, JSONNode?)] {
        let properties = schema.fields.map { field in
            JSONNode.Member(key: field.name, value: JSONNode(members: [("description", .string(field.description))] + keywords(field.kind, definitions: &definitions)))
        }
        let required = schema.requiredKeys
        let anyOf = schema.requiresAnyOf.map { JSONNode(members: [("required", JSONNode(strings: [$0]))]) }
        return [
            ("description", .string(schema.description)),
            ("type", .string("object")),
            ("properties", JSONNode(.object(properties))),
            ("required", required.isEmpty ? nil : JSONNode(strings: required)),
            ("anyOf", anyOf.isEmpty ? nil : JSONNode(.array(anyOf))),
            ("additionalProperties", .bool(false)),
        ]
    }

    /// The keywords that say what a value of `kind` is.
    private func keywords(_ kind: FieldKind, definitions: inout Definitions) -> [(String, JSONNode?)] {
        switch kind {
        case .text:
            // A plain `2.3` or `true` is read as the text written, so numbers and flags are text too.
            return [("type", JSONNode(strings: ["string", "number", "boolean"]))]
        case .textMatching(let pattern, let example):
            return [("type", .string("string")), ("pattern", .string(pattern)), ("examples", JSONNode(strings: [example]))]
        case .integer(let minimum):
            return [("type", .string("integer")), ("minimum", minimum.map { .number(Double($0)) })]
        case .boolean:
            return [("type", .string("boolean"))]
        case .choice(let words):
            return [("type", .string("string")), ("enum", JSONNode(strings: words))]
        case .suggested(let words):
            return [("type", JSONNode(strings: ["string", "number", "boolean"])), ("examples", JSONNode(strings: words))]
        case .list(let item):
            return [("type", .string("array")), ("items", JSONNode(members: keywords(item, definitions: &definitions)))]
        case .map(let value):
            return [("type", .string("object")), ("additionalProperties", JSONNode(members: keywords(value, definitions: &definitions)))]
        case .object(let schema):
            if definitions.names.insert(schema.name).inserted {
                let index = definitions.nodes.count
                definitions.nodes.append((schema.name, JSONNode(.null)))  // its place, before the mappings it names
                definitions.nodes[index].node = JSONNode(members: object(schema, definitions: &definitions))
            }
            return [("$ref", .string("#/$defs/\(schema.name)"))]
        case .either(let kinds):
            return [("anyOf", JSONNode(.array(kinds.map { JSONNode(members: keywords($0, definitions: &definitions)) })))]
        case .refused:
            return [("not", JSONNode(members: []))]
        }
    }
}

private extension JSONNode {
    static func string(_ text: String) -> JSONNode { JSONNode(.string(text)) }
    static func bool(_ flag: Bool) -> JSONNode { JSONNode(.bool(flag)) }
    static func number(_ value: Double) -> JSONNode { JSONNode(.number(value)) }
}
