import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

@Suite struct SearchIndexTests {
    @Test func indexesPagesHeadingsComponentsAliasesRulesAndTokens() {
        var site = makeSite(["components/snackbar.md": "---\ntitle: Snackbar\nsection: Components\nsummary: Brief messages.\ncomponent: snackbar\n---\n## When to use\n\n## Fixed tabs (iOS)\n"])
        site.registry = Registry(platforms: ["ios"], components: [Component(id: "snackbar", name: "Snackbar", aliases: ["toast"], status: "beta",
                                                                           location: SourceLocation(file: "r", line: 1, column: 1))])
        let script = SearchIndexBuilder(site: site).script()
        #expect(script.hasPrefix("window.specimenSearchIndex = {"))
        #expect(script.contains("[\"Snackbar\",\"components/snackbar/index.html\",\"Brief messages.\",\"en\"]"))
        #expect(script.contains("[0,\"When to use\"]"), "a heading whose id is its slug stores no id")
        #expect(script.contains("[\"Snackbar\",\"components/snackbar/index.html\",\"toast\",\"beta\",\"snackbar\"]"))
    }

    /// A rule names its component by position in `components` (whose name and id are there, and
    /// its anchor is made from the id), so that neither is repeated on every rule: every rule of the
    /// sample reaches its row and its component from what the index holds.
    @Test func rulesNameTheirComponentByPosition() throws {
        let site = try #require(try RulesJSONTests.checked(RepositoryPaths.root).site)
        let script = SearchIndexBuilder(site: site).script()
        let json = try #require(try JSONSerialization.jsonObject(with: Data(script.drop { $0 != "{" }.dropLast(2).utf8)) as? [String: Any])
        let components = try #require(json["components"] as? [[Any]]), rules = try #require(json["rules"] as? [[Any]])
        let entries = RuleIndex(site: site).entries
        #expect(rules.count == entries.count && entries.count > 20)
        for (rule, entry) in zip(rules, entries) {
            let position = try #require(rule[4] as? Int, "\(rule)")
            #expect(components[position][0] as? String == entry.component?.name)
            #expect("rule-\(components[position][4])-\(rule[1])" == entry.anchor)
        }
        let withExamples = zip(rules, entries).filter { RuleIndex(site: site).examples[$0.1.anchor] != nil }
        #expect(!withExamples.isEmpty && withExamples.allSatisfy { $0.0.count == 6 }, "the captions of its examples follow")
    }

    /// A rule of a component the registry lacks (SP202) names the component by id.
    @Test func aRuleOfAnUnregisteredComponentNamesItById() {
        let site = makeSite(["components/chip.md": "---\ntitle: Chip\ncomponent: chip\n---\n```spec\ncomponent: chip\nrules:\n  - id: short\n    level: must\n    text: Keep it short.\n```\n"])
        let script = SearchIndexBuilder(site: site).script()
        #expect(script.contains(#""rules":[[0,"short","Keep it short.","MUST","chip"]]"#), "\(script)")
    }

    /// An older version with the current data takes the current index's head and adds its own
    /// page text (`SharedMainContent`): with its own head the index is the one made whole, with
    /// another site's head (same pages, other words) it is that site's head and its own terms,
    /// and a head that lists other pages, or the same pages under other titles, is refused.
    @Test func aHeadIsTakenOnlyBySitesListingTheSamePages() throws {
        let current = makeSite(["components/chip.md": "---\ntitle: Chip\nsummary: Compact.\n---\n## Use\n\nChips filter content.\n"])
        let older = makeSite(["components/chip.md": "---\ntitle: Chip\nsummary: Compact.\n---\n## Use\n\nChips choose options.\n"])
        let builder = SearchIndexBuilder(site: current), head = try #require(builder.head())
        #expect(builder.script(head: head) == builder.scriptUTF8())
        let taken = try #require(SearchIndexBuilder(site: older).script(head: head))
        #expect(taken == SearchIndexBuilder(site: older).scriptUTF8())
        #expect(taken != builder.scriptUTF8() && String(decoding: taken, as: UTF8.self).contains("options"))
        let retitled = makeSite(["components/chip.md": "---\ntitle: Chips\nsummary: Compact.\n---\n## Use\n\nChips filter content.\n"])
        #expect(SearchIndexBuilder(site: retitled).script(head: head) == nil)
        let more = makeSite(["components/chip.md": "---\ntitle: Chip\n---\n", "components/tabs.md": "---\ntitle: Tabs\n---\n"])
        #expect(SearchIndexBuilder(site: more).script(head: head) == nil)
    }

