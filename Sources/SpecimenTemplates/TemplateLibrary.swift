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
}

extension TemplateLibrary: TemplateEngine {
    /// Renders `view` with the named template; nil when there is no such template.
    public func render(_ view: any TemplateView, template name: String) -> String? {
        guard let template = templates[name] else { return nil }
        var renderer = TemplateRenderer(templates: templates, root: .view(view))
        renderer.render(template, 0..<template.ops.count, indentation: nil)
        return renderer.text
    }
}
