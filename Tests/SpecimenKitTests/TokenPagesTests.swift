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
        #expect(color.contains("<code>--color-c0</code>"), "the CSS variable is shown")
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
        #expect(swatches.swatch("space.c1", from: "tokens/color/")?.url == "../space/index.html#token-space-c1", "a sibling group's page is reached from the parent folder")
        let script = SearchIndexBuilder(site: site).script()
        #expect(script.contains(#""v":4,"tokenPages":["tokens/color/index.html","tokens/space/index.html"]"#))
        #expect(script.contains(##"["space.c1","#000001","token-space-c1",1]"##))
        let small = SearchIndexBuilder(site: Self.site(tokens: Self.tokenFile(count: 3, groups: ["color"]))).script()
        #expect(small.contains(#""tokenPages":["tokens/index.html"]"#))
        #expect(small.contains(##"["color.c0","#000000","token-color-c0",0]"##))
    }

    /// An alias links along its chain to the tokens it points to; the tokens it points to do
    /// not list their aliases (a base colour can have a hundred).
    @Test func aliasesLinkToTheirTargets() {
        let site = Self.site(tokens: ##"{"color": {"$type": "color", "base": {"$value": "#112233"}, "text": {"$value": "{color.base}"}}}"##)
        let swatches = TokenSwatchFactory(site: site)
        let text = swatches.swatch("color.text", from: "tokens/", withUsages: true)
        #expect(text?.aliasLinks.map(\.label) == ["color.base"])
        #expect(text?.aliasLinks.map(\.url) == ["#token-color-base"])
        #expect(swatches.swatch("color.base", from: "tokens/", withUsages: true)?.hasUsages == false)
    }

    /// Font sizes, weights and families are drawn as type: dimensions named as font sizes and
    /// those typography styles take their size from.
    @Test func fontSizesWeightsAndFamiliesAreType() {
        let site = Self.site(tokens: """
            {"font": {"size": {"$type": "dimension", "body": {"$value": "16px"}}, "weight": {"$type": "fontWeight", "bold": {"$value": 700}},
                      "family": {"$type": "fontFamily", "sans": {"$value": ["Inter", "sans-serif"]}}},
             "scale": {"$type": "dimension", "m": {"$value": "20px"}, "gap": {"$value": "8px"}},
             "style": {"$type": "typography", "title": {"$value": {"fontFamily": "{font.family.sans}", "fontSize": "{scale.m}",
                       "fontWeight": "{font.weight.bold}", "lineHeight": 1.2, "letterSpacing": "0px"}}}}
            """)
        let swatches = TokenSwatchFactory(site: site)
        let kinds = ["font.size.body", "font.weight.bold", "font.family.sans", "scale.m", "scale.gap", "style.title"].map { swatches.swatch($0, from: "")?.kind }
        #expect(kinds == ["type", "type", "type", "type", "dimension", "type"])
        #expect(TokenSwatchFactory.suggestsFontSize("typography.fontSize.300"))
        #expect(TokenSwatchFactory.suggestsFontSize("text.size.sm"))
        #expect(!TokenSwatchFactory.suggestsFontSize("icon.size.sm"))
        #expect(!TokenSwatchFactory.suggestsFontSize("font.letterSpacing.tight"))
    }
}

/// A real system's group stays a page a browser and a phone can hold: 1,000 tokens in one
/// top-level group, mixed as design systems mix them (about half colours, a third of those
/// aliases of a palette, sizes, type, opacities, shadows and motion), with names as long as the
/// sample's. The budget leaves room for the values of several contexts per token (400 KB for
/// five), which will be added to each row.
@Suite struct TokenPageSizeTests {
    static let budget = 250 * 1024

