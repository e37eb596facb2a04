import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// Sections too long for the sidebar get an index page each, in their own language's folder.
@Suite struct SectionRoutesTests {
    static func pages(_ count: Int, section: String, folder: String, lang: String? = nil) -> [String: String] {
        Dictionary(uniqueKeysWithValues: (0..<count).map { i in
            ("\(folder)/p\(i).md", "---\ntitle: P \(i)\nsection: \(section)\n" + (lang.map { "lang: \($0)\n" } ?? "") + "---\n")
        })
    }

    @Test func onlyLongSectionsHaveAnIndexPage() {
        let limit = SectionRoutes.sidebarLimit
        var files = Self.pages(limit, section: "Short", folder: "short")
        files.merge(Self.pages(limit + 1, section: "Long one", folder: "long"), uniquingKeysWith: { $1 })
        let routes = SectionRoutes(site: makeSite(files))
        #expect(routes.all == ["sections/long-one/"])
        #expect(routes.route(language: "en", section: "Long one") == "sections/long-one/")
        #expect(routes.route(language: "en", section: "Short") == nil)
        #expect(GeneratedRoute.all(for: makeSite(files)).contains("sections/long-one/"))
        #expect(GeneratedRoute.outputs(for: makeSite(files)).contains("sections/long-one/index.html"))
    }

    @Test func translationsHaveTheirOwnAndSlugsAreUnique() {
        var files = Self.pages(20, section: "Cách dùng", folder: "vi/a", lang: "vi")
        files.merge(Self.pages(20, section: "A b", folder: "x"), uniquingKeysWith: { $1 })
        files.merge(Self.pages(20, section: "A-b", folder: "y"), uniquingKeysWith: { $1 })
        let routes = SectionRoutes(site: makeSite(files))
        #expect(routes.all == ["sections/a-b/", "sections/a-b-1/", "sections/vi/cách-dùng/"])
        #expect(routes.sections["sections/vi/cách-dùng/"]?.language == "vi")
    }
}
