import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// Tokens resolved from one token file, with their diagnostics.
private func resolveTokens(_ json: String) -> (DesignTokens, [Diagnostic]) {
    var log = DiagnosticLog()
    let parsed = log.take(TokenFileParser().parse(SourceFile(path: "t.tokens.json", relativePath: "tokens/t.tokens.json", text: json)))
    let resolved = log.take(TokenResolver().resolve(parsed.tokens, extensions: parsed.extensions))
    return (resolved, log.diagnostics)
}

/// The exports of a site that has only `tokens`, with `settings` from site.yml.
private func exports(_ tokens: DesignTokens, _ settings: TokenSettings = TokenSettings()) -> TokenExports {
    var config = SiteConfig(title: "S")
    config.tokens = settings
    let site = Site(config: config, tokens: tokens, pages: [], contentFiles: [])
    return TokenExports(site: site, swatches: TokenSwatchFactory(site: site))
}

/// Names as Style Dictionary v4's `name/kebab` makes them (change-case 5's `kebabCase`), worked
/// out by hand from its two splitting rules, and the `keep` alternative.
@Suite struct CSSVariableNamingTests {
    @Test func kebabIsStyleDictionaryKebabCase() {
        let naming = CSSVariableNaming()
        let expected = [
            "font.lineHeight.tight": "--font-line-height-tight", "color.brand.primaryHover": "--color-brand-primary-hover",
            "space.4XL": "--space-4-xl", "red.500-Opacity12": "--red-500-opacity12", "base.size.4": "--base-size-4",
            "color.grey.60": "--color-grey-60", "api.XMLHttpRequest": "--api-xml-http-request", "ABCDef": "--abc-def",
            "heading.h1Title": "--heading-h1-title", "opacity12": "--opacity12", "space.gutter_wide": "--space-gutter-wide",
            "Ünïcode.Straße": "--ünïcode-straße", "color.accent.$root": "--color-accent-root", "a  b.--c--": "--a-b-c",
        ]
        for (token, name) in expected { #expect(naming.name(token) == name, "\(token)") }
    }

    @Test func thePrefixIsTheFirstWord() {
        #expect(CSSVariableNaming(TokenSettings(cssPrefix: "hpe")).name("red.500-Opacity12") == "--hpe-red-500-opacity12")
        #expect(CSSVariableNaming(TokenSettings(cssPrefix: "Acme")).name("font.lineHeight") == "--acme-font-line-height")
        #expect(CSSVariableNaming(TokenSettings(cssNames: .keep, cssPrefix: "acme")).name("font.lineHeight") == "--acme-font-lineHeight")
    }

    @Test func keepWritesThePathAsWritten() {
        let naming = CSSVariableNaming(TokenSettings(cssNames: .keep))
        #expect(naming.name("font.lineHeight.tight") == "--font-lineHeight-tight")
        #expect(naming.name("red.500-Opacity12") == "--red-500-Opacity12")
        #expect(naming.name("a b.c/d:e") == "--a-b-c-d-e")
        #expect(naming.name("size_sm.Größe") == "--size_sm-Größe")
    }

    @Test func aNameWithoutWordsIsStillAProperty() {
        #expect(CSSVariableNaming().name("★") == "--★")
        #expect(CSSVariableNaming().name("!") == "---")
    }
}

/// The values `tokens.css` writes: hex for opaque colours, `rgb(r g b / a)` for translucent ones,
/// a second declaration in the colour's own space when it is outside sRGB, font stacks read as
/// lists and written as Style Dictionary writes them.
@Suite struct TokenCSSValueTests {
    @Test func coloursAreHexWhenOpaqueAndModernRGBWhenTranslucent() {
        #expect(Color(css: "#0969DA")?.css == "#0969da")
        #expect(Color(css: "#aaaaaa99")?.css == "rgb(170 170 170 / 0.6)")
        #expect(Color(css: "#0000000a")?.css == "rgb(0 0 0 / 0.039)")
        #expect(Color(css: "rgba(0, 0, 0, 0.04)")?.css == "rgb(0 0 0 / 0.04)")
        #expect(Color(css: "transparent")?.css == "rgb(0 0 0 / 0)")
        #expect(Color(red: 1, green: 0, blue: 0, alpha: 0.9999).css == "#ff0000")
    }

