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
    public var text: String { String(decoding: utf8, as: UTF8.self) }

    /// The JSON text as UTF-8 bytes (written into bytes: appending to a `String` piece by piece
    /// cost ten times as much).
    public var utf8: [UInt8] {
        var output: [UInt8] = []
        write(to: &output, depth: 0)
        return output
    }

    private func write(to output: inout [UInt8], depth: Int) {
        switch self {
        case .string(let value):
            Self.appendQuoted(value, to: &output)
        case .array(let items):
            PrettyJSONMembers.array(items, depth: depth, into: &output) { item, output in item.write(to: &output, depth: depth + 1) }
        case .object(let members):
            var present = members.compactMap { key, value in value.map { (key, $0) } }
            // Callers usually list members sorted already; checking costs less than sorting.
            if !zip(present, present.dropFirst()).allSatisfy({ $0.0 < $1.0 }) { present.sort { $0.0 < $1.0 } }
            var object = PrettyJSONMembers(depth: depth, into: &output)
            for (key, value) in present {
                object.member(key, into: &output)
                value.write(to: &output, depth: depth + 1)
            }
            object.close(into: &output)
        }
    }

    static func indent(_ depth: Int, _ output: inout [UInt8]) {
        for _ in 0..<depth { output.append("  ") }
    }

    /// A string literal escaped as `JSONEncoder` escapes it: `"` and `\`, the short escapes
    /// `\b \t \n \f \r`, other control characters as `\u00xx`; everything else as it is.
    static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Over the bytes in one loop: `contains(where:)` on the UTF-8 view was a fifth of the time.
        var text = text
        let clean = text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
            output.append(contentsOf: bytes)
            return true
        }
        if !clean {
            var escaped = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": escaped += "\\\""
                case "\\": escaped += "\\\\"
                case "\u{8}": escaped += "\\b"
                case "\t": escaped += "\\t"
                case "\n": escaped += "\\n"
                case "\u{C}": escaped += "\\f"
                case "\r": escaped += "\\r"
                default:
                    if scalar.value < 0x20 {
                        let hex = String(scalar.value, radix: 16)
                        escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        escaped.unicodeScalars.append(scalar)
                    }
                }
            }
            output.append(contentsOf: escaped.utf8)
        }
        output.append(UInt8(ascii: "\""))
    }
}
