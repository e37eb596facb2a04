import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

@Suite struct FrontMatterSplitterTests {
    @Test func splitsAndBlanksFrontMatterLines() {
        let split = FrontMatterSplitter().split("---\ntitle: A\n---\n# Body\n")
        #expect(split.yaml == "title: A")
        #expect(split.yamlFirstLine == 2)
        #expect(split.markdown == "\n\n\n# Body\n")
        #expect(!split.isUnterminated)
    }

    @Test func acceptsDotsAndTrailingSpacesAsClosingFence() {
        #expect(FrontMatterSplitter().split("--- \na: 1\n... \nx").yaml == "a: 1")
    }

    @Test func pageWithoutFrontMatterIsAllMarkdown() {
        let split = FrontMatterSplitter().split("# Title\n---\n")
        #expect(split.yaml == nil && split.markdown == "# Title\n---\n")
    }

    @Test func unclosedFrontMatterIsReported() {
        #expect(FrontMatterSplitter().split("---\ntitle: A\n# Body\n").isUnterminated)
    }

    /// The splitter scans only the front matter's lines; it must split every text exactly as
    /// splitting the whole file into lines and joining them again did.
    @Test func splitsEveryEdgeCaseAsSplittingIntoLinesDid() {
        func reference(_ text: String) -> FrontMatterSplitter.Split {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            func isFence(_ line: Substring, closing: Bool) -> Bool {
                var trimmed = line
                while let last = trimmed.last, last == " " || last == "\t" { trimmed.removeLast() }
                return trimmed == "---" || (closing && trimmed == "...")
            }
            guard text.hasPrefix("---"), let first = lines.first, isFence(first, closing: false) else {
                return .init(yaml: nil, yamlFirstLine: 1, markdown: text, isUnterminated: false)
            }
            guard let end = lines.indices.dropFirst().first(where: { isFence(lines[$0], closing: true) }) else {
                return .init(yaml: nil, yamlFirstLine: 2, markdown: text, isUnterminated: true)
            }
            return .init(yaml: lines[1..<end].joined(separator: "\n"), yamlFirstLine: 2,
                         markdown: String(repeating: "\n", count: end + 1) + lines[(end + 1)...].joined(separator: "\n"), isUnterminated: false)
        }
        let pieces = ["---", "--- ", "---\t", "...", "----", "title: Ä", "", "# Body", "é\u{301}", "  ---", "x: [1, 2]"]
        var texts = ["", "-", "--", "---", "---\n", "\n---\n---\n"]
        for a in pieces { for b in pieces { for c in pieces {
            texts.append([a, b, c].joined(separator: "\n"))
            texts.append([a, b, c].joined(separator: "\n") + "\n")
            texts.append(["---", a, b, c].joined(separator: "\n"))
        } } }
        for text in texts {
            #expect(FrontMatterSplitter().split(text) == reference(text), "\(text.debugDescription)")
        }
    }
}

@Suite struct SourceTextTests {
    @Test func convertsCharacterColumnsToByteColumns() {
        let text = SourceText("title: x\nsummary: Thẻ cố định và\n")
        #expect(text.byteColumn(line: 1, characterColumn: 8) == 8)
        // "summary: Thẻ cố định " is 21 characters and 28 bytes, so `và` starts at byte 29.
        #expect(text.byteColumn(line: 2, characterColumn: 22) == 29)
        #expect(text.byteColumn(of: "và", line: 2) == 29)
    }

    @Test func byteColumnsCountScalarsOfEveryWidth() {
        let line = "a\u{E9}e\u{301}\u{20AC}\u{1F600}z"  // 1, 2, 1+2, 3, 4, 1 bytes
        let text = SourceText(line)
        var expected = 1
        for (index, scalar) in line.unicodeScalars.enumerated() {
            #expect(text.byteColumn(line: 1, characterColumn: index + 1) == expected)
            expected += UTF8.width(scalar)
        }
        #expect(text.byteColumn(line: 1, characterColumn: line.unicodeScalars.count + 3) == line.utf8.count + 3)
    }

