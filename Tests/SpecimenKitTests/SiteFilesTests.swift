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

    /// The stated budget: at most 500 bytes per page on a 10,000-page site shaped like real guideline pages.
    @Test func staysWithinItsSizeBudgetForTenThousandPages() {
        let config = SiteConfig(title: "Big", sections: ["Components"])
        let parser = PageParser(config: config)
        let pages = (0..<10_000).map { i in
            parser.parse(SourceFile(path: "Content/c/p\(i).md", relativePath: "c/p\(i).md", text: """
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
        }
        let size = SearchIndexBuilder(site: Site(config: config, pages: pages, contentFiles: [])).script().utf8.count
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
