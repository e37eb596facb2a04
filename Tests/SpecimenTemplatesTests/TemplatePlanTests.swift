import Testing
import SpecimenFormats
import SpecimenTemplates
import SpecimenTestSupport

/// A plan marks the top-level pieces of a template that may read some fields, and a rendering
/// spliced for a view that differs only in those fields is the view's own rendering.
@Suite struct TemplatePlanTests {
    static func library(_ sources: [String: String]) throws -> TemplateLibrary {
        TemplateLibrary(templates: try sources.mapValues { try Template($0) })
    }

    /// What the view differs in: `name` and the lists.
    static let marked: Set<String> = ["name", "words", "items"]

    /// `Probe` with other values in the marked fields only.
    static var other: Probe {
        var probe = Probe()
        probe.name = "Chips & <tags>"
        probe.words = ["delta"]
        probe.items = [Leaf(name: "four", flag: false)]
        return probe
    }

    @Test func marksWhatMayReadTheFieldsThroughSectionsAndPartials() throws {
        let library = try Self.library([
            "main": "<h1>{{title}}</h1>\n  {{> p}}\n{{#items}}{{flag}}{{/items}}{{#child}}{{.name}}{{/child}}<i>{{count}}</i>{{> loop}}{{#child}}{{title}}{{/child}}{{#yes}}{{name}}{{/yes}}{{.}}",
            "p": "<p>{{name}}</p>\n",
            "loop": "{{#no}}{{> loop}}{{/no}}",
        ])
        let plan = try #require(library.plan("main", marking: Self.marked))
        // text, title, text, p (reads name), items (marked itself), child with an anchored name
        // (the child's own), text, count, text, loop (includes itself), child reading the root's
        // title, yes around name, `.` (the whole view).
        #expect(plan.markedCount == 5)
        let rendering = try #require(library.renderMarked(Probe(), plan: plan))
        #expect(rendering.bytes == library.renderUTF8(Probe(), template: "main"))
        #expect(library.splice(rendering, with: Self.other) == library.renderUTF8(Self.other, template: "main"))
    }

    /// Every template of the engine's hand-picked cases: rendered piece by piece, it is what it is
    /// rendered whole; spliced for a view with other names and lists, it is that view's rendering.
    @Test(arguments: TemplateEngineTests.cases.indices) func splicesAsTheTemplateRenders(index: Int) throws {
        let library = try Self.library(TemplateEngineTests.cases[index])
        let plan = try #require(library.plan("main", marking: Self.marked))
        let rendering = try #require(library.renderMarked(Probe(), plan: plan))
        #expect(rendering.bytes == library.renderUTF8(Probe(), template: "main"))
        #expect(library.splice(rendering, with: Self.other) == library.renderUTF8(Self.other, template: "main"))
    }

    @Test func aPlanOfNoFieldsCopiesTheRenderingWhole() throws {
        let library = try Self.library(["main": "a {{name}}\n  {{#items}}{{name}}{{/items}}\n"])
        let plan = try #require(library.plan("main", marking: []))
        #expect(plan.markedCount == 0)
        let rendering = try #require(library.renderMarked(Probe(), plan: plan))
        #expect(library.splice(rendering, with: Probe()) == rendering.bytes)
        #expect(library.plan("missing", marking: Self.marked) == nil)
    }

