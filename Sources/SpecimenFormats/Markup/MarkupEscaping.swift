/// The one escaper of text for HTML and XML: element content and double-quoted attribute
/// values. `&`, `<`, `>` and `"` are always escaped; `'` too unless `apostrophe` is false (cmark's
/// own HTML leaves `'` as it is inside double quotes, and what the Markdown wrapper adds follows
/// it, so Specimen's HTML reads as cmark's; templates escape it). Works on bytes: `&<>"'` are
/// ASCII and no UTF-8 sequence holds their bytes, so a combining mark after one cannot hide it
/// (swift-mustache compared whole characters, and `"` + U+0301 slipped through unescaped).
package enum MarkupEscaping {
    /// `text`, escaped.
    package static func escape(_ text: String, apostrophe: Bool = true) -> String {
        var text = text
        let escaped: [UInt8]? = text.withUTF8 { bytes in
            guard let first = firstEscape(in: bytes, apostrophe: apostrophe) else { return nil }
            var output = ByteWriter(capacity: bytes.count + 16)
            output.append(UnsafeBufferPointer(rebasing: bytes[..<first]))
            append(buffer: UnsafeBufferPointer(rebasing: bytes[first...]), to: &output, apostrophe: apostrophe)
            return output.finish()
        }
        return escaped.map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    /// Appends `text`, escaped, to `output` (the template renderer's output).
    package static func append(_ text: String, to output: inout ByteWriter, apostrophe: Bool = true) {
        var text = text
        text.withUTF8 { append(buffer: $0, to: &output, apostrophe: apostrophe) }
    }

    /// Appends UTF-8 `bytes`, escaped, to `output`.
    package static func append(bytes: [UInt8], to output: inout ByteWriter, apostrophe: Bool = true) {
        bytes.withUnsafeBufferPointer { append(buffer: $0, to: &output, apostrophe: apostrophe) }
    }

    /// The loop every escape goes through. Runs of bytes with nothing to escape are skipped
    /// eight at a time (most text has nothing to escape, and this loop runs over every value of
    /// every page).
    package static func append(buffer bytes: UnsafeBufferPointer<UInt8>, to output: inout ByteWriter, apostrophe: Bool = true) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        var spanStart = 0, index = 0
        while index < count {
            while index + 8 <= count, !mayNeedEscaping(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) { index += 8 }
            guard index < count else { break }
            guard let replacement = replacement(of: bytes[index], apostrophe: apostrophe) else {
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

    /// The index of the first byte to escape, or nil when there is none.
    private static func firstEscape(in bytes: UnsafeBufferPointer<UInt8>, apostrophe: Bool) -> Int? {
        bytes.firstIndex { replacement(of: $0, apostrophe: apostrophe) != nil }
    }

    @inline(__always)
    private static func replacement(of byte: UInt8, apostrophe: Bool) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'") where apostrophe: "&#39;"
        default: nil
        }
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
}
