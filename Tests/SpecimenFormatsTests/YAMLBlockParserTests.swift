import Foundation
import Testing
import SpecimenTestSupport
@testable import SpecimenFormats

/// `YAMLBlockParser` must give exactly what Yams gives, positions included, for every text it
/// accepts (it leaves the rest to Yams). `YAMLFastPathCorpusTests` runs it on real pages.
@Suite struct YAMLBlockParserTests {
    @Test func acceptsTheShapesPagesUse() {
        let text = """
        title: Button – primary
        order: 3
        platforms: [ios, "android", 'web']
        # a comment
        properties:
          padding:    { type: dimension, min: 8px }   # trailing comment
          items: {}
        rules:
        - id: max-items
          level: must
          text: Show at most 3 items; don't use 'quotes' here # why
          max: -1
        -   id: b
            nested:
              - one
              -
                two: 2
        empty: []
        url: https://example.org/a#b
        """
        var parser = YAMLBlockParser(text)
        let fast = parser.parse()
        #expect(fast != nil)
        #expect(fast == (try? YAMLNode.composedByYams(text)))
    }

    @Test func leavesEverythingDoubtfulToYams() {
        for text in ["a:\n  b\n  c", "a: |\n  x", "a: &x 1", "a: !tag x", "a:\tb", "a: b\r\n", "a:", "a: 1\na: 2",
                     "a: \"x\\ny\"", "a: [1,\n 2]", "a: b: c", "---\na: 1", "? a\n: b", "a: 'x\n  y'", "- - a", "a:\n- b\nc: d\n- e",
                     "a: [b: c]", "\u{FEFF}a: 1", "a: 1\n  b: 2", "a:\n    b: 1\n  c: 2", "{a: 1}", "a: @x", "\"k\": v", "a: [1, 2,]"] {
            var parser = YAMLBlockParser(text)
            #expect(parser.parse() == nil, "\(text.debugDescription)")
        }
    }

    /// Characters libyaml reads differently are found wherever they stand in a line, including
    /// inside the eight-byte words the check skips over when they are plain.
    @Test func leavesSpecialCharactersToYamsAtEveryOffset() {
        let plain = "title: a long enough plain value to fill a few words\nnext: value"
        var accepted = YAMLBlockParser(plain)
        #expect(accepted.parse() != nil)
        for special in ["\t", "\r", "\u{1}", "\u{7F}", "\u{85}", "\u{9F}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFE}", "\n%"] {
            for offset in 7..<40 {
                var text = plain
                text.insert(contentsOf: special, at: text.index(text.startIndex, offsetBy: offset))
                var parser = YAMLBlockParser(text)
                #expect(parser.parse() == nil, "\(text.debugDescription)")
            }
        }
    }

    /// Thousands of documents made from pieces that are valid, invalid and borderline YAML.
    @Test func agreesWithYamsOnGeneratedDocuments() throws {
        var random = SeededGenerator(seed: 7)
        let keys = ["title", "a b", "é", "-x", "a:b", "k#", "x #y", "'q'", "\"d\"", "[k]", "key", "on", "null", "a,b", "?", "k "]
        let scalars = ["plain", "two words", "3", "-1", "~", "null", "true", "1.0", "'single ''quoted'''", "\"double\"", "\"esc\\\"\"",
                       "https://x.org/a#b", "a #comment", "a#b", "x: y", "é–ü", "[a, b]", "[]", "{}", "{ a: 1, b: [c, d] }", "[a, [b, c]]",
                       "{a: 1", "[a, b", "'open", "&anchor x", "*alias", "!t x", "|", ">", "- x", "@x", "`x", "%x", "?x", ":x", ", x",
                       "[a: b]", "{ 'k': v }", "[\"x\", 'y']", "\t", "a  b  ", "[a, b, ]", "{a: 1, a: 2}"]
        let cleanKeys = ["title", "a b", "é", "-x", "a:b", "key", "on", "null", "k"]
        let cleanScalars = ["plain", "two words", "3", "-1", "~", "null", "true", "1.0", "'single ''quoted'''", "\"double\"",
                            "https://x.org/a#b", "a #comment", "a#b", "é–ü", "[a, b]", "[]", "{}", "{ a: 1, b: [c, d] }", "[a, [b, c]]",
                            "[\"x\", 'y']", "a  b  "]
        for (pool, count, least) in [((keys, scalars), 4000, 200), ((cleanKeys, cleanScalars), 2000, 600)] {
            var accepted = 0
            for _ in 0..<count {
                let text = Self.document(&random, keys: pool.0, scalars: pool.1, depth: 0, indent: "")
                var parser = YAMLBlockParser(text)
                guard let fast = parser.parse() else { continue }
                accepted += 1
                let reference = try? YAMLNode.composedByYams(text)
                #expect(fast == reference, "\(text.debugDescription)")
            }
            #expect(accepted > least, "only \(accepted) of \(count) generated documents took the fast path")
        }
    }

    private static func document(_ random: inout SeededGenerator, keys: [String], scalars: [String], depth: Int, indent: String) -> String {
        var lines: [String] = []
        let step = String(repeating: " ", count: [2, 2, 2, 4, 1, 3].randomElement(using: &random)!)
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let key = keys.randomElement(using: &random)!
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                lines.append(indent + key + ": " + scalars.randomElement(using: &random)!)
            case 5 where depth < 3:
                lines.append(indent + key + ":")
                lines.append(document(&random, keys: keys, scalars: scalars, depth: depth + 1, indent: indent + step))
            case 6 where depth < 3:
                lines.append(indent + key + ":")
                let dashIndent = Bool.random(using: &random) ? indent : indent + step
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    if Bool.random(using: &random) {
                        lines.append(dashIndent + "- " + scalars.randomElement(using: &random)!)
                    } else {
                        let item = document(&random, keys: keys, scalars: scalars, depth: depth + 2, indent: dashIndent + "  ")
                        lines.append(dashIndent + "- " + item.drop { $0 == " " })
                    }
                }
            case 7:
                lines.append(["", "# comment", "   # indented comment", "  ", indent + "#"].randomElement(using: &random)!)
                lines.append(indent + key + ": " + scalars.randomElement(using: &random)!)
            case 8:
                lines.append(indent + key + ":" + ["", " ", " # c"].randomElement(using: &random)!)
            default:
                lines.append(indent + key + ": " + scalars.randomElement(using: &random)! + [" # c", "  ", "", " #"].randomElement(using: &random)!)
            }
        }
        return lines.joined(separator: "\n")
    }
}