    @Test func sourceFileRemovesBOMAndNormalisesLineEnds() {
        let file = SourceFile(path: "a.md", relativePath: "a.md", data: Data([0xEF, 0xBB, 0xBF] + Array("a\r\nb\rc\n".utf8)))
        #expect(file.text == "a\nb\nc\n")
    }
}

@Suite struct HeadingSluggerTests {
    /// The ASCII fast path must give what the Unicode rules give, for every ASCII character.
    @Test func asciiSlugsMatchTheUnicodeRules() {
        let slugger = HeadingSlugger()
        var random = SeededGenerator(seed: 3)
        var texts = (0..<128).map { String(UnicodeScalar(UInt8($0))) } + ["", " ", "Do's & don'ts", "A–B", "Step 2: Tabs (mobile)"]
        for _ in 0..<2000 {
            texts.append(String((0..<Int.random(in: 1...12, using: &random)).map { _ in Character(UnicodeScalar(UInt8.random(in: 0..<128, using: &random))) }))
        }
        for text in texts {
            if let fast = slugger.asciiSlug(text) {
                #expect(fast == slugger.unicodeSlug(text), "\(text.debugDescription)")
            } else {
                #expect(text.utf8.contains { $0 >= 0x80 })
            }
        }
    }

    @Test func keepsUnicodeLettersAndDropsPunctuation() {
        let slugger = HeadingSlugger()
        #expect(slugger.slug("Khi nào nên dùng") == "khi-nào-nên-dùng")
        #expect(slugger.slug("Do's and don'ts") == "dos-and-donts")
        #expect(slugger.slug("Fixed tabs (iOS) — 2.1") == "fixed-tabs-ios--21")
        #expect(slugger.slug("!!!") == "section")
    }

    @Test func normalisesDecomposedVietnamese() {
        // "ư" written as u + combining horn, "ờ" as o + horn + grave: the same id as the precomposed text.
        #expect(HeadingSlugger().slug("Thu\u{31B}o\u{31B}\u{300}ng") == HeadingSlugger().slug("Thường"))
    }

    @Test func makesRepeatsUnique() {
        #expect(HeadingSlugger().ids(for: ["Usage", "Usage", "Usage 1", "Usage"]) == ["usage", "usage-1", "usage-1-1", "usage-2"])
        // Ids the theme gives every page are never a heading's: no page has an id twice.
        #expect(HeadingSlugger().ids(for: ["Main", "Main", "Top", "Site nav", "Download box title"]) == ["main-1", "main-2", "top-1", "site-nav-1", "download-box-title-1"])
    }
}

@Suite struct RouteTests {
    @Test func mapsPagesToPrettyURLs() {
        let routes = RouteMapper()
        #expect(routes.route(forPagePath: "patterns/topic-management.md") == "patterns/topic-management/")
        #expect(routes.route(forPagePath: "patterns/index.md") == "patterns/")
        #expect(routes.route(forPagePath: "index.md") == "")
        #expect(routes.outputPath(forRoute: "patterns/create/") == "patterns/create/index.html")
    }

    @Test func relativeURLsWorkFromFileAndSubPaths() {
        let urls = RelativeURL(fromRoute: "patterns/create/")
        #expect(urls.root == "../../")
        #expect(urls.page("components/tabs/", fragment: "fixed-tabs") == "../../components/tabs/index.html#fixed-tabs")
        #expect(urls.page("") == "../../index.html")
        #expect(urls.file("assets/my file#1.svg") == "../../assets/my%20file%231.svg")
        #expect(urls.page("vi/", fragment: "khi nào") == "../../vi/index.html#khi%20nào")
        #expect(RelativeURL(fromRoute: "").root == "")
        // Folders are counted as `split` counts them: empty ones between slashes do not count.
        for route in ["a", "a/", "/a/", "a//b/", "//", "é/ü/", "patterns/create/tabs/"] {
            #expect(RelativeURL(fromRoute: route).root == String(repeating: "../", count: route.split(separator: "/").count), "\(route)")
        }
    }

