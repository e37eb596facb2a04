import Foundation
import Testing
@testable import SpecimenKit
import SpecimenMarkdown
import SpecimenTestSupport

@Suite struct BoundComparisonTests {
    let compare = BoundComparison()
    func bounds(min: String? = nil, max: String? = nil, equals: String? = nil) -> Bounds {
        Bounds(min: min.map(BoundValue.init(parsing:)), max: max.map(BoundValue.init(parsing:)), equals: equals.map(BoundValue.init(parsing:)))
    }

    @Test func integersMayBeStricterButNotLooser() {
        let registry = bounds(min: "2", max: "3")
        #expect(compare.contradictions(rule: bounds(max: "3"), registry: registry, type: .integer).isEmpty)
        #expect(compare.contradictions(rule: bounds(max: "2"), registry: registry, type: .integer).isEmpty)
        #expect(compare.contradictions(rule: bounds(max: "5"), registry: registry, type: .integer).map(\.key) == ["max"])
        #expect(compare.contradictions(rule: bounds(min: "1"), registry: registry, type: .integer).map(\.key) == ["min"])
        #expect(compare.contradictions(rule: bounds(min: "4"), registry: registry, type: .integer).map(\.key) == ["min"])
        #expect(compare.contradictions(rule: bounds(max: "1"), registry: registry, type: .integer).map(\.key) == ["max"])
        #expect(compare.contradictions(rule: bounds(min: "3", max: "2"), registry: bounds(), type: .integer).map(\.key) == ["min"])
        #expect(compare.contradictions(rule: bounds(min: "2.5"), registry: registry, type: .integer).map(\.key) == ["min"])
    }

    @Test func dimensionsAreComparedWithUnits() {
        let registry = bounds(min: "8px")
        #expect(compare.contradictions(rule: bounds(min: "1rem"), registry: registry, type: .dimension).isEmpty)
        #expect(compare.contradictions(rule: bounds(min: "8dp"), registry: registry, type: .dimension).isEmpty)
        #expect(compare.contradictions(rule: bounds(min: "0.25rem"), registry: registry, type: .dimension).map(\.key) == ["min"])
        #expect(compare.contradictions(rule: bounds(min: "8"), registry: registry, type: .dimension).map(\.key) == ["min"])
        #expect(compare.contradictions(rule: bounds(min: "100ms"), registry: registry, type: .dimension).first?.message.contains("duration") == true)
        #expect(compare.contradictions(rule: bounds(min: "8furlongs"), registry: registry, type: .dimension).map(\.key) == ["min"])
    }

    @Test func equalsMustFitTheRange() {
        #expect(compare.contradictions(rule: bounds(equals: "2"), registry: bounds(min: "2", max: "3"), type: .integer).isEmpty)
        #expect(compare.contradictions(rule: bounds(equals: "4"), registry: bounds(min: "2", max: "3"), type: .integer).map(\.key) == ["equals"])
        #expect(compare.contradictions(rule: bounds(equals: "2"), registry: bounds(equals: "3"), type: .integer).map(\.key) == ["equals"])
        #expect(compare.contradictions(rule: bounds(max: "2"), registry: bounds(equals: "3"), type: .integer).map(\.key) == ["max"])
        #expect(compare.contradictions(rule: bounds(equals: "fixed"), registry: bounds(equals: "fixed"), type: .string).isEmpty)
        #expect(compare.contradictions(rule: bounds(max: "fixed"), registry: bounds(), type: .string).map(\.key) == ["max"])
    }

    @Test func boundValuesAreTrimmedAsFoundationTrimsWhiteSpace() {
        for text in ["", " ", "\t", "8px", " 8px", "8px ", "8 px", "\u{A0}8", "8\u{3000}", "é ", " é", "e\u{301}", "\u{301}", "\n8", "8\n"] {
            #expect(BoundValue.trimmed(text) == text.trimmingCharacters(in: .whitespaces), "\(text.unicodeScalars.map(\.value))")
        }
    }

