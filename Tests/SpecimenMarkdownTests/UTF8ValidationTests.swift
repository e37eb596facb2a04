import Testing
import SpecimenTestSupport
@testable import SpecimenMarkdown

/// `UTF8Validation` decides whether cmark's HTML is copied as it is or repaired: it must agree
/// with Swift's own validation on every input.
@Suite struct UTF8ValidationTests {
    private func swiftSays(_ bytes: [UInt8]) -> Bool {
        String(validating: bytes, as: UTF8.self) != nil
    }

    private func validationSays(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { UTF8Validation.isValid($0) }
    }

    @Test func agreesWithSwiftOnEverySequenceOfUpToThreeInterestingBytes() {
        // Every boundary of table 3-7, in every position of a short sequence, after ASCII runs
        // of different lengths so that the word-at-a-time path meets them at every offset.
        let interesting: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC,
                                    0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]
        for padding in [0, 1, 7, 8, 9] {
            let prefix = [UInt8](repeating: UInt8(ascii: "a"), count: padding)
            for a in interesting {
                for b in interesting {
                    for c in interesting {
                        let bytes = prefix + [a, b, c]
                        #expect(validationSays(bytes) == swiftSays(bytes), "\(bytes)")
                    }
                }
            }
        }
    }

    @Test func agreesWithSwiftOnTextAndItsTruncations() {
        let text = Array("Khi nào nên dùng — 👋🏽 <p>ASCII long enough to take the fast path</p> é".utf8)
        for end in 0...text.count {
            let bytes = Array(text[..<end])
            #expect(validationSays(bytes) == swiftSays(bytes), "\(end)")
        }
        #expect(validationSays([]))
    }

    @Test func agreesWithSwiftOnRandomBytes() {
        var generator = SeededGenerator(seed: 8)
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...24, using: &generator)
            // Mostly high bytes, so that well-formed sequences happen now and then.
            let bytes = (0..<count).map { _ in UInt8.random(in: 0x70...0xFF, using: &generator) }
            #expect(validationSays(bytes) == swiftSays(bytes), "\(bytes)")
        }
    }
}