    @Test func urlsFromTheParentFolderAreShortAndTheSameForEveryPageOfTheFolder() {
        let urls = RelativeURL(fromRoute: "patterns/create/")
        #expect(urls.pageFromParent("patterns/edit/") == "../edit/index.html")
        #expect(urls.pageFromParent("patterns/create/") == "../create/index.html")
        #expect(urls.pageFromParent("patterns/create/steps/") == "../create/steps/index.html")
        #expect(urls.pageFromParent("components/tabs/") == "../../components/tabs/index.html")
        #expect(urls.pageFromParent("") == "../../index.html")
        #expect(urls.pageFromParent("patterns/") == "../index.html")
        #expect(urls.pageFromParent("patterns/my page/") == "../my%20page/index.html")
        #expect(RelativeURL(fromRoute: "patterns/").pageFromParent("components/tabs/") == "../components/tabs/index.html")
        #expect(RelativeURL(fromRoute: "").pageFromParent("components/tabs/") == "components/tabs/index.html")
        #expect(RelativeURL.parentFolder(of: "patterns/create/") == "patterns/")
        #expect(RelativeURL.parentFolder(of: "patterns/") == "")
    }
}

@Suite struct SuggestionTests {
    @Test func suggestsCloseNamesOnly() {
        #expect(Suggestion.nearest(to: "titel", in: FrontMatter.knownKeys) == "title")
        #expect(Suggestion.nearest(to: "navigaton-bar", in: ["navigation-bar", "tab-bar"]) == "navigation-bar")
        #expect(Suggestion.nearest(to: "colour", in: ["tabs", "buttons"]) == nil)
    }
}

@Suite struct SiteConfigParserTests {
    @Test func readsEverySetting() {
        let file = SourceFile(path: "Content/site.yml", relativePath: "site.yml", text: """
            title: S
            version: 2.3
            baseURL: https://design.example.org/
            language: en
            languages: { en: English, vi: Tiếng Việt }
            sections: [Foundations, Components]
            licence: design-assets
            rawHTML: true
            """)
        let parsed = SiteConfigParser().parse(file)
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.value == SiteConfig(title: "S", version: "2.3", baseURL: "https://design.example.org/", language: "en",
                                     languages: [.init(code: "en", name: "English"), .init(code: "vi", name: "Tiếng Việt")],
                                     sections: ["Foundations", "Components"], licence: "design-assets", rawHTML: true))
    }

    @Test func readsTokenSettings() {
        let file = SourceFile(path: "Content/site.yml", relativePath: "site.yml", text: """
            title: S
            tokens: { cssNames: keep, cssPrefix: acme, references: true, colorScheme: { dark: { theme: dark } } }
            """)
        let parsed = SiteConfigParser().parse(file)
        #expect(parsed.diagnostics.isEmpty)
        var expected = TokenSettings(cssNames: .keep, cssPrefix: "acme", references: true)
        expected.colorScheme = ["dark": ["theme": "dark"]]
        expected.colorSchemeLocations = ["dark.theme": SourceLocation(file: "Content/site.yml", line: 2, column: 85)]
        #expect(parsed.value?.tokens == expected)
        let defaults = SiteConfigParser().parse(SourceFile(path: "Content/site.yml", relativePath: "site.yml", text: "title: S\n"))
        #expect(defaults.value?.tokens == TokenSettings(cssNames: .kebab, cssPrefix: "", references: false))
    }

    @Test func reportsWrongTokenSettingsWhereTheyAre() {
        let file = SourceFile(path: "Content/site.yml", relativePath: "site.yml", text: """
            title: S
            tokens:
              cssNames: kebap
              references: sometimes
              prefix: acme
            """)
        let parsed = SiteConfigParser().parse(file)
        #expect(parsed.diagnostics.map(\.code) == [.unknownKey, .frontMatterSyntax, .frontMatterSyntax])
        #expect(parsed.diagnostics.map(\.location.line) == [5, 3, 4])
        #expect(parsed.diagnostics[0].message == "unknown key `prefix` in site.yml `tokens`")
        #expect(parsed.diagnostics[1].message == "`kebap` is not a way of naming CSS custom properties (allowed: kebab, keep)")
        #expect(parsed.diagnostics[1].hint == "did you mean `kebab`?")
        #expect(parsed.diagnostics[2].message == "`references` in site.yml `tokens` must be `true` or `false`")
        #expect(parsed.value?.tokens == TokenSettings())
    }

    @Test func emptyOrBrokenSettingsAreUnusable() {
        #expect(SiteConfigParser().parse(SourceFile(path: "s.yml", relativePath: "site.yml", text: "")).value == nil)
        let broken = SiteConfigParser().parse(SourceFile(path: "s.yml", relativePath: "site.yml", text: "title: [x\n"))
        #expect(broken.value == nil && broken.diagnostics.map(\.code) == [.frontMatterSyntax])
    }
}