    /// Results show status words and platform names in the reader's language: the index carries
    /// each language's labels, and per-platform statuses name the platform by id.
    @Test func labelsStatusesAndPlatformsInEveryLanguage() {
        var site = makeSite([:])
        site.config.languages = [.init(code: "en", name: "English"), .init(code: "vi", name: "Tiếng Việt")]
        let registry = RegistryParser().parse(SourceFile(path: "r.yml", relativePath: "registry.yml", text: """
            platforms: { ios: iOS, web: { en: Web, vi: Trang web } }
            statuses: [beta, stable, sunset]
            components:
              tabs: { name: Tabs, status: { ios: stable, web: sunset } }
            """)).value
        site.registry = registry  // parsed, not built by hand: the long forms are what is indexed
        let script = SearchIndexBuilder(site: site).script()
        #expect(script.contains(#""labels":{"en":{"statuses":{"beta":"beta","stable":"stable","sunset":"sunset"},"platforms":{"ios":"iOS","web":"Web"}},"vi":{"statuses":{"beta":"beta","stable":"ổn định","sunset":"sunset"},"platforms":{"ios":"iOS","web":"Trang web"}}}"#), "\(script.prefix(400))")
        #expect(script.contains(#"["Tabs","components/index.html#component-tabs","","","tabs",[["ios","stable"],["web","sunset"]]]"#), "\(script)")
    }

    /// A page's text is the words of its prose as cmark read it (not its HTML): emphasis does not
    /// split a word, link texts, image descriptions, code spans and do/don't captions count, code
    /// blocks and raw HTML do not; words are folded as search.js folds them; stop words, short
    /// words, numbers and the words of the title and headings are left out.
    @Test func indexesTheWordsOfPageProse() {
        let site = makeSite(["components/tabs.md": """
            ---
            title: Tabs
            section: Components
            ---
            People may **swi**pe between tabs, as the [Nút bấm](b.md) page &amp; ![Caf&eacute; sign](c.png) show.
            Use `UITabBar` on iOS 17, 2024 or later.

            ## Anatomy

            Each anatomy part has a label.

            ```swift
            let codeOnly = 1
            ```

            ```do
            caption: Keep labels short.
            image: a.png
            alt: Short labels.
            ```
            """])
        let page = site.pages[0]
        #expect(page.searchWords.split(separator: " ").sorted() == "bam cafe ios keep label labels later nut page part people short show sign swipe uitabbar use".split(separator: " "))
        #expect(!page.searchWords.contains("codeonly") && !page.searchWords.contains("2024"))
        let script = SearchIndexBuilder(site: site).script()
        #expect(script.contains(#""terms":"bam cafe ios keep label labels later nut page part people short show sign swipe uitabbar use","postings":["aaaaaaaaaaaaaaaaa"]"#), "\(script)")
    }

