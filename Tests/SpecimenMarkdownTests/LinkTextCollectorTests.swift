import Testing
@testable import SpecimenMarkdown

/// Link and image texts come from one walk of the document (see `LinkTextCollector`): the same
/// texts as a walk per link gave, with leading white space dropped and at most 1,000 bytes kept.
@Suite struct LinkTextCollectorTests {
    @Test func nestedImagesEachGetTheTextInsideThem() {
        let outline = Markdown.outline(of: "![outer ![inner `code`](b.png) tail](a.png) [link\nnext](c.md) ![ ](d.png) ![](e.png)\n")
        #expect(outline.links.map(\.destination) == ["a.png", "b.png", "c.md", "d.png", "e.png"])
        #expect(outline.links.map(\.text) == ["outer inner code tail", "inner code", "link next", "", ""])
    }

    @Test func textsAreCutAtTheCapOnScalarBoundaries() {
        let long = String(repeating: "é", count: 2_000)
        let outline = Markdown.outline(of: "![" + String(repeating: " ", count: 1_500) + "x " + long + "](a.png)\n")
        let text = outline.links.first?.text ?? ""
        #expect(text.hasPrefix("x é") && text.utf8.count <= LinkTextCollector.maximumBytes && text.utf8.count > LinkTextCollector.maximumBytes - 4)
        #expect(text.unicodeScalars.allSatisfy { $0 == "x" || $0 == " " || $0 == "é" })
    }

    /// 20,000 nested images, each with text of its own: every text is kept to the cap, so the
    /// outline stays linear in the page (it held 200 million characters before).
    @Test func deeplyNestedImagesKeepBoundedTexts() {
        let depth = 20_000
        let outline = Markdown.outline(of: String(repeating: "![x", count: depth) + String(repeating: "](a.png)", count: depth) + "\n")
        #expect(outline.links.count == depth)
        #expect(outline.links.allSatisfy { !$0.text.isEmpty && $0.text.utf8.count <= LinkTextCollector.maximumBytes })
        #expect(outline.links.last?.text == "x")
    }
}
