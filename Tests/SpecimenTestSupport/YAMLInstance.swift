import SpecimenFormats
import SpecimenKit

/// A YAML value as the JSON an editor validates: YAML 1.2's core schema, as yaml-language-server
/// (the VS Code YAML extension) reads it. A plain `2.3` is a number, `true` a boolean, `~` or
/// nothing null, `2017-09-28` and `yes` strings; a quoted scalar is always a string.
package enum YAMLInstance {
    package static func json(_ node: YAMLNode) -> JSONNode {
        switch node {
        case .scalar(let scalar, _):
            return JSONNode(scalar.isPlain ? plain(scalar.string) : .string(scalar.string))
        case .sequence(let items, _):
            return JSONNode(.array(items.map(json)))
        case .mapping(let pairs, _):
            return JSONNode(.object(pairs.map { JSONNode.Member(key: $0.key.string ?? $0.key.description, value: json($0.value)) }))
        }
    }

    private static func plain(_ text: String) -> JSONNode.Value {
        if ["", "~", "null", "Null", "NULL"].contains(text) { return .null }
        if ["true", "True", "TRUE"].contains(text) { return .bool(true) }
        if ["false", "False", "FALSE"].contains(text) { return .bool(false) }
        if text.wholeMatch(of: /[-+]?[0-9]+/) != nil, let number = Double(text) { return .number(number) }
        if text.wholeMatch(of: /0o[0-7]+/) != nil, let number = Int(text.dropFirst(2), radix: 8) { return .number(Double(number)) }
        if text.wholeMatch(of: /0x[0-9a-fA-F]+/) != nil, let number = Int(text.dropFirst(2), radix: 16) { return .number(Double(number)) }
        if text.wholeMatch(of: /[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?/) != nil, let number = Double(text) { return .number(number) }
        if text.wholeMatch(of: /[-+]?\.(inf|Inf|INF)/) != nil { return .number(text.hasPrefix("-") ? -.infinity : .infinity) }
        if [".nan", ".NaN", ".NAN"].contains(text) { return .number(.nan) }
        return .string(text)
    }
}
