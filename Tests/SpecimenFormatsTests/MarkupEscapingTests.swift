import Testing
import SpecimenMarkdown
@testable import SpecimenTemplates
import SpecimenTestSupport

@Suite struct HTMLEscapingTests {
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
            bytes.withUnsafeBufferPointer { HTMLEscaping.append(buffer: $0, to: &output) }
            #expect(output.finish() == [7] + reference(bytes), "\(bytes)")
        }
    }
}

/// The template engine's escaper (which writes straight into its output buffer) and the one the
/// Markdown wrapper, the sanitizer and the sitemap share agree byte for byte.
@Suite struct EscapersAgreeTests {
    @Test func templateEscapingIsMarkupEscapingWithApostrophes() {
        var generator = SeededGenerator(seed: 11)
        let pieces = ["a", "&", "<", ">", "\"", "'", "é", "e\u{301}", "&amp;", " ", "日本", "🏳️‍🌈", "\u{1B}"]
        for _ in 0..<3000 {
            let sample = (0..<Int.random(in: 0...10, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            var escaped = ""
            HTMLEscaping.append(sample, to: &escaped)
            #expect(escaped == MarkupEscaping.escape(sample, apostrophe: true), "\(sample)")
        }
    }
}
