/// JSON written byte for byte as Foundation's `JSONEncoder` writes it with `.prettyPrinted`,
/// `.sortedKeys` and `.withoutEscapingSlashes` (`"key" : value`, two-space indentation, an
/// empty array as `[` blank line `]`), for `rules.json`: encoding 40,000 rules through
/// `Encodable` took half a second of a large build; appending text takes a tenth of that.
/// `PrettyJSONTests` compares it with `JSONEncoder` on generated values.
public enum PrettyJSON: Sendable {
    case string(String)
    case array([PrettyJSON])
    /// Members in any order: they are written sorted by key, as `.sortedKeys` does; nil values
    /// are left out, as synthesized `Encodable` conformances leave out nil optionals.
    case object([(String, PrettyJSON?)])

    /// An array of strings.
    public static func strings(_ items: [String]) -> PrettyJSON { .array(items.map(PrettyJSON.string)) }

    /// The JSON text, without a final line feed (as `JSONEncoder` writes it).
    public var text: String {
        var output = ""
        write(to: &output, depth: 0)
        return output
    }

    private func write(to output: inout String, depth: Int) {
        switch self {
        case .string(let value):
            Self.appendQuoted(value, to: &output)
        case .array(let items):
            output += "[\n"
            for (index, item) in items.enumerated() {
                if index > 0 { output += ",\n" }
                Self.indent(depth + 1, &output)
                item.write(to: &output, depth: depth + 1)
            }
            output += "\n"
            Self.indent(depth, &output)
            output += "]"
        case .object(let members):
            let present = members.compactMap { key, value in value.map { (key, $0) } }
            guard !present.isEmpty else { output += "{\n\n"; Self.indent(depth, &output); output += "}"; return }
            output += "{\n"
            for (index, (key, value)) in present.sorted(by: { $0.0 < $1.0 }).enumerated() {
                if index > 0 { output += ",\n" }
                Self.indent(depth + 1, &output)
                Self.appendQuoted(key, to: &output)
                output += " : "
                value.write(to: &output, depth: depth + 1)
            }
            output += "\n"
            Self.indent(depth, &output)
            output += "}"
        }
    }

    private static func indent(_ depth: Int, _ output: inout String) {
        for _ in 0..<depth { output += "  " }
    }

    /// A string literal escaped as `JSONEncoder` escapes it: `"` and `\`, the short escapes
    /// `\b \t \n \f \r`, other control characters as `\u00xx`; everything else as it is.
    static func appendQuoted(_ text: String, to output: inout String) {
        output += "\""
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += text
        } else {
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": output += "\\\""
                case "\\": output += "\\\\"
                case "\u{8}": output += "\\b"
                case "\t": output += "\\t"
                case "\n": output += "\\n"
                case "\u{C}": output += "\\f"
                case "\r": output += "\\r"
                default:
                    if scalar.value < 0x20 {
                        let hex = String(scalar.value, radix: 16)
                        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        output.unicodeScalars.append(scalar)
                    }
                }
            }
        }
        output += "\""
    }
}
