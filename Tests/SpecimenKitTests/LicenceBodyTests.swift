import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// A licence's Markdown body is checked and rendered like a page's body, and pages can link to a
/// licence as `licences/<id>.md`. Before, its links were neither checked nor rewritten: a broken
/// link, or a `../components/x.md` link left as it was written, reached the built site silently.
@Suite struct LicenceBodyTests {
    private let licenceText = """
        ---
        title: Assets
        can: [Use them]
        cannot: [Sell them]
        ---

        ## Why a licence

        Read [tabs](../components/tabs.md#fixed-tabs), [nothing](../nope.md), [a heading](../components/tabs.md#nope),
        [this page](#why-a-licence), [a typo](#why-a-license) and [the top](#top). ![](../assets/missing.png)

        | a |
        |---|
        | 1 |

        """

    private func site(page: String = "---\ntitle: T\n---\n## Fixed tabs\n") -> Site {
        var site = makeSite(["components/tabs.md": page])
        site.licences = [LicenceParser().parse(SourceFile(path: "Content/licences/assets.md", relativePath: "licences/assets.md", text: licenceText)).value!]
        return site
    }

    @Test func theBodysLinksAreCheckedFromTheLicencesFolderAtTheirPositions() {
        let lines = LinkChecker().check(site()).map { "\($0.location.line):\($0.location.column) \($0.code.rawValue) \($0.message)" + ($0.hint.map { " (\($0))" } ?? "") }
        #expect(lines == [
            "9:48 SP101 link to `../nope.md`, which does not exist",
            "9:71 SP102 link to `../components/tabs.md#nope`: `components/tabs.md` has no heading with the id `nope`",
            "10:30 SP102 link to `#why-a-license`: `licences/assets.md` has no heading with the id `why-a-license` (did you mean `#why-a-licence`?)",
            "10:76 SP103 image `../assets/missing.png` does not exist",
            "10:76 SP104 image `../assets/missing.png` has no alt text (describe the image: `![what it shows](../assets/missing.png)`, so screen-reader users get it too)",
        ], "\(lines)")
    }

    @Test func pagesLinkToALicenceByItsFile() {
        let page = "---\ntitle: T\n---\n## Fixed tabs\nSee [the licence](../licences/assets.md), [why](../licences/assets.md#why-a-licence) and [no](../licences/assets.md#no).\n"
        let site = site(page: page)
        let tabs = site.page(atPath: "components/tabs.md")!
        #expect(LinkResolver(site: site).resolve("../licences/assets.md#why-a-licence", from: tabs) == .licence(id: "assets", fragment: "why-a-licence"))
        let pageDiagnostics = LinkChecker().check(site, pages: site.pages.indices)
        #expect(pageDiagnostics.map(\.message) == ["link to `../licences/assets.md#no`: `licences/assets.md` has no heading with the id `no`"])
        #expect(LinkDestinations.of(tabs, in: site) == [
            0: "../../licensing/assets/index.html", 1: "../../licensing/assets/index.html#why-a-licence", 2: "../../licensing/assets/index.html#no"])
    }

    /// The repository's Templates/ folder, as `Templates/…` paths and texts.
    static func repositoryTemplates() throws -> [String: String] {
        let root = RepositoryPaths.root + "/Theme"
        var files: [String: String] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: root)! {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            files["Templates/" + path] = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
        }
        return files
    }

    @Test func theLicencePageGetsWhatAPageBodyGets() throws {
        let licence = licenceText.replacingOccurrences(of: "[nothing](../nope.md), [a heading](../components/tabs.md#nope),", with: "")
            .replacingOccurrences(of: "[a typo](#why-a-licensee) and ", with: "").replacingOccurrences(of: " ![](../assets/missing.png)", with: "")
            .replacingOccurrences(of: "[a typo](#why-a-license) and ", with: "")
            .replacingOccurrences(of: "title: Assets\n", with: "title: Assets\nsummary: Use the assets <freely>.\n")
        var files = try Self.repositoryTemplates()
        files["Content/site.yml"] = "title: S\nsections: [Components]\n"
        files["Content/components/tabs.md"] = "---\ntitle: Tabs\nsection: Components\n---\n## Fixed tabs\n[Licence](../licences/assets.md#why-a-licence)\n"
        files["Content/licences/assets.md"] = licence + "![The seal](../assets/seal.svg) and [the full text](../assets/full-text.txt).\n"
        files["Content/assets/seal.svg"] = "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"
        files["Content/assets/full-text.txt"] = "The full text."
        let fs = InMemoryFileSystem(files: files)
        let input = SiteInput(contentDirectory: "Content", templatesDirectory: "Templates")
        let result = try Pipeline(fileSystem: fs).build(input, output: "Public", strict: true)
        #expect(result.check.diagnostics.isEmpty, "\(result.check.diagnostics)")
        let html = String(decoding: try fs.readFile(at: "Public/licensing/assets/index.html"), as: UTF8.self)
        #expect(html.contains("<h2 id=\"why-a-licence\">Why a licence</h2>"))
        #expect(html.contains("<h1>Assets</h1>\n<p class=\"lede\">Use the assets &lt;freely&gt;.</p>"), "the summary under the title, escaped")
        #expect(html.contains("<a href=\"../../components/tabs/index.html#fixed-tabs\">tabs</a>"))
        #expect(html.contains("<a href=\"#why-a-licence\">this page</a>"))
        #expect(html.contains("<div class=\"table-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"Table 1 – Why a licence\">"))
        #expect(!html.contains(".md\""), "no link left as the Markdown file it was written as")
        // Files the body links to are published with the site.
        #expect(html.contains("<img src=\"../../assets/seal.svg\" alt=\"The seal\" />"))
        #expect(fs.kind(at: "Public/assets/seal.svg") == .file && fs.kind(at: "Public/assets/full-text.txt") == .file)
        let tabs = String(decoding: try fs.readFile(at: "Public/components/tabs/index.html"), as: UTF8.self)
        #expect(tabs.contains("<a href=\"../../licensing/assets/index.html#why-a-licence\">Licence</a>"))
    }
}
