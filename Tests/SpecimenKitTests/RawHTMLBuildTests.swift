import Foundation
import Testing
@testable import SpecimenKit
import SpecimenMarkdown
import SpecimenTestSupport

/// With `rawHTML: true`, raw HTML's `<a href>` and `<img src>` are checked, rewritten and
/// published as Markdown's links and images are; with `rawHTML: false` nothing of it changes.
@Suite struct RawHTMLBuildTests {
    static let tabs = """
        ---
        title: Tabs
        section: Components
        ---
        # Tabs

        <figure>
        <img src="../assets/only-raw.png" alt="Tabs on a phone">
        <figcaption>See <a href="chip.md#usage" class="more">chips</a>.</figcaption>
        </figure>

        Inline <a href='chip.md'>chip</a>, <a href="https://example.com/x">out</a>, <a href="#tabs">top</a> and
        <img alt="" src=../assets/also-raw.png>.

        ![Markdown's own](../assets/markdown.png)

        """
    static let chip = "---\ntitle: Chip\nsection: Components\n---\n# Chip\n\n## Usage\n\nChips.\n"

    /// A site in a new temporary folder; returns the folder.
    static func makeFolder(rawHTML: Bool) throws -> String {
        let root = temporaryFolder()
        let content = root + "/Content"
        for folder in ["components", "assets"] { try FileManager.default.createDirectory(atPath: content + "/" + folder, withIntermediateDirectories: true) }
        let files = ["site.yml": "title: Raw\nsections: [Components]\nrawHTML: \(rawHTML)\n", "components/tabs.md": tabs, "components/chip.md": chip,
                     "assets/only-raw.png": "png 1", "assets/also-raw.png": "png 2", "assets/markdown.png": "png 3"]
        for (path, text) in files { try text.write(toFile: content + "/" + path, atomically: true, encoding: .utf8) }
        return root
    }

    static func build(rawHTML: Bool) throws -> (result: Pipeline.BuildResult, files: [String: Data], root: String) {
        let root = try makeFolder(rawHTML: rawHTML)
        let result = try Pipeline().build(SiteInput(contentDirectory: root + "/Content", templatesDirectory: RepositoryPaths.root + "/Theme"),
                                          output: root + "/Public", strict: true)
        return (result, readTree(root + "/Public"), root)
    }

    @Test func publishesRawHTMLImagesAndRewritesItsLinks() throws {
        let (result, files, root) = try Self.build(rawHTML: true)
        defer { removeFolder(root) }
        #expect(result.check.diagnostics.isEmpty, "\(result.check.diagnostics)")
        #expect(files["assets/only-raw.png"] == Data("png 1".utf8), "an image used only from raw HTML is published")
        #expect(files["assets/also-raw.png"] == Data("png 2".utf8))
        #expect(files["assets/markdown.png"] != nil)
        let page = String(decoding: files["components/tabs/index.html"] ?? Data(), as: UTF8.self)
        #expect(page.contains("<img src=\"../../assets/only-raw.png\" alt=\"Tabs on a phone\">"), "\(page)")
        #expect(page.contains("<a href=\"../../components/chip/index.html#usage\" class=\"more\">chips</a>"))
        #expect(page.contains("<a href=\"../../components/chip/index.html\">chip</a>"))
        #expect(page.contains("<a href=\"https://example.com/x\">out</a>"), "remote links are left as written")
        #expect(page.contains("<a href=\"#tabs\">top</a>"))
        #expect(page.contains("<img alt=\"\" src=\"../../assets/also-raw.png\">"))
        #expect(page.contains("<img src=\"../../assets/markdown.png\" alt=\"Markdown's own\" />"))
    }

    /// Filled in after parsing or rendered from the Markdown at once, the body is the same.
    @Test func placeholdersAndMarkdownRenderTheSame() throws {
        let root = try Self.makeFolder(rawHTML: true)
        defer { removeFolder(root) }
        let result = try Pipeline(fileSystem: LocalFileSystem()).check(SiteInput(contentDirectory: root + "/Content", templatesDirectory: RepositoryPaths.root + "/Theme"))
        let site = try #require(result.site)
        let renderer = PageBodyRenderer(site: site, templates: result.templates)
        let page = try #require(site.pages.first { $0.relativePath == "components/tabs.md" })
        guard case .html = page.body else {
            Issue.record("the page was kept as Markdown")
            return
        }
        var asMarkdown = page
        asMarkdown.body = .markdown(FrontMatterSplitter().split(Self.tabs).markdown)
        let html = renderer.bodyHTML(of: page)
        #expect(html == renderer.bodyHTML(of: asMarkdown))
        #expect(html.contains("../../components/chip/index.html#usage"))
    }

