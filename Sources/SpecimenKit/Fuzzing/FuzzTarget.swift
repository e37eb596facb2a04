import Foundation
import SpecimenMarkdown

/// What each fuzzer does with its bytes (`Fuzz/`, run by `make fuzz`), shared with the test that
/// replays every input a fuzzer ever crashed on (`Tests/Fixtures/fuzz/<target>/`). Each target
/// runs one stage the way a build runs it on a hostile file; any crash, trap, hang or leak the
/// sanitizers see is a bug.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// A page through the front-matter splitter and the page parser (YAML, cmark outline, headings).
    case frontMatter = "front-matter"
    /// The bytes as the YAML of a spec block and of a tokens block, inside a page.
    case specBlock = "spec-block"
    /// The bytes as a DTCG token file, parsed and resolved (aliases, `$ref`, `$extends`).
    case tokens
    /// The bytes as Markdown through the cmark-gfm wrapper: outline, HTML in safe and raw-HTML
    /// modes with every rewrite applied, and the raw-HTML sanitizer alone.
    case markdown

    /// The site settings pages are parsed with.
    private static let config = SiteConfig(title: "Fuzz", sections: ["A"])

    /// Runs the target on `data`.
    public func run(_ data: Data) {
        switch self {
        case .frontMatter:
            _ = PageParser(config: Self.config).parse(SourceFile(path: "Content/a/p.md", relativePath: "a/p.md", data: data))
        case .specBlock:
            let yaml = String(decoding: data, as: UTF8.self)
            for info in ["spec", "tokens"] {
                let text = "---\ntitle: P\nsection: A\ncomponent: c\n---\n\n```\(info)\n\(yaml)\n```\n\n> ```\(info)\n> \(yaml.replacingOccurrences(of: "\n", with: "\n> "))\n> ```\n"
                _ = PageParser(config: Self.config).parse(SourceFile(path: "Content/a/p.md", relativePath: "a/p.md", text: text))
            }
        case .tokens:
            let parsed = TokenFileParser().parse(SourceFile(path: "Content/tokens/t.tokens.json", relativePath: "tokens/t.tokens.json", data: data)).value
            let tokens = TokenResolver().resolve(parsed.tokens, extensions: parsed.extensions).value
            for name in tokens.names { _ = tokens[name]?.value?.css }
        case .markdown:
            let markdown = String(decoding: data, as: UTF8.self)
            _ = RawHTMLSanitizer.sanitize(markdown)
            // As pages are: what the guard refuses never reaches cmark-gfm (its known slow paths
            // would only time the fuzzer out).
            guard PathologicalInputGuard().check(markdown, file: "fuzz.md") == nil else { return }
            for options in [MarkdownOptions(), MarkdownOptions(allowsRawHTML: true)] {
                let outline = Markdown.outline(of: markdown, options: options)
                var rewrites = MarkdownRewrites()
                for index in outline.headings.indices { rewrites.headingIDs[index] = "h\(index)" }
                for index in outline.links.indices { rewrites.destinations[index] = "../x/index.html#a" }
                for index in outline.fencedBlocks.indices { rewrites.fencedBlockHTML[index] = "<div>block</div>" }
                for index in outline.tableLines.indices { rewrites.tableLabels[index] = "Table \(index)" }
                rewrites.taskLabels = .init(done: "Done", toDo: "To do")
                rewrites.focusableCodeBlocks = true
                _ = Markdown.html(of: markdown, options: options, rewrites: rewrites)
            }
        }
    }
}
