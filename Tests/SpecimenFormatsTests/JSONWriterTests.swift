import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// `PrettyJSON` must write what `JSONEncoder` writes (`rules.json` was made by it, and tools may
/// compare files): generated values with every ASCII character, Unicode, empty and nested
/// arrays and objects, nil members, keys out of order.
struct PrettyJSONTests {
    /// `PrettyJSON` as an `Encodable` value, so `JSONEncoder` can write the same tree.
    struct Encoded: Encodable {
        let value: PrettyJSON

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            switch value {
            case .string(let text):
                var container = encoder.singleValueContainer()
                try container.encode(text)
            case .array(let items):
                var container = encoder.unkeyedContainer()
                for item in items { try container.encode(Encoded(value: item)) }
            case .object(let members):
                var container = encoder.container(keyedBy: Key.self)
                for (key, member) in members { try container.encodeIfPresent(member.map(Encoded.init), forKey: Key(stringValue: key)) }
            }
        }
    }

    static func encoded(_ value: PrettyJSON) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(Encoded(value: value)), as: UTF8.self)
    }

    @Test func everyCharacterIsWrittenAsJSONEncoderWritesIt() throws {
        var all = ""
        for value in 0..<0x80 { all.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        all += "\u{2028}\u{2029}é€😀 ≤ 16 px"
        let value = PrettyJSON.object([("text", .string(all)), ("empty", .array([])), ("none", nil), ("list", .strings(["a", "/b"]))])
        #expect(value.text == (try Self.encoded(value)))
    }

    @Test func generatedValuesMatchJSONEncoder() throws {
        var generator = SeededGenerator(seed: 11)
        let pieces = ["a", "b", "\"", "\\", "\n", "\t", "\u{1}", "\u{7F}", "/", "é", "😀", " ", "≥", "<", "&", "\r\n"]
        func text() -> String {
            (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
        }
        func value(_ depth: Int) -> PrettyJSON {
            switch depth > 2 ? 0 : Int.random(in: 0...2, using: &generator) {
            case 0: return .string(text())
            case 1: return .array((0..<Int.random(in: 0...3, using: &generator)).map { _ in value(depth + 1) })
            default:
                let keys = ["id", "component", "componentName", "url", "bound", "max", "min", "platforms", "Z", "é"].shuffled(using: &generator)
                return .object(keys.prefix(Int.random(in: 0...5, using: &generator)).map { key in
                    (key, Bool.random(using: &generator) ? nil : value(depth + 1))
                })
            }
        }
        for _ in 0..<500 {
            let generated = value(0)
            #expect(generated.text == (try Self.encoded(generated)))
        }
    }
}
