import Testing
@testable import SpecimenKit

@Suite struct NavigationTests {
    @Test func ordersSectionsBySiteThenPagesByOrderAndTitle() {
        let site = makeSite([
            "b.md": "---\ntitle: Beta\nsection: Components\n---\n",
            "a.md": "---\ntitle: Alpha\nsection: Components\norder: 2\n---\n",
            "c.md": "---\ntitle: Gamma\nsection: Components\norder: 1\n---\n",
            "f.md": "---\ntitle: Colour\nsection: Foundations\n---\n",
            "vi.md": "---\ntitle: Việt\nsection: Components\nlang: vi\n---\n",
        ], sections: ["Foundations", "Components"])
        let navigation = Navigation(site: site, language: "en")
        #expect(navigation.sections.map(\.title) == ["Foundations", "Components"])
        #expect(navigation.readingOrder.map { site.pages[$0].title } == ["Colour", "Gamma", "Alpha", "Beta"])
        #expect(Navigation(site: site, language: "vi").readingOrder.map { site.pages[$0].title } == ["Việt"])
        for index in site.pages.indices { #expect(navigation.position(of: index) == navigation.readingOrder.firstIndex(of: index)) }
    }
}
