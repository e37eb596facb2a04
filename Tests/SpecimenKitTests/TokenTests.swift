import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport
import SpecimenFormats

@Suite struct TokenAnchorTests {
    /// Anchors of ASCII names are made byte by byte; they must be what the character rules give.
    @Test func asciiAnchorsFollowTheCharacterRules() {
        for byte in UInt8(0)..<128 {
            let name = "color." + String(UnicodeScalar(byte)) + "x"
            let expected = "token-" + name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? String($0) : "-" }.joined()
            #expect(TokenSwatchFactory.anchor(name) == expected, "\(byte)")
        }
        #expect(TokenSwatchFactory.anchor("färg.grå") == "token-färg-grå")
        #expect(TokenSwatchFactory.anchor("a\r\nb") == "token-a-b")
    }
}

@Suite struct ContrastTests {
    func hex(_ text: String) -> Color { Color(css: text)! }

    @Test func matchesPublishedRatios() {
        #expect(Contrast.format(Contrast.ratio(foreground: hex("#767676"), background: .white)) == "4.54:1")
        #expect(Contrast.format(Contrast.ratio(foreground: hex("#777777"), background: .white)) == "4.47:1")
        #expect(Contrast.format(Contrast.ratio(foreground: .black, background: .white)) == "21.00:1")
        #expect(Contrast.format(Contrast.ratio(foreground: hex("#0000ff"), background: .white)) == "8.59:1")
        #expect(Contrast.ratio(foreground: .white, background: .white) == 1)
    }

    /// Ratios are printed by integer arithmetic; it must print what `%.2f` of the truncated
    /// ratio printed, for every ratio colours can have and for odd values.
    @Test func formatsAsPrintfDid() {
        var generator = SeededGenerator(seed: 21)
        var ratios: [Double] = [1, 1.005, 4.499999, 4.5, 7, 20.999, 21, 0, 0.5, 1e12, .nan, .infinity]
        for _ in 0..<20_000 { ratios.append(Double.random(in: 1...21, using: &generator)) }
        for hundredth in 100...2100 { ratios.append(Double(hundredth) / 100) }
        for ratio in ratios {
            #expect(Contrast.format(ratio) == String(format: "%.2f:1", (ratio * 100).rounded(.down) / 100), "\(ratio)")
        }
    }

    @Test func compositesOpacityBeforeTheRatio() {
        // #858585 at 25 % over white is #e0e0e0 (133·0.25 + 255·0.75 = 224.5).
        let faded = hex("#858585").composited(over: .white, opacity: 0.25)
        #expect(faded.hex == "#e1e1e1" || faded.hex == "#e0e0e0")
        let ratio = Contrast.ratio(foreground: hex("#858585"), background: .white, opacity: 0.25)
        #expect(ratio < 1.35 && ratio > 1.25)
        // A translucent colour value composites the same way as an opacity.
        #expect(abs(Contrast.ratio(foreground: hex("#85858540"), background: .white) - ratio) < 0.01)
    }

    @Test func thresholdsFollowWCAG22() {
        #expect(Contrast.minimumAA(.text) == 4.5 && Contrast.minimumAA(.largeText) == 3 && Contrast.minimumAA(.ui) == 3)
        #expect(Contrast.minimumAAA(.text) == 7 && Contrast.minimumAAA(.largeText) == 4.5)
    }
}

@Suite struct ColorTests {
    @Test func readsCSSForms() {
        #expect(Color(css: "#abc")?.hex == "#aabbcc")
        #expect(Color(css: "#11223380")?.alpha == 128.0 / 255)
        #expect(Color(css: "rgb(255, 0, 0)")?.hex == "#ff0000")
        #expect(Color(css: "rgba(0 0 255 / 50%)")?.alpha == 0.5)
        #expect(Color(css: "#ggg") == nil && Color(css: "red") == nil)
    }

    @Test func convertsDTCGColourSpaces() throws {
        func convert(_ space: String, _ c: [Double]) -> String? {
            ColorSpaceConversion.srgb(space: space, components: c).map { Color(red: $0.0, green: $0.1, blue: $0.2).hex }
        }
        #expect(convert("srgb", [1, 0, 0]) == "#ff0000")
        #expect(convert("hsl", [120, 100, 50]) == "#00ff00")
        #expect(convert("hwb", [240, 0, 0]) == "#0000ff")
        #expect(convert("srgb-linear", [0.21586, 0.21586, 0.21586]) == "#808080")
        #expect(convert("oklch", [0.62796, 0.25768, 29.234]) == "#ff0000")
        #expect(convert("oklab", [1, 0, 0]) == "#ffffff")
        #expect(convert("lab", [100, 0, 0]) == "#ffffff")
        #expect(convert("display-p3", [1, 1, 1]) == "#ffffff")
        #expect(convert("xyz-d65", [0.95047, 1, 1.08883]) == "#ffffff")
        #expect(convert("mystery", [1, 1, 1]) == nil)
    }
}

