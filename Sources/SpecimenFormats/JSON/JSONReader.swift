/// A strict JSON reader (RFC 8259) that keeps the line and byte column of every value and key.
/// Nesting is limited (`maximumDepth`) so hostile input cannot exhaust the stack; `//` and
/// `/* */` comments are accepted only when asked (JSONC).
package struct JSONReader: Sendable {
    /// The deepest nesting of arrays and objects accepted.
    package static let maximumDepth = 256

    /// A syntax error and where it is.
    package struct Failure: Error, Sendable, Hashable {
        package var message: String
        package var line: Int
        package var column: Int
        /// True when the JSON went past `maximumDepth` rather than being malformed (SP006, not SP301).
        package var isLimit = false
    }

    package var allowsComments: Bool

    package init(allowsComments: Bool = false) {
        self.allowsComments = allowsComments
    }

    package func read(_ text: String) -> Result<JSONNode, Failure> {
        var cursor = Cursor(bytes: Array(text.utf8), allowsComments: allowsComments)
        do {
            try cursor.skipSpace()
            let node = try cursor.value(depth: 0)
            try cursor.skipSpace()
            guard cursor.atEnd else { throw cursor.failure("unexpected text after the end of the JSON value") }
            return .success(node)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "\(error)", line: 1, column: 1))
        }
    }

    private struct Cursor {
        let bytes: [UInt8]
        let allowsComments: Bool
        var index = 0
        var line = 1
        var lineStart = 0

        var atEnd: Bool { index >= bytes.count }
        var column: Int { index - lineStart + 1 }

        func failure(_ message: String) -> Failure {
            Failure(message: message, line: line, column: column)
        }

        mutating func advance() {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }

        mutating func skipSpace() throws {
            while !atEnd {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    advance()
                } else if allowsComments, byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while !atEnd, bytes[index] != UInt8(ascii: "\n") { advance() }
                } else if allowsComments, byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    let start = failure("a comment is never closed")
                    advance(); advance()
                    while !atEnd, !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")) { advance() }
                    guard !atEnd else { throw start }
                    advance(); advance()
                } else {
                    return
                }
            }
        }

        func tooDeep() -> Failure {
            var deep = failure("objects and arrays are nested more than \(JSONReader.maximumDepth) deep, Specimen's limit")
            deep.isLimit = true
            return deep
        }

        mutating func value(depth: Int) throws -> JSONNode {
            guard !atEnd else { throw failure("the JSON ends where a value was expected") }
            let (startLine, startColumn) = (line, column)
            let node = { (value: JSONNode.Value) in JSONNode(value: value, line: startLine, column: startColumn) }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                guard depth < JSONReader.maximumDepth else { throw tooDeep() }
                return node(.object(try object(depth: depth + 1)))
            case UInt8(ascii: "["):
                guard depth < JSONReader.maximumDepth else { throw tooDeep() }
                return node(.array(try array(depth: depth + 1)))
            case UInt8(ascii: "\""):
                return node(.string(try string()))
            case UInt8(ascii: "t"):
                try literal("true"); return node(.bool(true))
            case UInt8(ascii: "f"):
                try literal("false"); return node(.bool(false))
            case UInt8(ascii: "n"):
                try literal("null"); return node(.null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return node(.number(try number()))
            default:
                throw failure("unexpected character where a value was expected")
            }
        }

        mutating func object(depth: Int) throws -> [JSONNode.Member] {
            advance()  // {
            var members: [JSONNode.Member] = []
            try skipSpace()
            if !atEnd, bytes[index] == UInt8(ascii: "}") { advance(); return members }
            while true {
                try skipSpace()
                guard !atEnd, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a key in double quotes") }
                let (keyLine, keyColumn) = (line, column)
                let key = try string()
                try skipSpace()
                guard !atEnd, bytes[index] == UInt8(ascii: ":") else { throw failure("expected `:` after the key") }
                advance()
                try skipSpace()
                members.append(JSONNode.Member(key: key, keyLine: keyLine, keyColumn: keyColumn, value: try value(depth: depth)))
                try skipSpace()
                guard !atEnd else { throw failure("the JSON ends inside an object") }
                if bytes[index] == UInt8(ascii: ",") { advance(); continue }
                if bytes[index] == UInt8(ascii: "}") { advance(); return members }
                throw failure("expected `,` or `}` in an object")
            }
        }

        mutating func array(depth: Int) throws -> [JSONNode] {
            advance()  // [
            var items: [JSONNode] = []
            try skipSpace()
            if !atEnd, bytes[index] == UInt8(ascii: "]") { advance(); return items }
            while true {
                try skipSpace()
                items.append(try value(depth: depth))
                try skipSpace()
                guard !atEnd else { throw failure("the JSON ends inside an array") }
                if bytes[index] == UInt8(ascii: ",") { advance(); continue }
                if bytes[index] == UInt8(ascii: "]") { advance(); return items }
                throw failure("expected `,` or `]` in an array")
            }
        }

        mutating func literal(_ word: String) throws {
            for expected in word.utf8 {
                guard !atEnd, bytes[index] == expected else { throw failure("expected `\(word)`") }
                advance()
            }
        }

        mutating func number() throws -> Double {
            let start = index
            let startFailure = failure("not a valid number")
            if bytes[index] == UInt8(ascii: "-") { advance() }
            func digits() -> Int {
                var count = 0
                while !atEnd, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { advance(); count += 1 }
                return count
            }
            guard !atEnd else { throw startFailure }
            if bytes[index] == UInt8(ascii: "0") { advance() } else if digits() == 0 { throw startFailure }
            if !atEnd, bytes[index] == UInt8(ascii: ".") {
                advance()
                guard digits() > 0 else { throw startFailure }
            }
            if !atEnd, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                advance()
                if !atEnd, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { advance() }
                guard digits() > 0 else { throw startFailure }
            }
            guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)), number.isFinite else { throw startFailure }
            return number
        }

        mutating func string() throws -> String {
            let start = failure("a string is never closed")
            advance()  // "
            var scalars = String.UnicodeScalarView()
            var run = index  // start of the bytes not yet copied into `scalars`
            while true {
                guard !atEnd else { throw start }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let text = String(decoding: bytes[run..<index], as: UTF8.self)
                    advance()
                    // Without an escape (every escape adds a scalar) the text is the string: the
                    // scalar-by-scalar copy was most of reading a large build cache.
                    if scalars.isEmpty { return text }
                    scalars.append(contentsOf: text.unicodeScalars)
                    return String(scalars)
                }
                if byte < 0x20 { throw failure(byte == 0x0A ? "a string is never closed on its line" : "a control character inside a string must be escaped") }
                if byte == UInt8(ascii: "\\") {
                    scalars.append(contentsOf: String(decoding: bytes[run..<index], as: UTF8.self).unicodeScalars)
                    advance()
                    guard !atEnd else { throw start }
                    let escape = bytes[index]
                    advance()
                    switch escape {
                    case UInt8(ascii: "\""): scalars.append("\"")
                    case UInt8(ascii: "\\"): scalars.append("\\")
                    case UInt8(ascii: "/"): scalars.append("/")
                    case UInt8(ascii: "b"): scalars.append("\u{08}")
                    case UInt8(ascii: "f"): scalars.append("\u{0C}")
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "u"):
                        var code = try hex4()
                        if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                            advance(); advance()
                            let low = try hex4()
                            if (0xDC00...0xDFFF).contains(low) { code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) }
                        }
                        scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                    default:
                        throw failure("`\\\(Character(Unicode.Scalar(escape)))` is not a JSON escape")
                    }
                    run = index
                    continue
                }
                advance()
            }
        }

        mutating func hex4() throws -> UInt32 {
            var code: UInt32 = 0
            for _ in 0..<4 {
                guard !atEnd, let digit = UInt32(String(Unicode.Scalar(bytes[index])), radix: 16) else { throw failure("`\\u` needs four hex digits") }
                code = code * 16 + digit
                advance()
            }
            return code
        }
    }
}
