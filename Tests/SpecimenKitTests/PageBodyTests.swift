import Foundation
import Testing
@testable import SpecimenKit
import SpecimenMarkdown
import SpecimenTestSupport

/// Page bodies are rendered by cmark while parsing, with placeholders for what the rest of the site
/// decides; filled in, they must be exactly what rendering the Markdown with the whole site gives.
@Suite struct PageBodyTests {
    /// The sample site and the fixture sites with raw HTML and hostile text, checked.
    static func sites() throws -> [Pipeline.CheckResult] {
        let roots = [RepositoryPaths.root] + ["harbor", "xss"].map { RepositoryPaths.fixtures + "/sites/" + $0 }
        return try roots.map { root in
            try Pipeline(fileSystem: LocalFileSystem()).check(SiteInput(contentDirectory: root + "/Content", templatesDirectory: RepositoryPaths.root + "/Theme"))
        }
    }

    @Test func filledBodiesEqualBodiesRenderedFromMarkdown() throws {
        var compared = 0
        for result in try Self.sites() {
            let site = try #require(result.site), templates = try #require(result.templates)
            let renderer = PageBodyRenderer(site: site, templates: templates)
            for (page, file) in zip(site.pages, try #require(result.loaded).pages) {
                guard case .html = page.body else {
                    Issue.record("\(page.path) was kept as Markdown")
                    continue
                }
                var asMarkdown = page
                asMarkdown.body = .markdown(FrontMatterSplitter().split(file.text).markdown)
                #expect(renderer.bodyHTML(of: page) == renderer.bodyHTML(of: asMarkdown), "\(page.path)")
                compared += 1
            }
        }
        #expect(compared > 30)
    }

    /// The marker comes from the page's own text, so no author can write it on purpose; a page
    /// whose HTML holds it anywhere but in the placeholders keeps its Markdown all the same.
    @Test func aBodyHoldingItsMarkerElsewhereIsKeptAsMarkdown() {
        let marker = PageBody.marker(for: "text")
        let link = PageBody.placeholder(.link(0), marker: marker)
        #expect(PageBody.checked(html: Array("<a href=\"\(link)\">".utf8), marker: marker, placeholders: 1, markdown: "text") == .html(Array("<a href=\"\(link)\">".utf8), marker: marker))
        #expect(PageBody.checked(html: Array("<a href=\"\(link)\">\(marker)".utf8), marker: marker, placeholders: 1, markdown: "text") == .markdown("text"))
        #expect(PageBody.checked(html: Array("<a href=\"\(link)\">".utf8), marker: marker, placeholders: 1, markdown: "text \(marker)") == .markdown("text \(marker)"))
        #expect(PageBody.checked(html: Array("<p>x</p>".utf8), marker: marker, placeholders: 1, markdown: "text") == .markdown("text"))
    }

    @Test func fillsLinksAndBlocksWithCmarksLineBreaks() {
        let marker = "zqx1"
        let html = "<p><a href=\"zqx1L0E\">a</a> <img src=\"zqx1L12E\"></p>\nzqx1F3E\n<p>end</p>\nzqx1F4E\n"
        let filled = PageBody.filling(Array(html.utf8), marker: marker) { slot in
            switch slot {
            case .link(let index): "url\(index)"
            case .block(3): "<table></table>\n"
            case .block: "<div></div>"
            }
        }
        #expect(filled == "<p><a href=\"url0\">a</a> <img src=\"url12\"></p>\n<table></table>\n<p>end</p>\n<div></div>\n")
    }

    @Test func ordinaryPagesAreRenderedWhileParsing() {
        let page = PageParser(config: SiteConfig(title: "S", sections: [])).parse(SourceFile(path: "Content/a.md", relativePath: "a.md", text: "---\ntitle: T\n---\n[a](b.md)\n")).value
        guard case .html(let html, let marker) = page.body else {
            Issue.record("an ordinary page is rendered while parsing")
            return
        }
        #expect(html == Array("<p><a href=\"\(marker)L0E\">a</a></p>\n".utf8))
    }
}
