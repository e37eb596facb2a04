import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// Issue 26 point 1: a long section lists the pages around the current one in the sidebar and
/// links to its index page, which lists every page, so that any page is two clicks from any
/// other and a page's size does not grow with its section's.
@Suite(.serialized) final class LongSectionBuildTests {
    let root = NSTemporaryDirectory() + "specimen-long-section-\(UUID().uuidString)"
    let pipeline = Pipeline(fileSystem: LocalFileSystem(), specimenVersion: "test")

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// A site with one section of `count` pages and a short one of two, built into `Public/`.
    func build(pages count: Int) throws -> Pipeline.BuildResult {
        let content = root + "/\(count)/Content"
        try FileManager.default.createDirectory(atPath: content + "/long", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: content + "/short", withIntermediateDirectories: true)
        try "title: Long\nsections: [Long, Short]\nbaseURL: https://example.org/\n".write(toFile: content + "/site.yml", atomically: false, encoding: .utf8)
        for i in 0..<count {
            try "---\ntitle: Page \(i)\nsection: Long\norder: \(i)\nsummary: The page numbered \(i).\n---\nText of page \(i).\n"
                .write(toFile: content + "/long/p\(i).md", atomically: false, encoding: .utf8)
        }
        for i in 0..<2 {
            try "---\ntitle: Short \(i)\nsection: Short\n---\nText.\n".write(toFile: content + "/short/s\(i).md", atomically: false, encoding: .utf8)
        }
        return try pipeline.build(SiteInput(contentDirectory: content, templatesDirectory: root + "/Templates"), output: root + "/\(count)/Public")
    }

    func read(_ path: String, pages: Int) throws -> String {
        try String(contentsOfFile: root + "/\(pages)/Public/" + path, encoding: .utf8)
    }

    /// The `href`s of the links inside the element that starts with `start`, up to `end`.
    func links(in html: String, from start: String, to end: String) -> [String] {
        guard let from = html.range(of: start), let to = html.range(of: end, range: from.upperBound..<html.endIndex) else { return [] }
        let inside = String(html[from.upperBound..<to.lowerBound])
        return inside.components(separatedBy: "href=\"").dropFirst().map { piece in String(piece.prefix { $0 != "\"" }) }
    }

    @Test func everyPageIsTwoClicksAwayThroughTheSectionIndex() throws {
        let result = try build(pages: 40)
        #expect(result.check.diagnostics.isEmpty, "\(result.check.diagnostics)")
        let page = try read("long/p20/index.html", pages: 40)
        let sidebar = links(in: page, from: "<nav class=\"sidebar\"", to: "</nav>")
        let limit = SectionRoutes.sidebarLimit
        // The pages around this one, then the index; the short section whole.
        let window = (20 - limit / 2)..<(20 - limit / 2 + limit)
        #expect(sidebar == window.map { "../p\($0)/index.html" } + ["../../sections/long/index.html", "../../short/s0/index.html", "../../short/s1/index.html"])
        #expect(page.contains("<a href=\"../../sections/long/index.html\">All 40 pages</a>"))
        // The breadcrumbs lead to the index too.
        #expect(links(in: page, from: "<nav class=\"breadcrumbs\"", to: "</nav>") == ["../../index.html", "../../sections/long/index.html"])
        // The index lists every page of the section, in reading order, with its summary.
        let index = try read("sections/long/index.html", pages: 40)
        #expect(links(in: index, from: "<ul class=\"card-grid\">", to: "</ul>\n</section>") == (0..<40).map { "../../long/p\($0)/index.html" })
        #expect(index.contains("<h1>Long</h1>") && index.contains("40 pages in this section, in reading order.") && index.contains("The page numbered 39."))
        #expect(index.contains("<title>Long – Long</title>"))
        // The home page shows the section's first pages and links to the rest.
        let home = try read("index.html", pages: 40)
        #expect(home.contains("<a href=\"long/p14/index.html\">Page 14</a>") && !home.contains("long/p15/index.html\">Page 15"))
        #expect(home.contains("<p class=\"more-link\"><a href=\"sections/long/index.html\">All 40 pages</a></p>"))
        #expect(try read("sitemap.xml", pages: 40).contains("<loc>https://example.org/sections/long/</loc>"))
    }

    /// A page's size is the same in a 40-page and a 400-page section, less the digits of numbers.
    @Test func aPageDoesNotGrowWithItsSection() throws {
        _ = try build(pages: 40)
        _ = try build(pages: 400)
        let small = try read("long/p20/index.html", pages: 40), large = try read("long/p200/index.html", pages: 400)
        #expect(large.utf8.count - small.utf8.count < 2 * SectionRoutes.sidebarLimit + 20, "\(small.utf8.count) → \(large.utf8.count)")
    }
}
