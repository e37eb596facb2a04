import SpecimenTemplates
import SpecimenFormats

/// The index page of a navigation section too long for the sidebar (`SectionRoutes`): every
/// page of the section in reading order, as cards like the home page's, so that each page is two
/// clicks from any other however long its section.
package struct SectionPageRenderer: MainContentRenderer {
    package let site: Site
    package let templates: TemplateSet
    /// The route of the index page itself, which its links are written from.
    package let route: String
    package let language: String
    /// The section as the navigation of its language holds it.
    package let section: Navigation.Section

    package init(site: Site, templates: TemplateSet, route: String, language: String, section: Navigation.Section) {
        self.site = site
        self.templates = templates
        self.route = route
        self.language = language
        self.section = section
    }

    /// Renders `section.mustache` into `output`.
    package func write(into output: inout ByteWriter) {
        templates.render(view(), template: "section", into: &output)
    }

    /// What `section.mustache` sees.
    package func view() -> SectionView {
        let urls = RelativeURL(fromRoute: route), strings = site.strings(for: language)
        return SectionView(title: section.title,
                           summary: strings.text("sectionPageCount", filling: String(section.pages.count)),
                           pages: section.pages.map { HomePageRenderer.entry(for: $0, site: site, urls: urls, strings: strings) },
                           strings: strings)
    }
}
