import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// Real token files nobody on the team wrote (`Tests/Fixtures/token-corpus/`) load without a crash:
/// the DTCG files of Primer and HPE with zero errors, the legacy Style Dictionary file and the
/// invalid specification examples with clear diagnostics. A missing file throws, so fails the test.
@Suite struct TokenCorpusTests {
    static let folder = RepositoryPaths.tokenCorpus

    static func load(_ paths: [String]) throws -> (tokens: DesignTokens, diagnostics: [Diagnostic]) {
        var tokens: [Token] = [], extensions: [TokenFileParser.GroupExtension] = [], log = DiagnosticLog()
        for path in paths {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path))
            let parsed = log.take(TokenFileParser(allowsComments: path.hasSuffix(".jsonc")).parse(SourceFile(path: path, relativePath: path, data: data)))
            tokens += parsed.tokens
            extensions += parsed.extensions
        }
        let resolved = log.take(TokenResolver().resolve(tokens, extensions: extensions))
        return (resolved, log.diagnostics)
    }

    @Test func primerLoadsWithoutErrors() throws {
        let (tokens, diagnostics) = try Self.load([
            "primer-primitives/src/tokens/base/size/size.json", "primer-primitives/src/tokens/base/typography/typography.json",
            "primer-primitives/src/tokens/functional/size/size.json", "primer-primitives/src/tokens/functional/typography/typography.json",
        ])
        #expect(!diagnostics.hasErrors, "\(diagnostics.filter { $0.severity == .error }.prefix(5))")
        #expect(tokens.names.count == 116)
        #expect(tokens.names.allSatisfy { tokens[$0]?.value != nil })
        let typography = tokens.names.first { tokens[$0]?.type == .typography }
        #expect(typography != nil)
    }

    @Test func hpeLoadsWithoutErrors() throws {
        let (tokens, diagnostics) = try Self.load(["hpe-design-system/design-tokens/tokens/primitive/primitives.base.json"])
        #expect(!diagnostics.hasErrors, "\(diagnostics.filter { $0.severity == .error }.prefix(5))")
        #expect(tokens.names.count == 191)
        // Opacity as 8-digit hex alpha colours.
        let translucent = tokens.names.compactMap { tokens.color($0) }.filter { $0.alpha < 1 }
        #expect(!translucent.isEmpty)
    }

    /// HPE builds its CSS with Style Dictionary and the prefix `hpe`: the names Specimen gives are those.
    @Test func hpeExportsStyleDictionaryNames() throws {
        let (tokens, _) = try Self.load(["hpe-design-system/design-tokens/tokens/primitive/primitives.base.json"])
        var config = SiteConfig(title: "HPE")
        config.tokens = TokenSettings(cssPrefix: "hpe")
        let site = Site(config: config, tokens: tokens, pages: [], contentFiles: [])
        let lines = TokenExports(site: site, swatches: TokenSwatchFactory(site: site))
            .declarations(tokens, names: ["base.color.red.500", "base.color.red.500-Opacity12"])
        #expect(lines == ["--hpe-base-color-red-500: #fc6161;", "--hpe-base-color-red-500-opacity12: rgb(252 97 97 / 0.122);"])
    }

    @Test func legacyStyleDictionaryIsOneClearDiagnostic() throws {
        let (_, diagnostics) = try Self.load(["patternfly-legacy-style-dictionary/packages/module/tokens/default/palette.color.json"])
        #expect(diagnostics.map(\.code) == [.tokenFileInvalid])
        #expect(diagnostics.first?.message.contains("legacy Style Dictionary") == true)
    }

    @Test func everySpecificationExampleLoadsWithoutACrash() throws {
        let examples = try FileManager.default.contentsOfDirectory(atPath: Self.folder + "/dtcg-2025.10-spec-examples")
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".jsonc") }.sorted()
        #expect(examples.count == 65)
        var summary: [String] = []
        for example in examples {
            let (tokens, diagnostics) = try Self.load(["dtcg-2025.10-spec-examples/" + example])
            summary.append("\(example): \(tokens.names.count) tokens, \(diagnostics.map(\.code.rawValue).joined(separator: " "))")
            for diagnostic in diagnostics { #expect(diagnostic.location.line >= 1 && !diagnostic.message.isEmpty) }
        }
        if ProcessInfo.processInfo.environment["SHOW_CORPUS"] == "1" { print(summary.joined(separator: "\n")) }
        let cycle = try Self.load(["dtcg-2025.10-spec-examples/aliases-04.jsonc"]).diagnostics
        #expect(cycle.map(\.code) == [.aliasCycle])
        #expect(cycle.first?.message.contains(" → ") == true)
    }
}