    /// Pages keep their rarest words when they have too many; terms are sorted as JavaScript
    /// sorts strings (UTF-16), and numbers are gaps minus one in base 26.
    @Test func keepsEachPagesRarestWordsInTheLimit() {
        #expect(SearchTerms.encode([0, 1, 27, 703]) == "aazZz")
        #expect(SearchTerms.encode([]) == "")
        let common = "aaa"
        let many = ([common] + (0..<SearchTerms.perPage).map { "w\(1000 + $0)" }).joined(separator: " ")
        let terms = SearchTerms(words: [many, common, "\u{FF21}x \u{1F600}x " + common])
        #expect(terms.terms.contains("w1000") && terms.terms.count == SearchTerms.perPage + 3)
        #expect(terms.terms.first == common && terms.terms.suffix(2) == ["\u{1F600}x", "\u{FF21}x"], "UTF-16 order: a surrogate pair before U+FF21")
        #expect(terms.postings[0] == String(repeating: "a", count: SearchTerms.perPage).replacingOccurrences(of: "^a", with: "b", options: .regularExpression),
                "the page of 201 words keeps the 200 only it uses, not the one every page uses")
        #expect(terms.postings[1] == "a" && terms.postings[2].hasPrefix("a"))
        #expect(SearchTerms(words: ["bbb aaa bbb"]).postings == ["aa"], "a word listed twice is one term")
    }

    /// Licences and the generated pages are pages of the index, after the content pages, titled
    /// as their pages are; a licence with its summary, and what it lets people do and not do.
    @Test func indexesLicencesAndGeneratedPages() throws {
        var site = makeSite(["a.md": "---\ntitle: A\nsection: Components\n---\n"])
        site.registry = Registry(platforms: ["ios"], components: [Component(id: "tabs", name: "Tabs", location: SourceLocation(file: "r", line: 1, column: 1))])
        let licence = try #require(LicenceParser().parse(SourceFile(path: "Content/licences/open.md", relativePath: "licences/open.md", text: """
            ---
            title: Open licence
            summary: Share freely.
            can: [Redistribute the icons.]
            cannot: [Resell them.]
            ---
            ## Contact
            Write to the maintainers.
            """)).value)
        site.licences = [licence]
        #expect(licence.searchWords.split(separator: " ").sorted() == ["icons", "maintainers", "redistribute", "resell", "write"])
        let script = SearchIndexBuilder(site: site).script()
        #expect(script.contains(#""pages":[["A","a/index.html","","en"],["Rules","rules/index.html","","en"],["Components","components/index.html","","en"],["Licensing","licensing/index.html","","en"],["Open licence","licensing/open/index.html","Share freely.","en"]]"#), "\(script)")
        #expect(script.contains(#"[4,"Contact"]"#), "a licence's headings are sections of its page")
        #expect(script.contains(#""terms":"icons maintainers redistribute resell write","postings":["","","","","aaaaa"]"#), "\(script)")
    }

    /// `serve` stops making an index a later edit superseded: the builder asks between every
    /// thousand or so pages, and stops at once when told to.
    @Test func makingTheIndexStopsWhenAskedTo() {
        let config = SiteConfig(title: "Big", sections: ["Components"])
        let parser = PageParser(config: config)
        let pages = (0..<2_500).map { i in
            parser.parse(SourceFile(path: "Content/c/p\(i).md", relativePath: "c/p\(i).md", text: "---\ntitle: Page \(i)\n---\nWords for page \(i).\n")).value
        }
        let builder = SearchIndexBuilder(site: Site(config: config, pages: pages, contentFiles: []))
        var asked = 0
        #expect(builder.scriptUTF8(unless: {
            asked += 1
            return asked == 2
        }) == nil)
        #expect(asked == 2)
        asked = 0
        #expect(builder.scriptUTF8(unless: {
            asked += 1
            return false
        }) == builder.scriptUTF8())
        #expect(asked >= 3)
    }

    /// The stated budget: at most 1,000 bytes per page on a 10,000-page site shaped like real
    /// guideline pages — a title, a summary, four headings, and prose of 600 words drawn from a
    /// vocabulary of 20,000 words of six to eight letters as often as words are in real text
    /// (Zipf: the n-th most common word n times less often than the most common; the commonest
    /// hundred stand for the stop words, which are never kept).
    @Test func staysWithinItsSizeBudgetForTenThousandPages() {
        let config = SiteConfig(title: "Big", sections: ["Components"])
        let parser = PageParser(config: config)
        let syllables = ["ba", "ce", "di", "fo", "gu", "ha", "je", "ki", "lo", "mu", "na", "pe", "ri", "so", "tu", "va", "we", "xi", "yo", "zu"]
        let vocabulary = (0..<20_000).map { rank -> String in
            var word = "", value = rank + 400  // three syllables or four
            while value > 0 {
                word += syllables[value % 20]
                value /= 20
            }
            return word
        }
        // Log-uniform ranks are Zipf's law: rank r drawn in proportion to 1/r.
        let zipf = (0..<65_536).map { Int(exp(Double($0) / 65_536 * log(20_000.0))) - 1 }
        var generator = SeededGenerator(seed: 10_000)
        let pages = (0..<10_000).map { i in
            var page = parser.parse(SourceFile(path: "Content/c/p\(i).md", relativePath: "c/p\(i).md", text: """
                ---
                title: Component \(i)
                section: Components
                summary: Guidance for component number \(i), when to use it and how it behaves on every platform.
                ---
                ## When to use
                ## Anatomy
                ## Behaviour
                ## Accessibility
                """)).value
            let ranks = (0..<600).map { _ in zipf[Int(generator.next() & 0xFFFF)] }.filter { $0 >= 100 }
            page.searchWords = Set(ranks).sorted().map { vocabulary[$0] }.joined(separator: " ")
            return page
        }
        let size = SearchIndexBuilder(site: Site(config: config, pages: pages, contentFiles: [])).script().utf8.count
        let prose = pages.map(\.searchWords.utf8.count).reduce(0, +)
        print("search index of 10,000 pages: \(size) bytes, \(size / 10_000) per page (their words: \(prose / 10_000) bytes per page)")
        #expect(size <= SearchIndexBuilder.bytesPerPageBudget * 10_000, "index is \(size) bytes")
    }
}

@Suite struct SiteFileOutputTests {
    static func build(baseURL: String? = nil) throws -> InMemoryFileSystem {
        let fs = InMemoryFileSystem(files: [
            "C/site.yml": "title: S\nbaseURL: https://design.example.org/docs\nlanguages: { en: English, vi: Tiếng Việt }\nsections: [A]\n",
            "C/a.md": "---\ntitle: A\nsection: A\ntranslationKey: a\n---\n", "C/vi/a.md": "---\ntitle: Á\nsection: A\nlang: vi\ntranslationKey: a\n---\n",
            "T/layout.mustache": "{{#baseHref}}<base href=\"{{.}}\">{{/baseHref}}{{#canonicalURL}}<link rel=\"canonical\" href=\"{{.}}\">{{/canonicalURL}}{{#alternates}}<link rel=\"alternate\" hreflang=\"{{lang}}\" href=\"{{url}}\">{{/alternates}}{{{main}}}",
            "T/page.mustache": "", "T/home.mustache": "", "T/not-found.mustache": "{{title}}",
        ])
        _ = try Pipeline(fileSystem: fs).build(SiteInput(contentDirectory: "C", templatesDirectory: "T"), output: "P", baseURL: baseURL)
        return fs
    }

    @Test func writesSitemapCanonicalAndAlternatesFromTheBaseURL() throws {
        let files = try Self.build().files
        let sitemap = String(decoding: files["P/sitemap.xml"] ?? Data(), as: UTF8.self)
        #expect(sitemap.contains("<loc>https://design.example.org/docs/a/</loc>"))
        #expect(sitemap.contains("<xhtml:link rel=\"alternate\" hreflang=\"vi\" href=\"https://design.example.org/docs/vi/a/\"/>"))
        #expect(sitemap.contains("<loc>https://design.example.org/docs/</loc>"))
        let page = String(decoding: files["P/a/index.html"] ?? Data(), as: UTF8.self)
        #expect(page == "<link rel=\"canonical\" href=\"https://design.example.org/docs/a/\"><link rel=\"alternate\" hreflang=\"en\" href=\"https://design.example.org/docs/a/\"><link rel=\"alternate\" hreflang=\"vi\" href=\"https://design.example.org/docs/vi/a/\">")
        #expect(String(decoding: files["P/404.html"] ?? Data(), as: UTF8.self) == "<base href=\"https://design.example.org/docs/\">Page not found")
    }

    @Test func baseURLOptionOverridesSiteSettings() throws {
        let files = try Self.build(baseURL: "https://staging.example.org").files
        #expect(String(decoding: files["P/sitemap.xml"] ?? Data(), as: UTF8.self).contains("<loc>https://staging.example.org/a/</loc>"))
    }

    @Test func versionsSortAsPeopleMeanThem() {
        #expect(VersionOrder.isOlder("2.9", than: "2.10"))
        #expect(VersionOrder.isOlder("1.0", than: "1.0.1"))
        #expect(!VersionOrder.isOlder("2.3", than: "2.3"))
    }

    /// `newestFirst` ranks distinct versions instead of comparing items pairwise; it must order
    /// exactly as a stable sort with `isOlder` does (a strict weak order since `VersionKey`, so
    /// `1.00`, which is `1.0`, and `1.10a` may be in the pool).
    @Test func newestFirstMatchesSortingWithIsOlder() {
        var generator = SeededGenerator(seed: 7)
        let pool = ["1.0", "1.0.1", "2.9", "2.10", "2.3-beta", "2.3", "10", "1.a", "1.b", "0.9.9", "1.00", "1", "1.10a", "1.10"]
        for _ in 0..<200 {
            let items = (0..<Int.random(in: 0...40, using: &generator)).map { index in
                (pool[Int.random(in: 0..<pool.count, using: &generator)], index)
            }
            let expected = items.sorted { VersionOrder.isOlder($1.0, than: $0.0) }.map(\.1)
            #expect(VersionOrder.newestFirst(items) { $0.0 }.map(\.1) == expected)
        }
    }
}
