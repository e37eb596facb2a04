import Testing
import SpecimenTemplates

/// A view whose HTML writes itself, as a page inside the layout does.
private struct Framed: TemplateView {
    var html: TemplateHTML
    var title = "Frame"
    static let templateFields: TemplateFields<Framed> = ["html": .of { $0.html }, "title": .of { $0.title }]
}

/// Content written straight into the output behaves as the same bytes given as `.utf8` would,
/// and a template rendered into another's output lands exactly where the tag is.
@Suite struct TemplateWriterTests {
    static let library = try! TemplateLibrary(templates: [
        "main": Template("<{{title}}>{{{html}}}|{{html}}|{{#html}}shown{{/html}}{{^html}}hidden{{/html}}</{{title}}>\n"),
        "inner": Template("<p>{{title}} & {{> part}}</p>"),
        "part": Template("[{{title}}]"),
    ])

    @Test func writesWhereBytesWouldGo() {
        let bytes = Array("<b>x & y</b>".utf8)
        let asBytes = Self.library.render(Framed(html: .bytes(bytes)), template: "main")
        let asWriter = Self.library.render(Framed(html: .writer(TemplateWriter { $0.append(bytes) })), template: "main")
        #expect(asBytes == "<Frame><b>x & y</b>|&lt;b&gt;x &amp; y&lt;/b&gt;|shown</Frame>\n")
        #expect(asWriter == asBytes)
    }

    @Test func rendersATemplateIntoAnothersOutput() {
        let library = Self.library
        let inner = Framed(html: .bytes([]), title: "In")
        let writer = TemplateWriter { output in
            output.append(Array("(".utf8))
            #expect(library.render(inner, template: "inner", into: &output))
            #expect(!library.render(inner, template: "no such template", into: &output))
            output.append(Array(")".utf8))
        }
        let html = library.render(Framed(html: .writer(writer)), template: "main")
        #expect(html == "<Frame>(<p>In & [In]</p>)|(&lt;p&gt;In &amp; [In]&lt;/p&gt;)|shown</Frame>\n")
        #expect(TemplateHTML.writer(writer).bytes == Array("(<p>In & [In]</p>)".utf8))
    }
}