    @Test func fontStacksAreListsOfFamilies() {
        let (tokens, diagnostics) = resolveTokens("""
            {"font": {"$type": "fontFamily",
              "system": {"$value": "-apple-system, BlinkMacSystemFont, 'Segoe UI', \\"Noto Sans\\", sans-serif"},
              "list": {"$value": ["Gill Sans", "'Open Sans'", "Arial"]},
              "one": {"$value": "Inter"},
              "odd": {"$value": "'Foo, Bar', 3Dumb, inherit, O'Neil Sans"}}}
            """)
        #expect(diagnostics.isEmpty)
        #expect(tokens["font.system"]?.value == .fontFamily(["-apple-system", "BlinkMacSystemFont", "Segoe UI", "Noto Sans", "sans-serif"]))
        #expect(tokens["font.system"]?.value?.css == "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'Noto Sans', sans-serif")
        #expect(tokens["font.list"]?.value?.css == "'Gill Sans', 'Open Sans', Arial")
        #expect(tokens["font.one"]?.value?.css == "Inter")
        #expect(tokens["font.odd"]?.value == .fontFamily(["Foo, Bar", "3Dumb", "inherit", "O'Neil Sans"]))
        #expect(tokens["font.odd"]?.value?.css == "'Foo, Bar', '3Dumb', 'inherit', 'O\\'Neil Sans'")
    }

    @Test func aFontStackOfNothingIsNoFamily() {
        let (_, diagnostics) = resolveTokens(#"{"font": {"$type": "fontFamily", "empty": {"$value": " , "}}}"#)
        #expect(diagnostics.map(\.code) == [.tokenValueMismatch])
    }

    @Test func coloursOutsideSRGBGetTheirOwnSpaceAfterAFallback() {
        let (tokens, diagnostics) = resolveTokens("""
            {"c": {"$type": "color",
              "p3": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}},
              "inP3": {"$value": {"colorSpace": "display-p3", "components": [0.5, 0.5, 0.5], "alpha": 0.5}},
              "oklch": {"$value": {"colorSpace": "oklch", "components": [0.7, 0.3, 140], "alpha": 0.8}},
              "wide": {"$value": "{c.p3}"}}}
            """)
        #expect(diagnostics.isEmpty)
        let lines = exports(tokens).declarations(tokens, names: tokens.names)
        #expect(lines == [
            "--c-p3: #ff0000;", "--c-p3: color(display-p3 1 0 0);",
            "--c-in-p3: rgb(128 128 128 / 0.5);",
            "--c-oklch: rgb(0 197 0 / 0.8);", "--c-oklch: oklch(0.7 0.3 140 / 0.8);",
            "--c-wide: #ff0000;", "--c-wide: color(display-p3 1 0 0);",
        ])
        #expect(OutOfGamutColor(tokens["c.p3"]!.resolvedJSON!)?.css == "color(display-p3 1 0 0)")
    }
}

/// `tokens.css` is what a team ships; `token-swatches.css` draws the swatches from its properties.
@Suite struct TokenExportsTests {
    static let json = """
        {"color": {"$type": "color", "grey": {"60": {"$value": "#5c5c5c"}}, "text": {"$value": "{color.grey.60}"},
                   "line-height": {"$value": "#000000"}, "lineHeight": {"$value": "#ffffff"}},
         "opacity": {"$type": "number", "muted": {"$value": 0.6}},
         "space": {"$type": "dimension", "sm": {"$value": "4px"}},
         "type": {"$type": "typography", "body": {"$value": {"fontFamily": "Inter, sans-serif", "fontSize": "16px", "fontWeight": 400,
                                                              "letterSpacing": "0.01em"}}}}
        """