    /// ASCII bounds are read byte by byte; they must read as the character walk reads them.
    @Test func asciiBoundsReadAsCharactersDo() {
        func reference(_ raw: String) -> BoundValue {
            let trimmed = BoundValue.trimmed(raw)
            if trimmed == "true" || trimmed == "false" { return .boolean(trimmed == "true") }
            var numberEnd = trimmed.startIndex
            for index in trimmed.indices {
                let character = trimmed[index]
                guard character.isNumber || character == "." || ((character == "-" || character == "+") && index == trimmed.startIndex) else { break }
                numberEnd = trimmed.index(after: index)
            }
            if numberEnd > trimmed.startIndex, let value = Double(trimmed[..<numberEnd]) {
                let unit = BoundValue.trimmed(String(trimmed[numberEnd...]))
                if unit.isEmpty || unit.allSatisfy({ $0.isLetter || $0 == "%" }) { return .number(value, unit: unit.isEmpty ? nil : unit.lowercased()) }
            }
            return .text(trimmed)
        }
        var generator = SeededGenerator(seed: 17)
        let pieces = ["1", "0", "9", ".", "-", "+", "px", "PX", "%", "rem", " ", "\t", "e", "E", "x", "@", "[", "`", "{", "\r\n", "_", "é", "²", "true"]
        for _ in 0..<5000 {
            let raw = (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            #expect(BoundValue(parsing: raw) == reference(raw), "\(raw)")
        }
    }

    @Test func boundValuesReadUnitsAndPrintThem() {
        #expect(BoundValue(parsing: "8px") == .number(8, unit: "px"))
        #expect(BoundValue(parsing: "50%").description == "50 %")
        #expect(BoundValue(parsing: "1.5rem").raw == "1.5rem")
        #expect(BoundValue(parsing: "true") == .boolean(true))
        #expect(BoundValue(parsing: "compact") == .text("compact"))
        #expect(Bounds(min: .number(2, unit: nil), max: .number(3, unit: nil)).summary == "2 – 3")
    }
}

@Suite struct RegistryParserTests {
    @Test func readsComponentsWithPositions() {
        let text = """
            platforms: [ios, android]
            components:
              tabs:
                name: Fixed tabs
                aliases: [segmented tabs]
                since: "1.0"
                status: stable
                sdk: false
                anatomy: [label]
                properties:
                  tabs: { type: integer, min: 2, max: 3 }
            """
        let parsed = RegistryParser().parse(SourceFile(path: "Content/registry.yml", relativePath: "registry.yml", text: text))
        #expect(parsed.diagnostics.isEmpty)
        let tabs = parsed.value.component("tabs")
        #expect(tabs?.name == "Fixed tabs" && tabs?.status == "stable" && tabs?.sdk == false && tabs?.platforms == ["ios", "android"])
        #expect(tabs?.property("tabs")?.bounds.max == .number(3, unit: nil))
        #expect(tabs?.property("tabs")?.bounds.locations["max"] == SourceLocation(file: "Content/registry.yml", line: 11, column: 43))
        #expect(tabs?.location.line == 3)
    }

    @Test func reportsBadValuesWithHints() {
        let text = "components:\n  tabs:\n    status: stabel\n    properties:\n      tabs: { type: integr }\n      gap: { max: 3 }\n"
        let diagnostics = RegistryParser().parse(SourceFile(path: "r.yml", relativePath: "registry.yml", text: text)).diagnostics
        #expect(diagnostics.map(\.code) == [.missingField, .frontMatterSyntax, .frontMatterSyntax, .missingField])
        #expect(diagnostics.contains { $0.hint == "did you mean `stable`?" && $0.location.line == 3 && $0.location.column == 13 })
        #expect(diagnostics.contains { $0.hint == "did you mean `integer`?" })
    }
}

@Suite struct SpecBlockParserTests {
    func parse(_ markdown: String, component: String? = "tabs") -> (SpecBlock?, [Diagnostic]) {
        let outline = Markdown.outline(of: markdown)
        let block = outline.fencedBlocks[0]
        let parsed = SpecBlockParser(file: "p.md", pageComponent: component).parse(block, index: 0, source: SourceText(markdown))
        return (parsed.value, parsed.diagnostics)
    }

    @Test func readsEverySectionWithFilePositions() throws {
        let (block, diagnostics) = parse("""
            # T

            ```spec
            rules:
              - id: max-tabs
                level: must-not
                text: Don't show more than three.
                property: tabs
                max: 3
                platforms: [ios]
                since: "2.1"
            tokens:
              label: color.grey.60
            contrast:
              - foreground: color.grey.60
                background: color.white
                opacity: opacity.inactive
                use: large-text
            states:
              - name: inactive
                opacity: opacity.inactive
            anatomy:
              - part: label
                note: Short.
            ```
            """)
        #expect(diagnostics.isEmpty)
        let spec = try #require(block)
        #expect(spec.component == "tabs" && !spec.namesComponent)
        let rule = try #require(spec.rules.first)
        #expect(rule.id == "max-tabs" && rule.level == .mustNot && rule.bounds.max == .number(3, unit: nil) && rule.since == "2.1")
        #expect(rule.valueLocations["max"] == SourceLocation(file: "p.md", line: 9, column: 10))
        #expect(rule.platformLocations == [SourceLocation(file: "p.md", line: 10, column: 17)])
        #expect(spec.tokens == [TokenRole(role: "label", token: "color.grey.60", location: SourceLocation(file: "p.md", line: 13, column: 10))])
        #expect(spec.contrast.first?.use == .largeText && spec.contrast.first?.opacity == "opacity.inactive")
        #expect(spec.states.first?.name == "inactive" && spec.anatomy.first?.part == "label")
    }

    @Test func countsContainerMarkersIntoColumns() {
        let (_, diagnostics) = parse("- item\n\n  > ```spec\n  > rules: 3\n  > ```\n")
        #expect(diagnostics.map(\.location) == [SourceLocation(file: "p.md", line: 4, column: 12)])
    }

    @Test func levelKeywordsAreRFC2119Words() {
        #expect(RuleLevel.allCases.map(\.keyword) == ["MUST", "MUST NOT", "SHOULD", "SHOULD NOT", "MAY"])
    }
}
