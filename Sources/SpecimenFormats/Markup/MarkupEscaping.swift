/// Escapes text for HTML element content and quoted attribute values: `&`, `<`, `>`, `"`, `'`.
/// Works on bytes, so an escaped character is escaped even when a combining mark follows it
/// (swift-mustache compared whole characters, and `"` + U+0301 slipped through unescaped).
public enum HTMLEscaping {
    /// Appends `text`, escaped, to `output`.
    public static func append(_ text: String, to output: inout String) {
        // Most values have nothing to escape: one pass over the bytes, then one append.
        let clean = text.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }
        } ?? false
        if clean {
            output += text
            return
        }
        let utf8 = text.utf8
        var spanStart = utf8.startIndex
        var index = spanStart
        while index != utf8.endIndex {
            let replacement: String?
            switch utf8[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            default: replacement = nil
            }
            if let replacement {
                output += text[spanStart..<index]
                output += replacement
                spanStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if spanStart == utf8.startIndex {
            output += text
        } else {
            output += text[spanStart..<utf8.endIndex]
        }
    }

    /// Appends `text`, escaped, to `output` as UTF-8 bytes (the template renderer's output).
    static func append(_ text: String, to output: inout ByteWriter) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { append(buffer: $0, to: &output) }
        if done == nil {
            var escaped = ""
            append(text, to: &escaped)
            output.append(utf8: escaped)
        }
    }

    /// Appends UTF-8 `bytes`, escaped, to `output`.
    static func append(bytes: [UInt8], to output: inout ByteWriter) {
        bytes.withUnsafeBufferPointer { append(buffer: $0, to: &output) }
    }

    /// Runs of bytes with nothing to escape are skipped eight at a time (most text has nothing
    /// to escape, and this loop ran over every value of every page).
    static func append(buffer bytes: UnsafeBufferPointer<UInt8>, to output: inout ByteWriter) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        var spanStart = 0, index = 0
        while index < count {
            while index + 8 <= count, !mayNeedEscaping(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) { index += 8 }
            guard index < count else { break }
            let replacement: StaticString
            switch bytes[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            default:
                index += 1
                continue
            }
            output.append(UnsafeBufferPointer(rebasing: bytes[spanStart..<index]))
            output.append(replacement)
            index += 1
            spanStart = index
        }
        output.append(UnsafeBufferPointer(rebasing: bytes[spanStart...]))
    }

    /// True when one of the eight bytes of `word` may be `&`, `<`, `>`, `"` or `'` (never false
    /// when one is): each byte compared with each character at once, by the zero-byte test.
    @inline(__always)
    private static func mayNeedEscaping(_ word: UInt64) -> Bool {
        @inline(__always) func hasZeroByte(_ value: UInt64) -> Bool {
            (value &- 0x0101_0101_0101_0101) & ~value & 0x8080_8080_8080_8080 != 0
        }
        return hasZeroByte(word ^ 0x2626_2626_2626_2626) || hasZeroByte(word ^ 0x3C3C_3C3C_3C3C_3C3C)
            || hasZeroByte(word ^ 0x3E3E_3E3E_3E3E_3E3E) || hasZeroByte(word ^ 0x2222_2222_2222_2222)
            || hasZeroByte(word ^ 0x2727_2727_2727_2727)
    }

    /// Appends `text` as it is to `output` as UTF-8 bytes.
    static func appendUnescaped(_ text: String, to output: inout ByteWriter) {
        if text.utf8.withContiguousStorageIfAvailable({ output.append($0) }) == nil {
            output.append(utf8: text)
        }
    }
}