@Suite struct TokenResolverTests {
    func resolve(_ json: String) -> (DesignTokens, [Diagnostic]) {
        var log = DiagnosticLog()
        let parsed = log.take(TokenFileParser().parse(SourceFile(path: "t.tokens.json", relativePath: "tokens/t.tokens.json", text: json)))
        let resolved = log.take(TokenResolver().resolve(parsed.tokens, extensions: parsed.extensions))
        return (resolved, log.diagnostics)
    }

    @Test func followsAliasChainsAndInheritsTypes() {
        let (tokens, diagnostics) = resolve("""
            {"color": {"$type": "color",
               "grey": {"60": {"$value": {"colorSpace": "srgb", "components": [0.36, 0.36, 0.36], "hex": "#5c5c5c"}}},
               "text": {"$value": "{color.grey.60}"},
               "border": {"$value": "{color.text}"}},
             "space": {"8": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}},
             "border": {"thin": {"$type": "border", "$value": {"color": "{color.border}", "width": "{space.8}", "style": "solid"}}},
             "hue": {"$type": "number", "$value": {"$ref": "#/color/grey/60/$value/components/0"}}}
            """)
        #expect(diagnostics.isEmpty)
        #expect(tokens.color("color.border")?.hex == "#5c5c5c")
        #expect(tokens["color.border"]?.aliasChain == ["color.text", "color.grey.60"])
        #expect(tokens["border.thin"]?.value?.css == "8px solid #5c5c5c")
        #expect(tokens.number("hue") == 0.36)
    }

    @Test func reportsEachCycleOnceWithItsPath() {
        let (_, diagnostics) = resolve("""
            {"a": {"$type": "color", "$value": "{b}"}, "b": {"$type": "color", "$value": "{c}"}, "c": {"$type": "color", "$value": "{a}"},
             "d": {"$type": "color", "$value": "{a}"}, "self": {"$type": "color", "$value": "{self}"}}
            """)
        #expect(diagnostics.map(\.code) == [.aliasCycle, .aliasCycle])
        #expect(diagnostics.map(\.message).contains("alias cycle: a → b → c → a"))
        #expect(diagnostics.map(\.message).contains("alias cycle: self → self"))
    }

    @Test func reportsUnknownAliasesAndMisfitValuesAtTheirPositions() {
        let (_, diagnostics) = resolve("""
            {"color": {"$type": "color",
              "a": {"$value": "{color.grye.60}"},
              "grey": {"60": {"$value": "#5c5c5c"}},
              "b": {"$value": "16px"}}}
            """)
        #expect(diagnostics.map(\.code) == [.unknownToken, .tokenValueMismatch])
        #expect(diagnostics[0].location.line == 2 && diagnostics[0].location.column == 19)
        #expect(diagnostics[0].hint == "did you mean `color.grey.60`?")
        #expect(diagnostics[1].location.line == 4)
    }

    @Test func readsBothDTCGValueForms() {
        let (tokens, diagnostics) = resolve("""
            {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.5}},
             "d": {"$type": "dimension", "$value": "1.5rem"}, "t": {"$type": "duration", "$value": {"value": 150, "unit": "ms"}},
             "w": {"$type": "fontWeight", "$value": "bold"}, "e": {"$type": "cubicBezier", "$value": [0.4, 0, 0.2, 1]}}
            """)
        #expect(diagnostics.isEmpty)
        #expect(tokens.color("c")?.hex == "#ff800080")
        #expect(tokens["d"]?.value?.css == "1.5rem" && tokens["t"]?.value?.css == "150ms" && tokens["w"]?.value?.css == "700")
        #expect(tokens["e"]?.value?.css == "cubic-bezier(0.4, 0, 0.2, 1)")
    }
}

/// Members of a token that are not DTCG's: a child token is an error (a token cannot be a group),
/// vendor data such as Primer's `alpha` a warning that says where DTCG puts it, and the token
/// itself is kept either way.
@Suite struct TokenMemberTests {
    func parse(_ json: String) -> (DesignTokens, [Diagnostic]) {
        var log = DiagnosticLog()
        let parsed = log.take(TokenFileParser().parse(SourceFile(path: "t.tokens.json", relativePath: "tokens/t.tokens.json", text: json)))
        let resolved = log.take(TokenResolver().resolve(parsed.tokens, extensions: parsed.extensions))
        return (resolved, log.diagnostics)
    }