    /// 1,000 tokens under `ds`, deterministic.
    static func thousandTokens() -> String {
        let hues = ["red", "orange", "amber", "yellow", "lime", "green", "teal", "cyan", "blue", "indigo", "purple", "grey"]
        let steps = [5, 10, 20, 30, 40, 50, 60, 70, 80, 90, 95, 100]
        var groups: [(String, String, [String])] = []  // (path, $type, members)
        var count = 0
        func member(_ name: String, _ value: String, _ description: String? = nil) -> String {
            count += 1
            return "\"\(name)\": {\"$value\": \(value)\(description.map { ", \"$description\": \"\($0)\"" } ?? "")}"
        }
        var index = 0
        for (h, hue) in hues.enumerated() {
            groups.append(("color.\(hue)", "color", steps.map { step in
                defer { index += 1 }
                let level = 255 - step * 2, tint = (h * 37 + step) % 256
                return member(String(step), "\"#\(String(format: "%02x%02x%02x", level, tint, (level + tint) / 2))\"",
                              index % 4 == 0 ? "Step \(step) of the \(hue) ramp." : nil)
            }))
        }
        index = 0
        for role in ["bg", "fg", "line", "icon", "surface"] {
            for variant in ["primary", "secondary", "success", "warning", "danger", "info"] {
                groups.append(("\(role).\(variant)", "color", ["rest", "hover", "active", "disabled", "focus", "selected", "subtle", "strong", "muted", "inverse"].map { state in
                    defer { index += 1 }
                    return member(state, "\"{ds.color.\(hues[index % 12]).\(steps[(index * 7) % 12])}\"",
                                  index % 5 == 0 ? "The \(variant) \(role), \(state)." : nil)
                }))
            }
        }
        groups.append(("space", "dimension", (0..<100).map { member(String($0 * 4), "\"\($0 * 4)px\"") }))
        groups.append(("size", "dimension", (0..<100).map { member(String($0 * 8), "\"\($0 * 8)px\"") }))
        groups.append(("radius", "dimension", (0..<20).map { member(String($0), "\"\($0)px\"") }))
        groups.append(("font.size", "dimension", (0..<40).map { member(String(100 + $0 * 25), "\"\(10 + $0 * 2)px\"") }))
        groups.append(("font.weight", "fontWeight", stride(from: 100, through: 900, by: 100).map { member(String($0), String($0)) }))
        groups.append(("font.family", "fontFamily", ["sans", "serif", "mono", "display"].map { member($0, "[\"\($0.capitalized)\", \"sans-serif\"]") }))
        groups.append(("typography", "typography", (0..<40).map {
            member("style\($0)", "{\"fontFamily\": \"{ds.font.family.sans}\", \"fontSize\": \"{ds.font.size.\(100 + $0 * 25)}\", \"fontWeight\": \"{ds.font.weight.\([400, 500, 700][$0 % 3])}\", \"lineHeight\": 1.4, \"letterSpacing\": \"0px\"}")
        }))
        groups.append(("opacity", "number", (0...20).map { member(String($0 * 5), String(Double($0 * 5) / 100)) }))
        groups.append(("shadow", "shadow", (0..<10).map { member(String($0), "{\"color\": \"#00000033\", \"offsetX\": \"0px\", \"offsetY\": \"\($0)px\", \"blur\": \"\($0 * 2)px\", \"spread\": \"0px\"}") }))
        groups.append(("border", "border", (0..<10).map { member(String($0), "{\"color\": \"{ds.color.grey.50}\", \"width\": \"\($0 + 1)px\", \"style\": \"solid\"}") }))
        groups.append(("easing", "cubicBezier", (0..<10).map { member("e\($0)", "[0.4, 0, 0.2, \(Double($0) / 10)]") }))
        groups.append(("duration", "duration", (0..<(1000 - count)).map { member(String($0 * 10), "\"\($0 * 10)ms\"") }))
        // Nested objects from the dot paths.
        var tree: [String: Any] = [:]
        for (path, type, members) in groups {
            let parts = path.split(separator: ".").map(String.init)
            func insert(_ node: inout [String: Any], _ rest: ArraySlice<String>) {
                guard let first = rest.first else { return }
                var child = node[first] as? [String: Any] ?? [:]
                if rest.count == 1 { child["$type"] = type; child["$members"] = members } else { insert(&child, rest.dropFirst()) }
                node[first] = child
            }
            insert(&tree, parts[...])
        }
        func write(_ node: [String: Any]) -> String {
            var items: [String] = []
            if let type = node["$type"] as? String { items.append("\"$type\": \"\(type)\"") }
            items += (node["$members"] as? [String]) ?? []
            for key in node.keys.sorted() where !key.hasPrefix("$") { items.append("\"\(key)\": " + write(node[key] as! [String: Any])) }
            return "{" + items.joined(separator: ", ") + "}"
        }
        return "{\"ds\": " + write(tree) + "}"
    }

    @Test func aThousandTokensInOneGroupFitTheBudget() throws {
        let folder = temporaryFolder()
        defer { removeFolder(folder) }
        let content = folder + "/Content"
        try FileManager.default.createDirectory(atPath: content + "/tokens", withIntermediateDirectories: true)
        try "title: Big\nsections: [A]\n".write(toFile: content + "/site.yml", atomically: true, encoding: .utf8)
        try "---\ntitle: Guide\nsection: A\n---\nHello.\n".write(toFile: content + "/guide.md", atomically: true, encoding: .utf8)
        try Self.thousandTokens().write(toFile: content + "/tokens/big.tokens.json", atomically: true, encoding: .utf8)
        let result = try Pipeline().build(SiteInput(contentDirectory: content, templatesDirectory: RepositoryPaths.root + "/Theme"),
                                          output: folder + "/Public", options: BuildOptions(strict: true))
        #expect(result.check.diagnostics.isEmpty, "\(result.check.diagnostics.prefix(3))")
        let resolved = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/Public/tokens.resolved.json"))) as? [String: Any]
        #expect(resolved?.count == 1000)
        let files = readTree(folder + "/Public").filter { $0.key.hasPrefix("tokens/") && $0.key.hasSuffix(".html") }
        let (path, data) = try #require(files.max { $0.value.count < $1.value.count })
        #expect(path == "tokens/ds/index.html")
        #expect(data.count <= Self.budget, "\(path) is \(data.count) bytes")
        let html = String(decoding: data, as: UTF8.self)
        // Every token once, a handful of elements each, and no inline style.
        #expect(html.components(separatedBy: " id=\"token-ds-").count - 1 == 1000)
        let elements = html.components(separatedBy: "<").count - html.components(separatedBy: "</").count
        #expect(elements <= 7 * 1000, "\(elements) elements")
        #expect(!html.contains(" style="))
        #expect(html.contains("token-sections--table"), "a long page starts as a table")
        print("tokens/ds/index.html: \(data.count) bytes, \(elements) elements")
    }
}
