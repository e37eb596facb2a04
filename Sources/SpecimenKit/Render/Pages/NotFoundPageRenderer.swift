import SpecimenTemplates
import SpecimenFormats

/// `404.html`: served for any missing path, so its links cannot be relative to where it is; they
/// are written from the site root (and with a base URL the layout gives it `<base href>`).
package struct NotFoundPageRenderer: MainContentRenderer {
    package let site: Site
    package let templates: TemplateSet

    package init(site: Site, templates: TemplateSet) {
        self.site = site
        self.templates = templates
    }

    /// Renders `not-found.mustache` into `output`.
    package func write(into output: inout ByteWriter) {
        let strings = site.strings(for: site.config.language)
        let view = NotFoundView(title: strings["notFoundTitle"], message: strings["notFoundMessage"], homeURL: RelativeURL(fromRoute: "").page(""), strings: strings)
        templates.render(view, template: "not-found", into: &output)
    }
}