    @Test func tokensCSSIsOnlyTheCustomProperties() {
        let (tokens, diagnostics) = resolveTokens(Self.json)
        #expect(diagnostics.isEmpty)
        #expect(exports(tokens).css() == """
            /**
             * Do not edit directly, this file was generated by Specimen from the design tokens.
             */

            :root {
              --color-grey-60: #5c5c5c;
              --color-text: #5c5c5c;
              --color-line-height: #000000;
              --opacity-muted: 0.6;
              --space-sm: 4px;
              --type-body: 400 16px Inter, sans-serif;
            }

            """)
    }

    @Test func referencesWriteWholeValueAliasesAsVar() {
        let (tokens, _) = resolveTokens(Self.json)
        let lines = exports(tokens, TokenSettings(references: true)).declarations(tokens, names: ["color.text", "color.grey.60"])
        #expect(lines == ["--color-text: var(--color-grey-60);", "--color-grey-60: #5c5c5c;"])
        let (composite, _) = resolveTokens("""
            {"c": {"$type": "color", "a": {"$value": "#000000"}},
             "b": {"$type": "border", "$value": {"color": "{c.a}", "width": "1px", "style": "solid"}}}
            """)
        #expect(exports(composite, TokenSettings(references: true)).declarations(composite, names: ["b"]) == ["--b: 1px solid #000000;"])
    }

    @Test func swatchRulesReadTheCustomProperties() {
        let (tokens, _) = resolveTokens(Self.json)
        #expect(exports(tokens).swatchCSS() == """
            /* Generated by Specimen: the rules that draw the token swatches, from the custom properties of tokens.css. */
            [data-token="color.grey.60"] { --token-color: var(--color-grey-60); }
            [data-fg="color.grey.60"] { --token-fg: var(--color-grey-60); }
            [data-token="color.text"] { --token-color: var(--color-text); }
            [data-fg="color.text"] { --token-fg: var(--color-text); }
            [data-token="color.line-height"] { --token-color: var(--color-line-height); }
            [data-fg="color.line-height"] { --token-fg: var(--color-line-height); }
            [data-token="color.lineHeight"] { --token-color: #ffffff; }
            [data-fg="color.lineHeight"] { --token-fg: #ffffff; }
            [data-token="opacity.muted"] { --token-opacity: var(--opacity-muted); }
            [data-fade="opacity.muted"] { --token-fade: var(--opacity-muted); }
            [data-token="space.sm"] { --token-size: var(--space-sm); }
            [data-token="type.body"] { --token-font: var(--type-body); --token-letter-spacing: 0.01em; }

            """)
    }

    @Test func theOutputIsTheSameEveryTime() {
        let (tokens, _) = resolveTokens(Self.json)
        #expect(exports(tokens).css() == exports(tokens).css())
        #expect(exports(tokens).swatchCSS() == exports(tokens).swatchCSS())
    }
}

/// `tokens.css` against what Style Dictionary v4's `css/variables` writes for the same file
/// (`Tests/Fixtures/style-dictionary/README.md` says how the expected files were made and where
/// Specimen differs on purpose).
@Suite struct StyleDictionaryComparisonTests {
    static let folder = RepositoryPaths.fixtures + "/style-dictionary"

    static func tokens() throws -> DesignTokens {
        let (tokens, diagnostics) = resolveTokens(try String(contentsOfFile: folder + "/tokens.json", encoding: .utf8))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return tokens
    }

    /// The declarations inside `:root { … }`, Style Dictionary's `rgba(r, g, b, a)` rewritten as `rgb(r g b / a)`.
    static func declarations(_ css: String) -> [String] {
        let lines = css.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let open = lines.firstIndex(of: ":root {"), let close = lines.lastIndex(of: "}") else { return [] }
        return lines[(open + 1)..<close].map { line in
            guard let start = line.range(of: "rgba("), let end = line[start.upperBound...].firstIndex(of: ")") else { return line }
            let parts = line[start.upperBound..<end].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return String(line[..<start.lowerBound]) + "rgb(\(parts[0]) \(parts[1]) \(parts[2]) / \(parts[3]))" + line[line.index(after: end)...]
        }
    }

    static func expected(_ file: String) throws -> String {
        try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
    }

    @Test func declarationsAreStyleDictionarysLineByLine() throws {
        let css = exports(try Self.tokens()).css()
        let ours = Self.declarations(css), theirs = Self.declarations(try Self.expected("expected.css"))
        #expect(theirs.count == 28)
        for (index, line) in theirs.enumerated() {
            #expect(index < ours.count && ours[index] == line, "line \(index + 1)")
        }
        #expect(ours.count == theirs.count)
        #expect(css.hasSuffix("\n}\n") && css.contains("\n\n:root {\n  --"))
    }

    @Test func aPrefixGoesBeforeEveryName() throws {
        let ours = Self.declarations(exports(try Self.tokens(), TokenSettings(cssPrefix: "acme")).css())
        let theirs = Self.declarations(try Self.expected("expected.css")).map { $0.replacingOccurrences(of: "  --", with: "  --acme-") }
        #expect(ours == theirs)
    }

    @Test func referencesAreStyleDictionarysOutputReferences() throws {
        let ours = Self.declarations(exports(try Self.tokens(), TokenSettings(references: true)).css())
        let theirs = Self.declarations(try Self.expected("expected-references.css"))
        #expect(ours.sorted() == theirs.sorted())
        #expect(theirs.filter { $0.contains("var(") }.count == 2)
    }
}
