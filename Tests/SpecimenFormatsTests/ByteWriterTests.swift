import Testing
import SpecimenTestSupport
@testable import SpecimenFormats

@Suite struct ByteWriterTests {
    /// Appends and inserts, through many doublings of a small writer, give what the same steps
    /// give on an array, and `finish` hands over exactly the bytes written.
    @Test func behavesAsAnArray() {
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<200 {
            var writer = ByteWriter(capacity: 0)
            var expected: [UInt8] = []
            for _ in 0..<Int.random(in: 0...60, using: &generator) {
                let piece = (0..<Int.random(in: 0...300, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
                if Bool.random(using: &generator), !expected.isEmpty {
                    let at = Int.random(in: 0...expected.count, using: &generator)
                    writer.insert(piece, at: at)
                    expected.insert(contentsOf: piece, at: at)
                } else {
                    writer.append(piece)
                    expected.append(contentsOf: piece)
                }
                #expect(writer.count == expected.count && writer.last == expected.last)
            }
            if expected.count >= 2 { #expect(writer.byte(at: expected.count - 2) == expected[expected.count - 2] && writer.byte(at: expected.count) == nil) }
            let bytes = writer.finish()
            #expect(bytes == expected)
            #expect(writer.count == 0 && writer.finish().isEmpty)
        }
    }
}