    @Test func withoutRawHTMLRawHTMLStaysOmitted() throws {
        let (result, files, root) = try Self.build(rawHTML: false)
        defer { removeFolder(root) }
        #expect(result.check.diagnostics.isEmpty, "\(result.check.diagnostics)")
        #expect(files["assets/only-raw.png"] == nil, "raw HTML is not HTML: its image is not used")
        #expect(files["assets/markdown.png"] != nil)
        let page = String(decoding: files["components/tabs/index.html"] ?? Data(), as: UTF8.self)
        #expect(!page.contains("only-raw.png") && !page.contains("chip/index.html\">chip"))
        #expect(page.contains("<!-- raw HTML omitted -->"))
        let outline = Markdown.outline(of: Self.tabs)
        #expect(outline.links.map(\.destination) == ["../assets/markdown.png"])
    }

    /// A licence's body is Markdown like a page's: its raw HTML's links are checked, rewritten and published too.
    @Test func licenceBodiesTreatRawHTMLLinksAsPagesDo() throws {
        let root = try Self.makeFolder(rawHTML: true)
        defer { removeFolder(root) }
        let content = root + "/Content"
        try FileManager.default.createDirectory(atPath: content + "/licences", withIntermediateDirectories: true)
        try "---\ntitle: Assets\ncan: [Use them]\ncannot: [Sell them]\n---\n<p><img src=\"../assets/licence-only.png\" alt=\"Seal\"> <a href=\"../components/chip.md\">chips</a></p>\n\n<img src=\"../assets/nope.png\" alt=\"\">\n"
            .write(toFile: content + "/licences/assets.md", atomically: true, encoding: .utf8)
        try "png 4".write(toFile: content + "/assets/licence-only.png", atomically: true, encoding: .utf8)
        let input = SiteInput(contentDirectory: content, templatesDirectory: RepositoryPaths.root + "/Theme")
        let checked = try Pipeline().check(input)
        #expect(checked.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code.rawValue)" } == ["8:11 SP103"])
        try FileManager.default.removeItem(atPath: content + "/licences/assets.md")
        try "---\ntitle: Assets\ncan: [Use them]\ncannot: [Sell them]\n---\n<p><img src=\"../assets/licence-only.png\" alt=\"Seal\"> <a href=\"../components/chip.md\">chips</a></p>\n"
            .write(toFile: content + "/licences/assets.md", atomically: true, encoding: .utf8)
        let result = try Pipeline().build(input, output: root + "/Public", strict: true)
        #expect(result.check.diagnostics.isEmpty, "\(result.check.diagnostics)")
        let files = readTree(root + "/Public")
        #expect(files["assets/licence-only.png"] == Data("png 4".utf8))
        let page = String(decoding: files["licensing/assets/index.html"] ?? Data(), as: UTF8.self)
        #expect(page.contains("<img src=\"../../assets/licence-only.png\" alt=\"Seal\"> <a href=\"../../components/chip/index.html\">chips</a>"), "\(page)")
    }

    /// Raw HTML's links are checked where they are written (line and byte column of the value).
    @Test func rawHTMLLinksAreReportedAtTheirValues() {
        let site = makeSite(["a.md": "---\ntitle: A\n---\nSee <a href=\"b.md\">b</a> and\n<img src=\"x.png\">\n\n<p><img alt=\"\" src='../../x.png'></p>\n"],
                            rawHTML: true)
        let diagnostics = LinkChecker().check(site)
        #expect(diagnostics.map(\.code) == [.brokenPageLink, .missingImage, .imageWithoutAlt, .pathOutsideContent])
        #expect(diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["4:14", "5:11", "5:11", "7:21"])
    }
}
