import Foundation

/// The one JSON writer: `JSONNode` trees and single strings written as JSON text into bytes, in
/// a `JSONStyle`. Files too large to build as a tree first are written member by member with
/// `JSONObjectWriter`, which lays them out the same way. The same input always gives the same
/// bytes. `JSONWriterTests` compares `.encoderPretty` with `JSONEncoder`.
package struct JSONWriter: Sendable {
    package var style: JSONStyle
    /// Writes `<` as `\u003c`, for JSON that ends up inside an HTML `<script>`.
    package var escapesLessThan: Bool

    package init(_ style: JSONStyle, escapesLessThan: Bool = false) {
        self.style = style
        self.escapesLessThan = escapesLessThan
    }

    /// `node` as JSON text, without a final line feed.
    package func text(_ node: JSONNode) -> String {
        String(decoding: bytes(node), as: UTF8.self)
    }

    /// `node` as JSON text in UTF-8 bytes (written into bytes: appending to a `String` piece by
    /// piece cost ten times as much).
    package func bytes(_ node: JSONNode) -> [UInt8] {
        var output: [UInt8] = []
        write(node, depth: 0, into: &output)
        return output
    }

    /// `node` appended to `output`, as a value nested `depth` levels deep.
    package func write(_ node: JSONNode, depth: Int, into output: inout [UInt8]) {
        switch node.value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): output.append(contentsOf: Self.number(number).utf8)
        case .string(let text): appendQuoted(text, to: &output)
        case .array(let items):
            array(items, depth: depth, into: &output) { item, output in write(item, depth: depth + 1, into: &output) }
        case .object(var members):
            // `.sortedKeys`; callers usually list members sorted already, and checking costs less than sorting.
            if style == .encoderPretty, !zip(members, members.dropFirst()).allSatisfy({ $0.key < $1.key }) {
                members.sort { $0.key < $1.key }
            }
            var object = JSONObjectWriter(self, depth: depth, into: &output)
            for member in members {
                object.key(member.key, into: &output)
                write(member.value, depth: depth + 1, into: &output)
            }
            object.close(into: &output)
        }
    }

    /// An array at `depth` whose items `item` writes, laid out in this style.
    package func array<Items: Sequence>(_ items: Items, depth: Int, into output: inout [UInt8],
                                       item: (Items.Element, inout [UInt8]) -> Void) {
        output.append(UInt8(ascii: "["))
        var isEmpty = true
        for element in items {
            separate(first: isEmpty, depth: depth + 1, into: &output)
            isEmpty = false
            item(element, &output)
        }
        close(UInt8(ascii: "]"), isEmpty: isEmpty, depth: depth, into: &output)
    }

    /// What goes before a member or item: a comma after the first, then its line and indentation.
    func separate(first: Bool, depth: Int, into output: inout [UInt8]) {
        if !first { output.append(UInt8(ascii: ",")) }
        guard style.breaksLines else { return }
        output.append(UInt8(ascii: "\n"))
        indent(depth, into: &output)
    }

    /// The closing bracket of an array or object at `depth`.
    func close(_ bracket: UInt8, isEmpty: Bool, depth: Int, into output: inout [UInt8]) {
        if style.breaksLines {
            if isEmpty {
                style.emptyInside.withUTF8Buffer { output.append(contentsOf: $0) }
                if style == .encoderPretty { indent(depth, into: &output) }
            } else {
                output.append(UInt8(ascii: "\n"))
                indent(depth, into: &output)
            }
        }
        output.append(bracket)
    }

    private func indent(_ depth: Int, into output: inout [UInt8]) {
        for _ in 0..<depth { output.append(contentsOf: [0x20, 0x20]) }
    }

    // MARK: - Strings and numbers

    /// A JSON string literal.
    package func quote(_ text: String) -> String {
        var output: [UInt8] = []
        appendQuoted(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// `quote(text)` appended to `output`. Most text needs no escape at all: the bytes are
    /// checked in one loop and copied at once (the search index quotes every title and rule).
    package func appendQuoted(_ text: String, to output: inout [UInt8]) {
        var text = text
        // 0xE2 starts U+2028 and U+2029, which the script styles escape. One loop per case, so
        // that each tests only its own bytes (a loop testing the flags too cost twice as much).
        let separators = style != .encoderPretty, lessThan = escapesLessThan
        let clean = text.withUTF8 { bytes in
            let clean = switch (separators, lessThan) {
            case (false, false): Self.needsNoEscape(bytes, separators: false, lessThan: false)
            case (true, false): Self.needsNoEscape(bytes, separators: true, lessThan: false)
            case (false, true): Self.needsNoEscape(bytes, separators: false, lessThan: true)
            case (true, true): Self.needsNoEscape(bytes, separators: true, lessThan: true)
            }
            guard clean else { return false }
            output.append(UInt8(ascii: "\""))
            output.append(contentsOf: bytes)
            output.append(UInt8(ascii: "\""))
            return true
        }
        if !clean { output.append(contentsOf: escapedQuote(text).utf8) }
    }

    @inline(__always)
    private static func needsNoEscape(_ bytes: UnsafeBufferPointer<UInt8>, separators: Bool, lessThan: Bool) -> Bool {
        for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
            || (separators && byte == 0xE2) || (lessThan && byte == UInt8(ascii: "<")) {
            return false
        }
        return true
    }

    /// `quote(text)` appended to a `String`.
    package func appendQuoted(_ text: String, to output: inout String) {
        var bytes: [UInt8] = []
        appendQuoted(text, to: &bytes)
        output += String(decoding: bytes, as: UTF8.self)
    }

    /// `quote`, scalar by scalar: for text with something to escape. `.encoderPretty` escapes
    /// as `JSONEncoder` does (`\b`, `\f`); the others also escape U+2028 and U+2029, which end
    /// a line in JavaScript before ES2019.
    func escapedQuote(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        let encoder = style == .encoderPretty
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<" where escapesLessThan: result += "\\u003c"
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{8}" where encoder: result += "\\b"
            case "\u{C}" where encoder: result += "\\f"
            case "\u{2028}" where !encoder, "\u{2029}" where !encoder: result += Self.unicodeEscape(scalar)
            default: scalar.value < 0x20 ? (result += Self.unicodeEscape(scalar)) : result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    /// A number as Specimen writes it everywhere: a whole number without a fraction, anything
    /// else with at most four decimals (every number it writes is a count or a design value,
    /// where a ten-thousandth is noise, and the text must not depend on float printing).
    package static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
