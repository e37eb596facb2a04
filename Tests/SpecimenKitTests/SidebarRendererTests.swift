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
        #expect(sections[1].url == "../../b/p0/index.html", "a folded section links to its first page")
        #expect(sections[1].count == SidebarRenderer.expandAllLimit / 2 + 1)
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
