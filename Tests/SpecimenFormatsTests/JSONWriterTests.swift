import Foundation
import Testing
import SpecimenTestSupport
@testable import SpecimenFormats

/// `JSONWriter` in `.encoderPretty` must write what `JSONEncoder` writes (`rules.json`, reports
/// and SARIF were made by it, and tools may compare files): generated values with every ASCII
/// character, Unicode, empty and nested arrays and objects, nil members, keys out of order. The
/// other styles are checked against hand-written text and read back by `JSONReader`.
struct JSONWriterTests {
    /// A `JSONNode` as an `Encodable` value, so `JSONEncoder` can write the same tree.
    struct Encoded: Encodable {
        let node: JSONNode

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            switch node.value {
            case .string(let text):
                var container = encoder.singleValueContainer()
                try container.encode(text)
            case .number(let number):
                var container = encoder.singleValueContainer()
                try container.encode(Int(number))
            case .bool(let flag):
                var container = encoder.singleValueContainer()
                try container.encode(flag)
            case .null:
                var container = encoder.singleValueContainer()
                try container.encodeNil()
            case .array(let items):
                var container = encoder.unkeyedContainer()
                for item in items { try container.encode(Encoded(node: item)) }
            case .object(let members):
                var container = encoder.container(keyedBy: Key.self)
                for member in members { try container.encode(Encoded(node: member.value), forKey: Key(stringValue: member.key)) }
            }
        }
    }

    static func encoded(_ node: JSONNode) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(Encoded(node: node)), as: UTF8.self)
    }

    let pretty = JSONWriter(.encoderPretty)

    @Test func everyCharacterIsWrittenAsJSONEncoderWritesIt() throws {
        var all = ""
        for value in 0..<0x80 { all.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        all += "\u{2028}\u{2029}é€😀 ≤ 16 px"
        let value = JSONNode(members: [("text", JSONNode(.string(all))), ("empty", JSONNode(.array([]))), ("none", nil),
                                       ("list", JSONNode(strings: ["a", "/b"])), ("count", JSONNode(.number(42))),
                                       ("flag", JSONNode(.bool(true))), ("nothing", JSONNode(.null)), ("object", JSONNode(members: []))])
        #expect(pretty.text(value) == (try Self.encoded(value)))
    }

    @Test func generatedValuesMatchJSONEncoder() throws {
        var generator = SeededGenerator(seed: 11)
        let pieces = ["a", "b", "\"", "\\", "\n", "\t", "\u{1}", "\u{7F}", "/", "é", "😀", " ", "≥", "<", "&", "\r\n"]
        func text() -> String {
            (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
        }
        func value(_ depth: Int) -> JSONNode {
            switch depth > 2 ? 0 : Int.random(in: 0...2, using: &generator) {
            case 0: return JSONNode(.string(text()))
            case 1: return JSONNode(.array((0..<Int.random(in: 0...3, using: &generator)).map { _ in value(depth + 1) }))
            default:
                let keys = ["id", "component", "componentName", "url", "bound", "max", "min", "platforms", "Z", "é"].shuffled(using: &generator)
                return JSONNode(members: keys.prefix(Int.random(in: 0...5, using: &generator)).map { key in
                    (key, Bool.random(using: &generator) ? nil : value(depth + 1))
                })
            }
        }
        for _ in 0..<500 {
            let generated = value(0)
            #expect(pretty.text(generated) == (try Self.encoded(generated)))
        }
    }

    @Test func theObjectWriterWritesWhatTheTreeWriterWrites() {
        for style in [JSONStyle.compact, .indented, .encoderPretty] {
            let writer = JSONWriter(style)
            var output: [UInt8] = []
            var root = JSONObjectWriter(writer, depth: 0, into: &output)
            root.string("a", "x", into: &output)
            root.string("b", nil, into: &output)
            root.strings("c", ["1", "2"], into: &output)
            root.objects("d", [1, 2], into: &output) { item, object, output in object.raw("n", "\(item)", into: &output) }
            root.object("e", into: &output) { _, _ in }
            root.close(into: &output)
            let tree = JSONNode(members: [("a", JSONNode(.string("x"))), ("c", JSONNode(strings: ["1", "2"])),
                                          ("d", JSONNode(.array([JSONNode(members: [("n", JSONNode(.number(1)))]), JSONNode(members: [("n", JSONNode(.number(2)))])]))),
                                          ("e", JSONNode(members: []))])
            #expect(String(decoding: output, as: UTF8.self) == writer.text(tree), "\(style)")
        }
    }

    @Test func compactAndIndentedLayouts() throws {
        let tree = JSONNode(members: [("b", JSONNode(strings: ["x"])), ("a", JSONNode(.array([]))), ("o", JSONNode(members: []))])
        #expect(JSONWriter(.compact).text(tree) == #"{"b":["x"],"a":[],"o":{}}"#)
        #expect(JSONWriter(.indented).text(tree) == "{\n  \"b\": [\n    \"x\"\n  ],\n  \"a\": [],\n  \"o\": {}\n}")
        for style in [JSONStyle.compact, .indented] {
            let read = try JSONReader().read(JSONWriter(style).text(tree)).get()
            #expect(JSONWriter(.compact).text(read) == JSONWriter(.compact).text(tree))
        }
    }

    /// JSON meant for a script never holds `<`, U+2028 or U+2029 as they are; the encoder style
    /// keeps U+2028 as `JSONEncoder` does.
    @Test func scriptSafeQuoting() {
        let text = "</script>\u{2028}\u{2029}\u{8}"
        #expect(JSONWriter(.compact, escapesLessThan: true).quote(text) == #""\u003c/script>\u2028\u2029\u0008""#)
        #expect(JSONWriter(.compact).quote(text) == #""</script>\u2028\u2029\u0008""#)
        #expect(JSONWriter(.encoderPretty).quote(text) == "\"</script>\u{2028}\u{2029}\\b\"")
    }

    @Test func numbers() {
        #expect(JSONWriter.number(3) == "3")
        #expect(JSONWriter.number(-0.5) == "-0.5")
        #expect(JSONWriter.number(1.23456) == "1.2346")
    }

    /// Text with nothing to escape is quoted as it is; everything else as the scalar loop quotes it.
    @Test func theFastPathQuotesAsTheScalarLoopDoes() {
        var random = SeededGenerator(seed: 11)
        let pieces = ["a", "<", "\"", "\\", "\n", "\u{1}", "\u{8}", "\u{2028}", "\u{2029}", "é", "–", "/", "\u{7F}", "😀", " "]
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            for writer in [JSONWriter(.compact), JSONWriter(.compact, escapesLessThan: true), JSONWriter(.encoderPretty)] {
                #expect(writer.quote(text) == writer.escapedQuote(text))
                var bytes: [UInt8] = [UInt8(ascii: "x")]
                writer.appendQuoted(text, to: &bytes)
                #expect(bytes == [UInt8(ascii: "x")] + Array(writer.escapedQuote(text).utf8))
            }
        }
    }
}