    /// A partial included with no indentation is planned piece by piece: only its marked pieces
    /// are rendered again, so a change to an unmarked field inside it keeps its old bytes there
    /// (the plan's contract, shown); an indented partial, or one including the template, is
    /// planned whole.
    @Test func aPartialWithNoIndentationIsPlannedPieceByPiece() throws {
        let library = try Self.library([
            "main": "<body>\n{{> header}}\n<main>{{title}}</main>\n  {{> header}}\n",
            "header": "<header>{{count}}\n<b>{{name}}</b>{{#items}}{{name}}{{/items}}\n<i>{{title}}</i></header>\n",
        ])
        let plan = try #require(library.plan("main", marking: Self.marked))
        #expect(plan.markedCount == 2)
        let rendering = try #require(library.renderMarked(Probe(), plan: plan))
        #expect(rendering.bytes == library.renderUTF8(Probe(), template: "main"))
        #expect(library.splice(rendering, with: Self.other) == library.renderUTF8(Self.other, template: "main"))
        var retitled = Self.other
        retitled.title = "Other title"
        retitled.count = 9
        let spliced = try #require(library.splice(rendering, with: retitled)).map { String(decoding: $0, as: UTF8.self) }
        // The first header's count and title are copied; the indented header is rendered whole.
        #expect(spliced == "<body>\n<header>3\n<b>Chips &amp; &lt;tags&gt;</b>four\n<i>Root title</i></header>\n<main>Root title</main>\n"
                + "  <header>9\n  <b>Chips &amp; &lt;tags&gt;</b>four\n  <i>Other title</i></header>\n")
        // Both plans mark the header's `name`, but not the same pieces of it as `title`.
        let titles = try #require(library.plan("main", marking: ["title"]))
        #expect(plan.sharesMarkedPieces(with: titles))  // the indented header, whole
        let first = try Self.library(["main": "{{> header}}<main>{{words}}</main>\n",
                                      "header": "<header>{{count}}\n<b>{{name}}</b></header>\n"])
        let byName = try #require(first.plan("main", marking: ["name"])), byCount = try #require(first.plan("main", marking: ["count"]))
        #expect(!byName.sharesMarkedPieces(with: byCount))
        #expect(byName.sharesMarkedPieces(with: try #require(first.plan("main", marking: ["name", "words"]))))
    }

    /// Generated templates including partials with and without indentation, standing alone or
    /// inline: rendered by the plan, each is what it is rendered whole, and spliced for a view
    /// differing in the marked fields, that view's rendering.
    @Test func generatedTemplatesSpliceAsTheyRender() throws {
        var compared = 0
        for sources in TemplateEngineTests.generatedSources(count: 1500, seed: 11) {
            guard let library = try? Self.library(sources), let plan = library.plan("main", marking: Self.marked),
                  let rendering = library.renderMarked(Probe(), plan: plan) else { continue }
            #expect(rendering.bytes == library.renderUTF8(Probe(), template: "main"), "\(sources)")
            #expect(library.splice(rendering, with: Self.other) == library.renderUTF8(Self.other, template: "main"), "\(sources)")
            compared += 1
        }
        #expect(compared > 700)
    }

    /// `Probe` whose name and items' names and flags differ, with as many items.
    static var renamed: Probe {
        var probe = Probe()
        probe.name = "Chips & <tags>"
        probe.items = [Leaf(name: "uno", flag: false), Leaf(name: "dos"), Leaf(name: "<tres>", flag: false)]
        return probe
    }

    /// A list planned item by item (the rules page's rows, whose history alone differs between
    /// versions): each item's marked parts are rendered again, the rest copied, so an item
    /// whose unmarked field changed keeps its old bytes there: the plan's contract, shown.
    @Test func aListPlannedItemByItemRendersOnlyTheMarkedPartsOfEachItem() throws {
        let library = try Self.library(["main": "<ul>\n{{#items}}\n  <li>{{count}} {{name}}{{#flag}} on{{/flag}}</li>\n{{/items}}\n</ul>\n"])
        let plan = try #require(library.plan("main", marking: ["flag"], itemByItem: ["items"]))
        let rendering = try #require(library.renderMarked(Probe(), plan: plan))
        #expect(rendering.bytes == library.renderUTF8(Probe(), template: "main"))
        var flagged = Probe()
        flagged.items = [Leaf(name: "one", flag: false), Leaf(name: "two"), Leaf(name: "three", flag: false)]
        #expect(library.splice(rendering, with: flagged) == library.renderUTF8(flagged, template: "main"))
        // `name` is not marked: copied from the first rendering.
        #expect(library.splice(rendering, with: Self.renamed).map { String(decoding: $0, as: UTF8.self) }
                == "<ul>\n  <li>3 one</li>\n  <li>3 two on</li>\n  <li>3 three</li>\n</ul>\n")
        // Another number of items cannot be spliced.
        var shorter = Probe()
        shorter.items.removeLast()
        #expect(library.splice(rendering, with: shorter) == nil)
        // Spliced after what a writer holds; refused, nothing appended.
        var writer = ByteWriter(capacity: 4)
        writer.append("head:" as StaticString)
        #expect(library.splice(rendering, with: flagged, into: &writer))
        #expect(writer.finish() == Array("head:".utf8) + (library.renderUTF8(flagged, template: "main") ?? []))
        writer.append("head:" as StaticString)
        #expect(!library.splice(rendering, with: shorter, into: &writer))
        #expect(writer.finish() == Array("head:".utf8))
        // Without item by item, the whole list is marked and rendered again.
        let whole = try #require(library.plan("main", marking: ["flag"]))
        let wholeRendering = try #require(library.renderMarked(Probe(), plan: whole))
        #expect(library.splice(wholeRendering, with: Self.renamed) == library.renderUTF8(Self.renamed, template: "main"))
    }

    /// Every hand-picked case again, its lists (and the optional child) planned item by item
    /// where they read a marked field: spliced for a view whose name and items differ in marked
    /// fields, it is that view's rendering.
    @Test(arguments: TemplateEngineTests.cases.indices) func splicesItemByItemAsTheTemplateRenders(index: Int) throws {
        let library = try Self.library(TemplateEngineTests.cases[index])
        let plan = try #require(library.plan("main", marking: ["name", "flag"], itemByItem: ["items", "words", "child", "nothing"]))
        let rendering = try #require(library.renderMarked(Probe(), plan: plan))
        #expect(rendering.bytes == library.renderUTF8(Probe(), template: "main"))
        #expect(library.splice(rendering, with: Self.renamed) == library.renderUTF8(Self.renamed, template: "main"))
    }
}
