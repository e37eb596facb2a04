import Foundation
import Testing
@testable import SpecimenKit

/// Issue 20: DTCG `$extends` had no limits (a 1.2 KB file made 945 MB of tokens; a chain of
/// 1,000 groups took 24 s). It now has an alias chain's limits, applies each extension once, and
/// stops at a budget of inherited tokens.
@Suite struct GroupInheritanceTests {
    func resolve(_ json: String) -> (DesignTokens, [Diagnostic]) {
        var log = DiagnosticLog()
        let parsed = log.take(TokenFileParser().parse(SourceFile(path: "t.tokens.json", relativePath: "tokens/t.tokens.json", text: json)))
        let resolved = log.take(TokenResolver().resolve(parsed.tokens, extensions: parsed.extensions))
        return (resolved, log.diagnostics)
    }

    /// `g0` with one colour token, then `g1`…`g<count-1>`, each extending the one before and adding a token; one group a line.
    static func chain(_ count: Int, reversed: Bool = false) -> String {
        var groups = ["\"g0\": {\"$type\": \"color\", \"t0\": {\"$value\": \"#000000\"}}"]
        for i in 1..<count { groups.append("\"g\(i)\": {\"$extends\": \"{g\(i - 1)}\", \"$type\": \"color\", \"t\(i)\": {\"$value\": \"#000000\"}}") }
        return "{\n" + (reversed ? groups.reversed() : groups).joined(separator: ",\n") + "\n}"
    }

    @Test func inheritsOverridesAndKeepsTypes() {
        let (tokens, diagnostics) = resolve("""
            {"base": {"$type": "color", "text": {"$value": "#111111"}, "field": {"background": {"$value": "#ffffff"}, "width": {"$type": "dimension", "$value": "4px"}}},
             "primary": {"$extends": "{base}", "text": {"$value": "#cc0066"}, "field": {"width": {"$value": "8px"}}},
             "pointer": {"$ref": "#/base", "extra": {"$type": "number", "$value": 1}}}
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(tokens.color("primary.text")?.hex == "#cc0066")
        #expect(tokens.color("primary.field.background")?.hex == "#ffffff")
        // The override declares no type: it keeps the extended token's.
        #expect(tokens["primary.field.width"]?.value?.css == "8px")
        #expect(tokens.color("pointer.text")?.hex == "#111111" && tokens.number("pointer.extra") == 1)
    }

    /// Inheritance is transitive whatever order the file is written in (the base of each group is
    /// complete before it is copied); before, a chain written base-last inherited one link only.
    @Test func chainsInheritThroughEveryLinkInAnyOrder() {
        for reversed in [false, true] {
            let (tokens, diagnostics) = resolve(Self.chain(10, reversed: reversed))
            #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
            #expect((0..<10).allSatisfy { tokens.color("g9.t\($0)")?.hex == "#000000" }, "reversed: \(reversed)")
            #expect(tokens.names.count == 55)
        }
    }

    @Test func chainsDeeperThanTheLimitAreReportedAtTheExtendsValue() throws {
        let json = Self.chain(70)
        let (tokens, diagnostics) = resolve(json)
        #expect(diagnostics.map(\.code) == [.limitExceeded], "\(diagnostics.prefix(3))")
        let diagnostic = try #require(diagnostics.first)
        // g65 is the first group 65 links from g0; its line is 65 + 2, its `$extends` value after `"g65": {"$extends": `.
        #expect(diagnostic.location.line == 67 && diagnostic.location.column == "\"g65\": {\"$extends\": ".utf8.count + 1)
        #expect(diagnostic.message.contains("64"))
        #expect(tokens.color("g64.t0") != nil && tokens.color("g65.t0") == nil && tokens.color("g65.t65") != nil)
        // Written base-last, the same chain is cut as well (recursion never goes deeper than the limit).
        let (_, reversed) = resolve(Self.chain(1_000, reversed: true))
        #expect(!reversed.isEmpty && reversed.allSatisfy { $0.code == .limitExceeded })
    }

    @Test func cyclesAreReportedOnceWithTheirPath() {
        let (_, diagnostics) = resolve("""
            {"a": {"$extends": "{b}", "x": {"$type": "color", "$value": "#000000"}}, "b": {"$extends": "{a}", "y": {"$type": "color", "$value": "#000000"}},
             "self": {"$extends": "{self}", "z": {"$type": "color", "$value": "#000000"}},
             "outer": {"inner": {"$extends": "{outer}", "w": {"$type": "color", "$value": "#000000"}}}}
            """)
        #expect(diagnostics.map(\.code) == [.aliasCycle, .aliasCycle, .aliasCycle], "\(diagnostics)")
        #expect(diagnostics.map(\.message).contains("`$extends` cycle: `a` extends `b`, `b` extends `a`"))
        #expect(diagnostics.map(\.message).contains("`$extends` cycle: `self` extends `self`"))
        #expect(diagnostics.map(\.message).contains("`$extends` cycle: `outer.inner` extends `outer`"))
    }

    /// Eleven levels of three groups each extending the level before would make 3^11 = 177,147
    /// tokens: past the budget, so one SP006 and no more than the budget's worth of tokens.
    @Test func fanOutStopsAtTheBudget() throws {
        var levels = ["\"l0\": {\"$type\": \"color\", \"t\": {\"$value\": \"#000000\"}}"]
        for i in 1...11 { levels.append("\"l\(i)\": {" + ["a", "b", "c"].map { "\"\($0)\": {\"$extends\": \"{l\(i - 1)}\"}" }.joined(separator: ", ") + "}") }
        let (tokens, diagnostics) = resolve("{" + levels.joined(separator: ",\n") + "}")
        #expect(diagnostics.map(\.code) == [.limitExceeded], "\(diagnostics.prefix(3))")
        #expect(try #require(diagnostics.first).message.contains("100000 tokens"))
        #expect(tokens.names.count <= GroupInheritance.maximumTokens + 1)
        // Levels below the one that ran out are complete.
        #expect(tokens.color("l9.a.b.c.a.b.c.a.b.c.t") != nil)
    }

    @Test func anUnknownBaseIsReportedWithASuggestion() {
        let (_, diagnostics) = resolve("""
            {"button": {"$type": "color", "bg": {"$value": "#000000"}}, "primary": {"$extends": "{buton}"}}
            """)
        #expect(diagnostics.map(\.code) == [.unknownToken])
        #expect(diagnostics.first?.hint == "did you mean `button`?")
    }
}
