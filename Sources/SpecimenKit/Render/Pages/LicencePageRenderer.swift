import SpecimenMarkdown
import SpecimenTemplates
import SpecimenFormats

/// `licensing/<id>/`: one licence — what it allows and forbids, its body, and every asset under
/// it with the page that offers it.
package struct LicencePageRenderer: MainContentRenderer {
    package let site: Site
    package let templates: TemplateSet
    package let licence: Licence

    package init(site: Site, templates: TemplateSet, licence: Licence) {
        self.site = site
        self.templates = templates
        self.licence = licence
    }

    /// Renders `licence.mustache` into `output`.
    package func write(into output: inout ByteWriter) {
        let route = GeneratedRoute.licence(licence.id)
        let assets = AssetView.all(under: licence, in: site, from: route)
        // The body gets what a page's body gets: links to pages, licences and files rewritten to
        // their published URLs, heading ids, named table regions, focusable code blocks.
        let resolver = LinkResolver(site: site)
        let targets = licence.outline.links.map { resolver.resolve($0.destination, fromDirectory: licence.directory) }
        var rewrites = PageRewrites.make(outline: licence.outline, headingIDs: licence.headingIDs, strings: site.strings(for: site.config.language))
        rewrites.destinations = LinkDestinations.of(targets, fromRoute: route, in: site)
        let body = Markdown.html(of: licence.markdown, options: MarkdownOptions(allowsRawHTML: site.config.rawHTML), rewrites: rewrites)
        let view = LicenceView(title: licence.title, summary: licence.summary, spdx: licence.spdx, url: licence.url, can: licence.can, cannot: licence.cannot,
                               disclaimer: licence.disclaimer, attribution: licence.attribution, body: body, assets: assets,
                               hasAssets: !assets.isEmpty, strings: site.strings(for: site.config.language))
        templates.render(view, template: "licence", into: &output)
    }
}
