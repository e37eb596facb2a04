import Testing
import SpecimenTestSupport
@testable import SpecimenFormats

/// The binary values the build cache keeps parsed pages in: what `ByteWriter` appends reads back
/// the same, and bytes cut short or changed throw instead of reading past the end.
@Suite struct ByteReaderTests {
    @Test func valuesReadBackAsWritten() throws {
        let integers = [0, 1, -1, 63, -64, 64, 127, 128, 300, -300, Int(Int32.max), Int(Int32.min), Int.max, Int.min]
        let strings = ["", "a", "Tabs – onglets", "日本語", String(repeating: "x", count: 1000)]
        var writer = ByteWriter(capacity: 0)
        for value in integers { writer.appendInteger(value) }
        for text in strings { writer.appendString(text) }
        writer.appendFlag(true)
        writer.appendFlag(false)
        writer.appendOptional(nil)
        writer.appendOptional("present")
        let bytes = writer.finish()
        try bytes.withUnsafeBytes { raw throws in
            var reader = ByteReader(raw)
            for value in integers { #expect(try reader.integer() == value) }
            for text in strings { #expect(try reader.string() == text) }
            #expect(try reader.flag() == true)
            #expect(try reader.flag() == false)
            #expect(try reader.optionalString() == nil)
            #expect(try reader.optionalString() == "present")
            #expect(reader.isAtEnd)
        }
    }

    @Test func smallNumbersTakeOneByte() {
        var writer = ByteWriter(capacity: 0)
        for value in -64...63 { writer.appendInteger(value) }
        #expect(writer.count == 128)
    }

    /// Every prefix of a valid buffer throws somewhere before the values run out, and no read
    /// goes past the end (a count larger than what is left is refused before anything is read).
    @Test func truncatedOrChangedBytesThrow() {
        var writer = ByteWriter(capacity: 0)
        writer.appendString("a string of some length")
        writer.appendInteger(123_456_789)
        writer.appendFlag(true)
        let bytes = writer.finish()
        for length in 0..<bytes.count {
            Array(bytes[..<length]).withUnsafeBytes { raw in
                var reader = ByteReader(raw)
                #expect(throws: ByteReader.Malformed.self) {
                    _ = try reader.string()
                    _ = try reader.integer()
                    _ = try reader.flag()
                }
            }
        }
        // A flag that is neither 0 nor 1, a count past the end, text that is not UTF-8, an
        // integer longer than 64 bits.
        for damaged: [UInt8] in [[2], [0x7E], [2, 0xFF], Array(repeating: 0xFF, count: 11)] {
            damaged.withUnsafeBytes { raw in
                var reader = ByteReader(raw)
                #expect(throws: ByteReader.Malformed.self) {
                    if damaged == [2] { _ = try reader.flag() } else if damaged.count == 11 { _ = try reader.integer() } else { _ = try reader.string() }
                }
            }
        }
    }

    /// Strings are decoded on the standard library's repairing fast path and refused when the
    /// repair changed them, including where the replacement character is as long as what it
    /// replaced (a 4-byte sequence cut after 3 bytes).
    @Test func textThatIsNotUTF8IsRefusedWhateverItsRepairsLength() throws {
        let invalid: [[UInt8]] = [[0xF0, 0x9F, 0x98], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0x61, 0x80, 0x62], [0xEF, 0xBF], [0xFF, 0xFE, 0xFD]]
        for text in invalid {
            var writer = ByteWriter(capacity: 0)
            writer.appendBytes(UnsafeRawBufferPointer(start: text, count: text.count))
            writer.finish().withUnsafeBytes { raw in
                var reader = ByteReader(raw)
                #expect(throws: ByteReader.Malformed.self, "\(text)") { _ = try reader.string() }
            }
        }
        var writer = ByteWriter(capacity: 0)
        writer.appendString("\u{FFFD} 😀 é")
        try writer.finish().withUnsafeBytes { raw throws in
            var reader = ByteReader(raw)
            #expect(try reader.string() == "\u{FFFD} 😀 é", "a replacement character written as text reads back")
        }
    }
}