@Suite struct PageParserTests {
    let parser = PageParser(config: SiteConfig(title: "S", language: "en"))

    @Test func readsFrontMatterAndBodyWithFilePositions() {
        let text = "---\ntitle: Tabs\nplatforms: [ios]\nlang: vi\n---\n# Thẻ\n\n[x](y.md)\n"
        let parsed = parser.parse(SourceFile(path: "Content/c/tabs.md", relativePath: "c/tabs.md", text: text))
        let page = parsed.value
        #expect(parsed.diagnostics.isEmpty)
        #expect(page.title == "Tabs" && page.frontMatter.platforms == ["ios"] && page.lang == "vi")
        #expect(page.outline.headings.first?.line == 6)
        #expect(page.outline.links.first?.line == 8 && page.outline.links.first?.column == 1)
        #expect(page.headingIDs == ["thẻ"] && page.route == "c/tabs/")
        #expect(page.frontMatter.valueLocations["platforms"] == SourceLocation(file: "Content/c/tabs.md", line: 3, column: 12))
    }
}

/// Plain routes and fragments are returned as they are by a mask test per byte; whatever the
/// mask lets through must be what Foundation's percent-encoding keeps, and nothing else.
@Suite struct RelativeURLEncodingTests {
    @Test func theMaskKeepsWhatFoundationKeeps() {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%;:")  // `:` too: no path Specimen writes reads as a scheme
        var fragmentAllowed = CharacterSet.urlFragmentAllowed
        fragmentAllowed.remove(charactersIn: "#%")
        for byte in UInt8(0)...UInt8(127) {
            let text = "a/" + String(UnicodeScalar(byte)) + "b"
            let keptByFoundation = text.addingPercentEncoding(withAllowedCharacters: allowed) == text
            #expect((RelativeURL.encode(text) == text) == keptByFoundation, "byte \(byte)")
            #expect(RelativeURL.encode(text) == (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text), "byte \(byte)")
            let fragmentKept = text.addingPercentEncoding(withAllowedCharacters: fragmentAllowed) == text
            #expect((RelativeURL.encodeFragment(text) == text) == fragmentKept, "fragment byte \(byte)")
        }
        #expect(RelativeURL.encode("é/b") == "%C3%A9/b")
        #expect(RelativeURL.encodeFragment("khi-nào") == "khi-nào")
    }

    @Test func partsAreJoinedInOrder() {
        let urls = RelativeURL(fromRoute: "a/b/")
        #expect(urls.page("x/é/", fragment: "f") == "../../x/%C3%A9/index.html#f")
        #expect(urls.file("") == "../../")
        #expect(RelativeURL(fromRoute: "").page("") == "index.html")
    }
}
