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
    /// The same output appended to `output` (a `TemplateWriter`'s); false when there is no
    /// such template.
    func render(_ view: any TemplateView, template name: String, into output: inout ByteWriter) -> Bool
}

extension TemplateEngine {
    public func renderUTF8(_ view: any TemplateView, template name: String) -> [UInt8]? {
        render(view, template: name).map { Array($0.utf8) }
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
        guard let template = templates[name] else { return nil }
        var renderer = TemplateRenderer(templates: templates, root: .view(TemplateViewBox(view)), capacity: template.outputSizeHint.load(ordering: .relaxed))
        renderer.render(template, 0..<template.ops.count, indentation: nil)
        template.outputSizeHint.store(renderer.output.count + renderer.output.count / 8, ordering: .relaxed)
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
