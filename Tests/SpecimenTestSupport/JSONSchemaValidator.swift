import Foundation
import SpecimenFormats

/// A JSON Schema validator for exactly the keywords `JSONSchemaGenerator` writes (`type`,
/// `properties`, `required`, `additionalProperties`, `items`, `enum`, `anyOf`, `oneOf`, `not`,
/// `$ref` into `$defs`, `pattern`, `minimum`, and the annotations), with draft 2020-12's meaning.
/// Swift has no validator to depend on, and the tests need to validate documents Specimen's own
/// parsers split out (front matter, fenced blocks at their positions). Any other keyword is an
/// error, so a generator that starts writing one fails the tests until this learns it.
package struct JSONSchemaValidator: Sendable {
    /// The whole schema, for `$ref`.
    package let root: JSONNode

    package init(schema: JSONNode) {
        root = schema
    }

    /// Every way `instance` breaks the schema, as `path: problem` (`/rules/0/level: …`); empty
    /// when it is valid.
    package func errors(in instance: JSONNode) -> [String] {
        var errors: [String] = []
        validate(instance, against: root, at: "", into: &errors)
        return errors
    }

    /// Keywords that only annotate: they never make an instance invalid.
    private static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description", "examples"]

    private func validate(_ instance: JSONNode, against schema: JSONNode, at path: String, into errors: inout [String]) {
        switch schema.value {
        case .bool(true): return
        case .bool(false): errors.append("\(path): no value is allowed here"); return
        case .object: break
        default: errors.append("\(path): the schema is \(schema.kind), not a schema"); return
        }
        for member in schema.members ?? [] {
            let keyword = member.key, value = member.value
            switch keyword {
            case _ where Self.annotations.contains(keyword):
                continue
            case "$ref":
                guard let reference = value.string, reference.hasPrefix("#/$defs/"),
                      let target = root["$defs"]?[String(reference.dropFirst("#/$defs/".count))] else {
                    errors.append("\(path): cannot resolve $ref \(value.string ?? value.kind)")
                    continue
                }
                validate(instance, against: target, at: path, into: &errors)
            case "type":
                let types = value.string.map { [$0] } ?? value.array?.compactMap(\.string) ?? []
                if !types.contains(where: { Self.has(instance, type: $0) }) {
                    errors.append("\(path): \(instance.kind), not \(types.joined(separator: " or "))")
                }
            case "enum":
                if !(value.array ?? []).contains(where: { Self.same($0, instance) }) {
                    errors.append("\(path): \(Self.shown(instance)) is not one of \((value.array ?? []).map(Self.shown).joined(separator: ", "))")
                }
            case "pattern":
                guard let text = instance.string else { continue }
                guard let pattern = value.string, let expression = try? NSRegularExpression(pattern: pattern) else {
                    errors.append("\(path): pattern \(Self.shown(value)) does not compile")
                    continue
                }
                if expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil {
                    errors.append("\(path): \(Self.shown(instance)) does not match \(pattern)")
                }
            case "minimum":
                if let number = instance.number, let minimum = value.number, number < minimum {
                    errors.append("\(path): \(Self.shown(instance)) is less than \(Self.shown(value))")
                }
            case "properties":
                guard let members = instance.members else { continue }
                for member in members {
                    if let property = value[member.key] { validate(member.value, against: property, at: path + "/" + member.key, into: &errors) }
                }
            case "required":
                guard let members = instance.members else { continue }
                for key in value.array?.compactMap(\.string) ?? [] where !members.contains(where: { $0.key == key }) {
                    errors.append("\(path): `\(key)` is required")
                }
            case "additionalProperties":
                guard let members = instance.members else { continue }
                let declared = Set(schema["properties"]?.members?.map(\.key) ?? [])
                for member in members where !declared.contains(member.key) {
                    if value.value == .bool(false) {
                        errors.append("\(path): `\(member.key)` is not allowed")
                    } else {
                        validate(member.value, against: value, at: path + "/" + member.key, into: &errors)
                    }
                }
            case "items":
                guard let items = instance.array else { continue }
                for (index, item) in items.enumerated() { validate(item, against: value, at: path + "/\(index)", into: &errors) }
            case "anyOf", "oneOf":
                let passing = (value.array ?? []).filter { branch in
                    var found: [String] = []
                    validate(instance, against: branch, at: path, into: &found)
                    return found.isEmpty
                }.count
                if passing == 0 || (keyword == "oneOf" && passing > 1) {
                    errors.append("\(path): \(Self.shown(instance)) matches \(passing) of the \(keyword) schemas")
                }
            case "not":
                var found: [String] = []
                validate(instance, against: value, at: path, into: &found)
                if found.isEmpty { errors.append("\(path): this value is not allowed") }
            default:
                errors.append("\(path): the validator does not know the keyword `\(keyword)`")
            }
        }
    }

    /// JSON Schema's types: an integer is a number with no fraction.
    private static func has(_ instance: JSONNode, type: String) -> Bool {
        switch (type, instance.value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number): true
        case ("integer", .number(let number)): number.isFinite && number == number.rounded()
        default: false
        }
    }

    /// Equal as JSON values (positions aside).
    private static func same(_ left: JSONNode, _ right: JSONNode) -> Bool {
        switch (left.value, right.value) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        case (.object(let a), .object(let b)):
            a.count == b.count && a.allSatisfy { member in b.contains { $0.key == member.key && same($0.value, member.value) } }
        default: false
        }
    }

    private static func shown(_ node: JSONNode) -> String {
        switch node.value {
        case .string(let text): "`\(text)`"
        case .number(let number): JSONWriter.number(number)
        case .bool(let flag): "\(flag)"
        case .null: "null"
        default: node.kind
        }
    }
}
