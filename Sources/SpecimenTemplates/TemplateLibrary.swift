import SpecimenFormats

/// Templates by name (`layout`, `partials/header`): what `{{> name}}` finds.
public struct TemplateLibrary: Sendable {
    public let templates: [String: Template]

    public init(templates: [String: Template]) {
        self.templates = templates
    }

}

/// Something that renders view models with named templates: `TemplateLibrary`, or in tests
/// the reference implementation it is compared with.
public protocol TemplateEngine: Sendable {
    func render(_ view: any TemplateView, template name: String) -> String?
    /// The same output as UTF-8 bytes, for output that goes to a file or into another template
    /// (turning bytes into a `String` checks them all again).
    func renderUTF8(_ view: any TemplateView, template name: String) -> [UInt8]?
    /// `renderUTF8`, into an output made with room for at least `capacity` bytes from the start
    /// (a page its caller knows to be large grows no buffer: growing one holds the old and the
    /// new, twice as large, at once).
    func renderUTF8(_ view: any TemplateView, template name: String, capacity: Int) -> [UInt8]?
    /// The same output appended to `output` (a `TemplateWriter`'s); false when there is no
    /// such template.
    func render(_ view: any TemplateView, template name: String, into output: inout ByteWriter) -> Bool
}

extension TemplateEngine {
    public func renderUTF8(_ view: any TemplateView, template name: String) -> [UInt8]? {
        render(view, template: name).map { Array($0.utf8) }
    }

    public func renderUTF8(_ view: any TemplateView, template name: String, capacity: Int) -> [UInt8]? {
        renderUTF8(view, template: name)
    }

    public func render(_ view: any TemplateView, template name: String, into output: inout ByteWriter) -> Bool {
        guard let bytes = renderUTF8(view, template: name) else { return false }
        output.append(bytes)
        return true
    }
}

extension TemplateLibrary: TemplateEngine {
    /// Renders `view` with the named template; nil when there is no such template.
    public func render(_ view: any TemplateView, template name: String) -> String? {
        renderUTF8(view, template: name).map { String(decoding: $0, as: UTF8.self) }
    }

    public func renderUTF8(_ view: any TemplateView, template name: String) -> [UInt8]? {
        renderUTF8(view, template: name, capacity: 0)
    }

    /// The template remembers how large its last output was and reserves that much for the
    /// next, unless a caller gave the capacity (a page unlike the others, which would make every
    /// later one reserve its size).
    public func renderUTF8(_ view: any TemplateView, template name: String, capacity: Int) -> [UInt8]? {
        guard let template = templates[name] else { return nil }
        let hint = template.outputSizeHint.load(ordering: .relaxed)
        var renderer = TemplateRenderer(templates: templates, root: .view(TemplateViewBox(view)), capacity: max(hint, capacity))
        renderer.render(template, 0..<template.ops.count, indentation: nil)
        if capacity == 0 { template.outputSizeHint.store(renderer.output.count + renderer.output.count / 8, ordering: .relaxed) }
        return renderer.finish()
    }

    public func render(_ view: any TemplateView, template name: String, into output: inout ByteWriter) -> Bool {
        guard let template = templates[name] else { return false }
        var taken = ByteWriter(capacity: 0)
        swap(&taken, &output)  // moved, not copied: the renderer appends to the same bytes
        var renderer = TemplateRenderer(templates: templates, root: .view(TemplateViewBox(view)), output: consume taken)
        renderer.render(template, 0..<template.ops.count, indentation: nil)
        output = renderer.finishWriting()
        return true
    }
}
