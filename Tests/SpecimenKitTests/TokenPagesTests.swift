import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// The token pages (`TokenPages`): every token on `tokens/` for a small system, a page per
/// top-level group past `TokenPages.singlePageLimit`, and every link to a token going to the page
/// that shows it.
@Suite struct TokenPagesTests {
    /// A token file of `count` colours dealt in turn to the top-level `groups`, in that order.
    static func tokenFile(count: Int, groups: [String]) -> String {
        var members: [String: [String]] = [:]
        for index in 0..<count {
            members[groups[index % groups.count], default: []].append("\"c\(index)\": {\"$value\": \"#0000\(String(format: "%02x", index % 256))\"}")
        }
        return "{" + groups.map { "\"\($0)\": {\"$type\": \"color\", " + members[$0, default: []].joined(separator: ", ") + "}" }.joined(separator: ", ") + "}"
    }

    static func site(tokens json: String, pages: [String: String] = [:]) -> Site {
        var site = makeSite(pages, sections: ["A"])
        let parsed = TokenFileParser().parse(SourceFile(path: "t.tokens.json", relativePath: "tokens/t.tokens.json", text: json)).value
        site.tokens = TokenResolver().resolve(parsed.tokens, extensions: parsed.extensions).value
        return site
    }

    @Test func aSmallSystemKeepsEveryTokenOnTokensPage() {
        let pages = TokenPages(Self.site(tokens: Self.tokenFile(count: TokenPages.singlePageLimit, groups: ["color", "brand"])).tokens)
        #expect(!pages.isSplit)
        #expect(pages.groups.map(\.name) == ["color", "brand"])
        #expect(pages.route(of: "color.c0") == "tokens/")
        #expect(pages.groupRoutes.isEmpty)
        #expect(pages.tokenRoutes == ["tokens/"])
    }

    @Test func aLargerSystemGetsAPagePerTopLevelGroup() {
        let file = Self.tokenFile(count: TokenPages.singlePageLimit, groups: ["Color", "Über Blau", "color"])
        let pages = TokenPages(Self.site(tokens: file.dropLast() + ", \"loose\": {\"$type\": \"color\", \"$value\": \"#000000\"}}").tokens)
        #expect(pages.isSplit)
        // File order; names fold to ASCII folders, unique; tokens outside any group come last.
        #expect(pages.groups.map(\.name) == ["Color", "Über Blau", "color", ""])
        #expect(pages.groups.map(\.slug) == ["color", "ber-blau", "color-2", "other"])
        #expect(pages.route(of: "color.c2") == "tokens/color-2/")
        #expect(pages.route(of: "loose") == "tokens/other/")
        #expect(pages.pagePosition(of: "color.c2") == 2)
        #expect(pages.groups.map(\.tokens.count) == [20, 20, 20, 1])
    }

    @Test func slugsAreFolderNames() {
        #expect(TokenPages.slug("Font-Size") == "font-size")
        #expect(TokenPages.slug("  ../x  ") == "x")
        #expect(TokenPages.slug("颜色") == "group")
        #expect(TokenPages.slug("a__b") == "a__b")
    }

    /// The catalogue lists every group page: the sitemap and the output check know them, and the
    /// renderer writes exactly them.
    @Test func theCatalogueListsTheGroupPagesTheRendererWrites() throws {
        let (result, fs) = try OutputOwnershipTests.build([
            "a.md": OutputOwnershipTests.page, "tokens/t.tokens.json": Self.tokenFile(count: 70, groups: ["color", "space"]),
        ], site: "title: S\nsections: [A]\nbaseURL: https://example.org/\n")
        #expect(result.check.diagnostics.isEmpty, "\(result.check.diagnostics)")
        let site = try #require(result.check.site)
        #expect(GeneratedRoute.all(for: site).filter { $0.hasPrefix("tokens/") } == ["tokens/", "tokens/color/", "tokens/space/"])
        for path in ["tokens/index.html", "tokens/color/index.html", "tokens/space/index.html"] {
            #expect(GeneratedRoute.outputs(for: site).contains(path))
            #expect(fs.files["Public/" + path] != nil, "\(path) not written")
        }
        let sitemap = String(decoding: fs.files["Public/sitemap.xml"] ?? Data(), as: UTF8.self)
        #expect(sitemap.contains("https://example.org/tokens/color/"))
        let index = String(decoding: fs.files["Public/tokens/index.html"] ?? Data(), as: UTF8.self)
        #expect(index.contains("href=\"../tokens/color/index.html\""), "the index links each group's page")
        #expect(index.contains("35 tokens"))
        #expect(!index.contains("id=\"token-color-c0\""), "the index lists groups, not tokens")
        let color = String(decoding: fs.files["Public/tokens/color/index.html"] ?? Data(), as: UTF8.self)
        #expect(color.contains("<title>color tokens – S</title>"))
        #expect(color.contains("id=\"token-color-c0\""))
        #expect(!color.contains("id=\"token-space-c1\""), "another group's tokens are on its own page")
        #expect(color.contains("token-sections--cards"), "a page of 35 tokens starts as cards")
    }

    /// A content page at a group page's path is SP004, as at any generated page.
    @Test func aContentPageCannotTakeAGroupPagesPlace() throws {
        let (result, _) = try OutputOwnershipTests.build([
            "tokens/color.md": OutputOwnershipTests.page, "tokens/t.tokens.json": Self.tokenFile(count: 70, groups: ["color", "space"]),
        ])
        #expect(result.check.diagnostics.map(\.code) == [.duplicateURL])
    }

    /// Spec blocks, grids and the search index link a token on its group's page.
    @Test func linksToATokenGoToItsGroupsPage() throws {
        let site = Self.site(tokens: Self.tokenFile(count: 70, groups: ["color", "space"]))
        let swatches = TokenSwatchFactory(site: site)
        #expect(swatches.swatch("space.c1", from: "components/tabs/")?.url == "../../tokens/space/index.html#token-space-c1")
        #expect(swatches.swatch("space.c1", from: "tokens/space/")?.url == "#token-space-c1", "on its own page, the fragment alone")
        #expect(swatches.swatch("space.c1", from: "tokens/color/")?.url == "../../tokens/space/index.html#token-space-c1")
        let script = SearchIndexBuilder(site: site).script()
        #expect(script.contains(#""v":2,"tokenPages":["tokens/color/index.html","tokens/space/index.html"]"#))
        #expect(script.contains(##"["space.c1","#000001","token-space-c1",1]"##))
        let small = SearchIndexBuilder(site: Self.site(tokens: Self.tokenFile(count: 3, groups: ["color"]))).script()
        #expect(small.contains(#""tokenPages":["tokens/index.html"]"#))
        #expect(small.contains(##"["color.c0","#000000","token-color-c0",0]"##))
    }
}
