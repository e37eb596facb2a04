import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// The sidebar is rendered once and shared; large navigations fold to the current section.
@Suite struct SidebarRendererTests {
    static let templates = TemplateSet(files: [
        SourceFile(path: "T/partials/sidebar-item.mustache", relativePath: "partials/sidebar-item.mustache",
                   text: "<a href=\"{{url}}\"{{#hreflang}} hreflang=\"{{hreflang}}\"{{/hreflang}}{{#isCurrent}} aria-current=\"page\"{{/isCurrent}}>{{title}}</a>\n"),
    ], templatesDirectory: "T", required: [])

    static func site(pagesPerSection: Int) -> Site {
        let config = SiteConfig(title: "S", sections: ["A", "B"])
        let parser = PageParser(config: config)
        let pages = ["A", "B"].flatMap { section in
            (0..<pagesPerSection).map { i in
                parser.parse(SourceFile(path: "C/\(section.lowercased())/p\(i).md", relativePath: "\(section.lowercased())/p\(i).md",
                                        text: "---\ntitle: \(section) \(i)\nsection: \(section)\norder: \(i)\n---\n")).value
            }
        }
        return Site(config: config, pages: pages, contentFiles: [])
    }

    static func sidebar(_ site: Site, route: String) -> [LayoutView.NavSection] {
        let layout = LayoutRenderer(site: site, templates: templates)
        return layout.sidebar.sections(language: "en", current: route)
    }

    @Test func smallSitesListEverySectionAndMarkTheCurrentPage() {
        let sections = Self.sidebar(Self.site(pagesPerSection: 3), route: "b/p1/")
        #expect(sections.map(\.isExpanded) == [true, true])
        #expect(sections.map(\.isCurrent) == [false, true])
        // Written from the page's folder (b/): siblings are one level up, other sections two.
        #expect(String(decoding: sections[0].itemsHTML.bytes, as: UTF8.self) == "<a href=\"../../a/p0/index.html\">A 0</a>\n<a href=\"../../a/p1/index.html\">A 1</a>\n<a href=\"../../a/p2/index.html\">A 2</a>\n")
        #expect(String(decoding: sections[1].itemsHTML.bytes, as: UTF8.self) == "<a href=\"../p0/index.html\">B 0</a>\n<a href=\"../p1/index.html\" aria-current=\"page\">B 1</a>\n<a href=\"../p2/index.html\">B 2</a>\n")
    }

    @Test func everyPageGetsItsOwnCurrentLinkFromTheSharedText() {
        let site = Self.site(pagesPerSection: 4)
        for page in site.pages {
            let html = String(decoding: Self.sidebar(site, route: page.route).map(\.itemsHTML.bytes).joined(), as: UTF8.self)
            #expect(html.components(separatedBy: "aria-current").count == 2, "one current link on \(page.route)")
            let name = page.route.split(separator: "/").last.map(String.init) ?? ""
            #expect(html.contains("<a href=\"../\(name)/index.html\" aria-current=\"page\">\(page.title)</a>"))
        }
    }

    @Test func largeNavigationsFoldTheOtherSections() {
        let site = Self.site(pagesPerSection: SidebarRenderer.expandAllLimit / 2 + 1)
        let sections = Self.sidebar(site, route: "a/p3/")
        #expect(sections.map(\.isExpanded) == [true, false])
        #expect(sections[1].itemsHTML.bytes.isEmpty)
        #expect(sections[1].url == "../../sections/b/index.html", "a folded long section links to its index page")
        #expect(sections[1].count == SidebarRenderer.expandAllLimit / 2 + 1)
    }

    @Test func aFoldedShortSectionLinksToItsFirstPage() {
        // 120 pages in all (the navigation folds), the second section short enough to list whole.
        var site = Self.site(pagesPerSection: 8)
        let parser = PageParser(config: site.config)
        site = Site(config: site.config, pages: site.pages + (8..<112).map { i in
            parser.parse(SourceFile(path: "C/a/p\(i).md", relativePath: "a/p\(i).md", text: "---\ntitle: A \(i)\nsection: A\norder: \(i)\n---\n")).value
        }, contentFiles: [])
        let sections = Self.sidebar(site, route: "a/p3/")
        #expect(sections.map(\.isExpanded) == [true, false])
        #expect(sections[1].url == "../../b/p0/index.html")
        #expect(sections[1].allURL == nil)
        #expect(sections[0].allURL == "../../sections/a/index.html")
    }

    /// Links of the current section's window, as hrefs.
    static func links(_ section: LayoutView.NavSection) -> [String] {
        String(decoding: section.itemsHTML.bytes, as: UTF8.self).split(separator: "\n").map { line in
            String(line.split(separator: "\"")[1])
        }
    }

