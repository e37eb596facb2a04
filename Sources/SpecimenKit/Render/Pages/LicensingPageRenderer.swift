import SpecimenTemplates
import SpecimenFormats

/// `licensing/`: every licence with a one-line summary and how many assets it covers (each
/// licence's own page is `LicencePageRenderer`'s).
package struct LicensingPageRenderer: MainContentRenderer {
    package let site: Site
    package let templates: TemplateSet

    package init(site: Site, templates: TemplateSet) {
        self.site = site
        self.templates = templates
    }

    /// Renders `licensing.mustache` into `output`.
    package func write(into output: inout ByteWriter) {
        let urls = RelativeURL(fromRoute: GeneratedRoute.licensing)
        let strings = site.strings(for: site.config.language)
        let entries = site.licences.map { licence -> LicensingView.Entry in
            let count = AssetView.all(under: licence, in: site, from: GeneratedRoute.licensing).count
            return LicensingView.Entry(title: licence.title, url: urls.page(GeneratedRoute.licence(licence.id)), summary: licence.summary ?? licence.can.first,
                                       spdx: licence.spdx, assetCount: count,
                                       assetCountLabel: count == 1 ? strings["assetCountOne"] : strings.text("assetCountMany", filling: String(count)))
        }
        templates.render(LicensingView(title: strings["licensing"], licences: entries, strings: strings), template: "licensing", into: &output)
    }
}
