import Mustache
import SpecimenTemplates

/// swift-mustache, the engine Specimen used before its own, as a `TemplateEngine`: the
/// reference the differential tests compare with. View models reach it through `ReferenceBox`,
/// which hands it the same values `TemplateValue` holds.
struct MustacheReference: TemplateEngine {
    let library: MustacheLibrary

    init(sources: [String: String]) throws {
        library = MustacheLibrary(templates: try sources.mapValues { try MustacheTemplate(string: $0) })
    }

    func render(_ view: any TemplateView, template name: String) -> String? {
        library.render(ReferenceBox(view: view), withTemplate: name)
    }
}

/// A view model as swift-mustache sees it: text as `String`, flags as `Bool`, lists as arrays.
struct ReferenceBox: MustacheParent {
    let view: any TemplateView

    func child(named name: String) -> Any? {
        view.templateValue(named: name).map(Self.convert)
    }

    static func convert(_ value: TemplateValue) -> Any {
        switch value {
        case .text(let text): return text
        case .utf8(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .flag(let flag): return flag
        case .view(let box): return ReferenceBox(view: box.view)
        case .permanentView(let box): return ReferenceBox(view: box.takeUnretainedValue().view)
        case .writer(let writer): return String(decoding: writer.bytes(), as: UTF8.self)
        case .list(let items): return items.map(convert)
        }
    }
}
