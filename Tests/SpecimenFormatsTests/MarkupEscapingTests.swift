import Testing
import SpecimenTestSupport
@testable import SpecimenFormats

@Suite struct MarkupEscapingTests {
    /// Skipping eight bytes at a time escapes exactly what a byte-by-byte loop escapes, wherever
    /// the characters fall in a word and whatever the length.
    @Test func wordSkippingEscapesAsTheByteLoop() {
        func reference(_ bytes: [UInt8]) -> [UInt8] {
            var output: [UInt8] = []
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "&"): output += "&amp;".utf8
                case UInt8(ascii: "<"): output += "&lt;".utf8
                case UInt8(ascii: ">"): output += "&gt;".utf8
                case UInt8(ascii: "\""): output += "&quot;".utf8
                case UInt8(ascii: "'"): output += "&#39;".utf8
                default: output.append(byte)
                }
            }
            return output
        }
        var generator = SeededGenerator(seed: 21)
        // Specials, their neighbours in ASCII (the zero-byte test must not confuse them), bytes with
        // the high bit set, and plain letters.
        let alphabet: [UInt8] = Array("&<>\"'%;=?!#$()a Z".utf8) + [0x00, 0x01, 0x7F, 0x80, 0xA6, 0xBC, 0xC3, 0xE2, 0xFF]
        for _ in 0..<20_000 {
            let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
            // A small writer, so that growing it while escaping is tested too.
            var output = ByteWriter(capacity: 0)
            output.append([7])
            bytes.withUnsafeBufferPointer { MarkupEscaping.append(buffer: $0, to: &output) }
            #expect(output.finish() == [7] + reference(bytes), "\(bytes)")
        }
    }
}

/// Every way in gives the same bytes: a string returned, appended to a writer, as bytes; and
/// without apostrophes, only `'` is left as it is.
@Suite struct MarkupEscapingEntriesTests {
    @Test func everyEntryEscapesTheSame() {
        var generator = SeededGenerator(seed: 11)
        let pieces = ["a", "&", "<", ">", "\"", "'", "é", "e\u{301}", "&amp;", " ", "日本", "🏳️‍🌈", "\u{1B}", "\"\u{301}"]
        for _ in 0..<3000 {
            let sample = (0..<Int.random(in: 0...10, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            let escaped = MarkupEscaping.escape(sample)
            var writer = ByteWriter(capacity: 0)
            MarkupEscaping.append(sample, to: &writer)
            #expect(String(decoding: writer.finish(), as: UTF8.self) == escaped, "\(sample)")
            MarkupEscaping.append(bytes: Array(sample.utf8), to: &writer)
            #expect(String(decoding: writer.finish(), as: UTF8.self) == escaped, "\(sample)")
            let withoutApostrophe = MarkupEscaping.escape(sample, apostrophe: false)
            #expect(withoutApostrophe.replacingOccurrences(of: "'", with: "&#39;") == escaped, "\(sample)")
            #expect(!withoutApostrophe.contains("&#39;") || sample.contains("&#39;"))
        }
        #expect(MarkupEscaping.escape("a\"\u{301}b&\u{301}", apostrophe: false) == "a&quot;\u{301}b&amp;\u{301}")
    }
}