    @Test func primersAlphaIsAWarningWithTheDTCGWay() {
        let (tokens, diagnostics) = parse("""
            {"overlay": {"$value": "#000", "$type": "color", "alpha": 0.15},
             "muted": {"$value": "{overlay}", "$type": "color", "alpha": 0.7, "mix": null}}
            """)
        #expect(diagnostics.map(\.code) == [.unknownKey, .unknownKey, .unknownKey])
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
        #expect(diagnostics[0].message == "token `overlay` has a member `alpha`, which DTCG does not define; it is ignored")
        #expect(diagnostics[0].hint == ##"DTCG has no `alpha` member: fold it into the colour's `$value` (`"#00000026"`, or `{"colorSpace": "srgb", "components": [...], "alpha": 0.15}`), or move it under `$extensions` with your reverse domain name (`"$extensions": {"org.example": {"alpha": 0.15}}`)"##)
        #expect(diagnostics[1].hint?.hasPrefix(#"DTCG has no `alpha` member: fold it into the colour's `$value` (`{"colorSpace""#) == true)
        #expect(diagnostics[2].hint == #"DTCG has no `mix` member: move it under `$extensions` with your reverse domain name (`"$extensions": {"org.example": {"mix": null}}`)"#)
        #expect(tokens.color("overlay")?.hex == "#000000" && tokens.color("muted")?.hex == "#000000")
    }

    @Test func aChildTokenIsStillAnError() {
        let (tokens, diagnostics) = parse(#"{"size": {"$type": "dimension", "big": {"$value": "16px", "child": {"inner": {"$value": "1px"}}}}}"#)
        #expect(diagnostics.map(\.code) == [.tokenFileInvalid])
        #expect(diagnostics[0].hint == "move `child` out of `size.big`, or make `size.big` a group and its value `$root`")
        #expect(tokens["size.big"]?.value?.css == "16px")
    }

    @Test func misfitValuesSayWhichTypeTheyLookLike() {
        let (_, diagnostics) = parse("""
            {"c": {"$type": "color", "size": {"$value": "16px"}, "time": {"$value": "400ms"}, "n": {"$value": 3},
                   "ease": {"$value": [0.4, 0, 0.2, 1]}, "stack": {"$value": "Inter, sans-serif"}, "word": {"$value": "red"}},
             "d": {"$type": "dimension", "hex": {"$value": "#fff"}, "weight": {"$value": "bold"}}}
            """)
        #expect(diagnostics.map(\.hint) == [
            "`\"16px\"` looks like a dimension: set `$type` to `dimension`",
            "`\"400ms\"` looks like a duration: set `$type` to `duration`",
            "`3` looks like a number: set `$type` to `number`",
            "the value looks like a cubicBezier: set `$type` to `cubicBezier`",
            "`\"Inter, sans-serif\"` looks like a fontFamily: set `$type` to `fontFamily`",
            nil,
            "`\"#fff\"` looks like a color: set `$type` to `color`",
            "`\"bold\"` looks like a fontWeight: set `$type` to `fontWeight`",
        ])
    }
}

/// Token backlinks are gathered per page on every core, then joined: the same uses, in the same
/// order, as reading the pages one by one, with repeats dropped within a page and across pages
/// that share a route, and one use per token and component naming each role.
@Suite struct TokenUsageIndexTests {
    static let block = "```spec\ncomponent: tabs\ntokens:\n  text: color.a\n  border: color.b\ncontrast:\n  - foreground: color.a\n    background: color.b\n    use: text\n```\n"

    @Test func parallelEqualsSerialAndRepeatsAreDropped() {
        var pages: [String: String] = [:]
        for index in 0..<40 { pages["c/p\(index).md"] = "---\ntitle: P\(index)\n---\n" + Self.block + Self.block }
        let site = makeSite(pages, sections: ["C"])
        let serial = TokenUsageIndex(site: site, parallelism: .serial).uses
        #expect(TokenUsageIndex(site: site, parallelism: .parallel).uses == serial)
        // Per page: one use of color.a naming both its roles once, though the page has two blocks.
        #expect(serial["color.a"]?.count == 40)
        #expect(serial["color.a"]?.first == TokenUsageIndex.Use(label: "tabs · text, contrast", route: "c/p0/"))
    }

    @Test func pagesSharingARouteShareTheirUses() {
        let site = makeSite(["c/a.md": "---\ntitle: A\n---\n" + Self.block, "c/a/index.md": "---\ntitle: B\n---\n" + Self.block], sections: ["C"])
        #expect(site.pageIndexByRoute.count == 1)
        #expect(TokenUsageIndex(site: site).uses["color.b"] == [TokenUsageIndex.Use(label: "tabs · border, contrast", route: "c/a/")])
    }
}
