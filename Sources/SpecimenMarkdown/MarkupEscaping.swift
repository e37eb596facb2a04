/// Escapes text for HTML and XML: element content and double-quoted attribute values. The one
/// escaper of the Markdown wrapper, the raw-HTML sanitizer and the sitemap (the template engine
/// has its own, byte-for-byte the same with `apostrophe: true`, writing straight into its
/// output buffer on the hottest path of a build).
public enum MarkupEscaping {
    /// `text` with `&`, `<`, `>` and `"` escaped, and `'` too when `apostrophe` is true. cmark's own
    /// HTML leaves `'` as it is inside double quotes; attributes the wrapper adds follow it, so
    /// Specimen's HTML reads as cmark's. Byte by byte: `&<>"'` are ASCII, and no UTF-8 sequence
    /// holds their bytes, so a combining mark after one cannot hide it.
    public static func escape(_ text: String, apostrophe: Bool) -> String {
        guard text.utf8.contains(where: { needsEscaping($0, apostrophe: apostrophe) }) else { return text }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): escaped += "&amp;".utf8
            case UInt8(ascii: "<"): escaped += "&lt;".utf8
            case UInt8(ascii: ">"): escaped += "&gt;".utf8
            case UInt8(ascii: "\""): escaped += "&quot;".utf8
            case UInt8(ascii: "'") where apostrophe: escaped += "&#39;".utf8
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    private static func needsEscaping(_ byte: UInt8, apostrophe: Bool) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
            || (apostrophe && byte == UInt8(ascii: "'"))
    }
}
