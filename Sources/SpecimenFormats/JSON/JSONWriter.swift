/// Writes `JSONNode`s back as JSON text, keeping member order, for `tokens.resolved.json`
/// (the same input always gives the same bytes).
public enum JSONWriter {
    public static func write(_ node: JSONNode, indent: String? = nil, level: Int = 0) -> String {
        let newline = indent == nil ? "" : "\n"
        let pad = { (depth: Int) in String(repeating: indent ?? "", count: depth) }
        let separator = indent == nil ? ":" : ": "
        switch node.value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return TokenValue.number(number)
        case .string(let text): return quote(text)
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            return "[" + newline + items.map { pad(level + 1) + write($0, indent: indent, level: level + 1) }.joined(separator: "," + newline) + newline + pad(level) + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{" + newline + members.map { pad(level + 1) + quote($0.key) + separator + write($0.value, indent: indent, level: level + 1) }
                .joined(separator: "," + newline) + newline + pad(level) + "}"
        }
    }

    /// A JSON string literal.
    /// `escapingLessThan` writes `<` as `\u003c`, for JSON inside a script.
    public static func quote(_ text: String, escapingLessThan: Bool = false) -> String {
        var result = ""
        appendQuoted(text, to: &result, escapingLessThan: escapingLessThan)
        return result
    }

    /// `quote(text)` appended to `output`, for writers that build one long text.
    public static func appendQuoted(_ text: String, to output: inout String, escapingLessThan: Bool = false) {
        // Most text needs no escape at all; finding that out byte by byte is much cheaper than
        // appending it scalar by scalar (the search index quotes every title, heading and rule).
        if !text.utf8.contains(where: { byte in
            byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2
                || (escapingLessThan && byte == UInt8(ascii: "<"))
        }) {
            output += "\""
            output += text
            output += "\""
            return
        }
        output += escapedQuote(text, escapingLessThan: escapingLessThan)
    }

    /// `quote(text)` appended to `output` as UTF-8 bytes; the bytes are checked in one loop.
    public static func appendQuoted(_ text: String, to output: inout [UInt8], escapingLessThan: Bool = false) {
        var text = text
        let clean = text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2
                || (escapingLessThan && byte == UInt8(ascii: "<")) {
                return false
            }
            output.append(UInt8(ascii: "\""))
            output.append(contentsOf: bytes)
            output.append(UInt8(ascii: "\""))
            return true
        }
        if !clean { output += escapedQuote(text, escapingLessThan: escapingLessThan).utf8 }
    }

    /// `quote`, scalar by scalar: for text with something to escape.
    static func escapedQuote(_ text: String, escapingLessThan: Bool) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<" where escapingLessThan: result += "\\u003c"
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
