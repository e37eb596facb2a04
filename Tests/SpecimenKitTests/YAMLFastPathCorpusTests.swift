import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport
import SpecimenMarkdown
@testable import SpecimenFormats

/// `YAMLBlockParser` must accept most of the YAML Specimen's users write, and read it exactly as
/// Yams does, positions included.
@Suite struct YAMLFastPathCorpusTests {
    /// Every front matter, spec block, tokens block and YAML file of the sample site and the test
    /// fixtures, the USWDS guideline pages and token data (`Tests/Fixtures/guidelines/`) included.
    static func corpus() throws -> [String] {
        try #require(FileManager.default.fileExists(atPath: RepositoryPaths.guidelines + "/uswds-site"), "Tests/Fixtures/guidelines/ is missing")
        var texts: [String] = []
        for folder in [RepositoryPaths.root + "/Content", RepositoryPaths.fixtures] {
            let walker = try #require(FileManager.default.enumerator(atPath: folder), "\(folder) is missing")
            for case let path as String in walker {
                guard let text = try? String(contentsOfFile: folder + "/" + path, encoding: .utf8) else { continue }
                if path.hasSuffix(".yml") || path.hasSuffix(".yaml") { texts.append(text) }
                guard path.hasSuffix(".md") else { continue }
                let split = FrontMatterSplitter().split(text)
                if let yaml = split.yaml { texts.append(yaml) }
                let outline = Markdown.outline(of: split.markdown)
                texts += outline.fencedBlocks.filter { ["spec", "tokens"].contains($0.language) }.map(\.code)
            }
        }
        return texts
    }

    @Test func agreesWithYamsOnTheCorpusAndAcceptsMostOfIt() throws {
        let texts = try Self.corpus()
        #expect(texts.count > 100)
        var accepted = 0
        for text in texts {
            var parser = YAMLBlockParser(text)
            guard let fast = parser.parse() else { continue }
            accepted += 1
            #expect(fast == (try? YAMLNode.composedByYams(text)), "\(text)")
        }
        // The fast path is the point: most real YAML must take it.
        #expect(accepted * 10 >= texts.count * 8, "only \(accepted) of \(texts.count) texts took the fast path")
    }

}