    /// A page of a 5,000-page section lists the same number of links as a page of a
    /// 100-page one: the pages around it and a link to the section's index page.
    @Test func theNavigationOfAFiveThousandPageSectionIsBounded() {
        let limit = SectionRoutes.sidebarLimit
        let site = Self.site(pagesPerSection: 5_000)
        var sizes: Set<Int> = []
        for (index, expected) in [(0, 0..<limit), (1, 0..<limit), (2_500, (2_500 - limit / 2)..<(2_500 - limit / 2 + limit)),
                                  (4_999, (5_000 - limit)..<5_000)] {
            let sections = Self.sidebar(site, route: "b/p\(index)/")
            #expect(sections.map(\.isExpanded) == [false, true])
            #expect(Self.links(sections[1]) == expected.map { "../p\($0)/index.html" }, "the window of page \(index)")
            #expect(String(decoding: sections[1].itemsHTML.bytes, as: UTF8.self).contains("<a href=\"../p\(index)/index.html\" aria-current=\"page\">"))
            #expect(sections[1].allURL == "../../sections/b/index.html")
            #expect(sections[1].allLabel == "All 5000 pages")
            sizes.insert(sections.map { $0.itemsHTML.bytes.count + $0.url.utf8.count }.reduce(0, +) - String(index).utf8.count * 3)
        }
        // The same bytes whatever the section's length (less the current page's number).
        let small = Self.sidebar(Self.site(pagesPerSection: 100), route: "b/p50/")
        #expect(Self.links(small[1]).count == limit)
        #expect(sizes.allSatisfy { $0 < 40 * limit + 200 }, "\(sizes)")
    }

    /// A section's index page shows its section open, no link current.
    @Test func aSectionIndexPageOpensItsSection() {
        let sections = Self.sidebar(Self.site(pagesPerSection: 60), route: "sections/b/")
        #expect(sections.map(\.isCurrent) == [false, true])
        #expect(Self.links(sections[1]) == (0..<SectionRoutes.sidebarLimit).map { "../../b/p\($0)/index.html" })
        #expect(!String(decoding: sections[1].itemsHTML.bytes, as: UTF8.self).contains("aria-current"))
        #expect(sections[1].allIsCurrent && !sections[0].allIsCurrent)
    }

    @Test func windowsStayFullAtEitherEnd() {
        let limit = SectionRoutes.sidebarLimit
        #expect(SidebarRenderer.window(count: 3, current: 1) == 0..<3)
        #expect(SidebarRenderer.window(count: limit, current: limit - 1) == 0..<limit)
        #expect(SidebarRenderer.window(count: 100, current: nil) == 0..<limit)
        #expect(SidebarRenderer.window(count: 100, current: 0) == 0..<limit)
        #expect(SidebarRenderer.window(count: 100, current: 50) == (50 - limit / 2)..<(50 - limit / 2 + limit))
        #expect(SidebarRenderer.window(count: 100, current: 99) == (100 - limit)..<100)
        for current in 0..<100 { #expect(SidebarRenderer.window(count: 100, current: current).contains(current)) }
    }

    /// The generated reference pages exist in the site's language only; a translation's sidebar
    /// names them in its own words and marks where the links lead (they were English words in a
    /// `lang="vi"` page, read with the wrong voice by a screen reader).
    @Test func aTranslationsReferenceSectionIsInItsLanguageAndLinksToTheSitesLanguage() {
        var site = makeSite(["a/b.md": "---\ntitle: B\nsection: A\n---\n", "vi/a/b.md": "---\ntitle: Bê\nsection: A\nlang: vi\n---\n"])
        site.registry = Registry(platforms: ["ios"], components: [Component(id: "tabs", name: "Tabs", status: "stable",
                                                                           location: SourceLocation(file: "r", line: 1, column: 1))])
        let sidebar = LayoutRenderer(site: site, templates: Self.templates).sidebar
        let english = sidebar.sections(language: "en", current: "a/b/"), vietnamese = sidebar.sections(language: "vi", current: "vi/a/b/")
        #expect(english.last?.title == "Reference")
        #expect(String(decoding: english.last?.itemsHTML.bytes ?? [], as: UTF8.self)
                == "<a href=\"../../components/index.html\">Components</a>\n<a href=\"../../rules/index.html\">Rules</a>\n")
        #expect(vietnamese.last?.title == "Tra cứu")
        #expect(String(decoding: vietnamese.last?.itemsHTML.bytes ?? [], as: UTF8.self)
                == "<a href=\"../../../components/index.html\" hreflang=\"en\">Thành phần</a>\n<a href=\"../../../rules/index.html\" hreflang=\"en\">Quy tắc</a>\n")
    }
}
