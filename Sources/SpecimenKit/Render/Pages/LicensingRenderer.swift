import SpecimenMarkdown

/// `licensing/` and `licensing/<id>/`, and the download boxes of pages: every asset with its
/// licence, size and checksum.
public struct LicensingRenderer: Sendable {
    public let site: Site
    public let templates: TemplateSet

    public init(site: Site, templates: TemplateSet) {
        self.site = site
        self.templates = templates
    }

    /// The download box entries of a page, as seen from `route`.
    public func assets(of page: Page, from route: String) -> [AssetView] {
        page.frontMatter.assets.compactMap { view(of: $0, on: page, from: route, showPage: false) }
    }

    /// One asset, when its file and licence exist (otherwise the build has failed already).
    func view(of asset: AssetReference, on page: Page, from route: String, showPage: Bool) -> AssetView? {
        guard case .file(let path, _) = AssetChecker.target(of: asset, in: site), let file = site.assetFiles[path],
              let licence = (asset.licence ?? site.config.licence).flatMap(site.licence) else { return nil }
        let urls = RelativeURL(fromRoute: route)
        let fileName = String(path.split(separator: "/").last ?? "")
        return AssetView(
            title: asset.title ?? fileName, fileName: fileName, format: AssetFile.format(of: fileName), size: AssetFile.humanSize(file.size),
            bytes: AssetFile.exactCount(file.size), isRounded: file.size >= 1000, sha256: file.sha256, url: urls.file(path), licenceTitle: licence.title,
            licenceURL: urls.page(GeneratedRoute.licence(licence.id)), pageTitle: showPage ? page.title : nil, pageURL: showPage ? urls.page(page.route) : nil)
    }

    /// Every asset under a licence, with the page that offers it.
    func assets(under licence: Licence, from route: String) -> [AssetView] {
        site.pages.flatMap { page in
            page.frontMatter.assets.filter { ($0.licence ?? site.config.licence) == licence.id }
                .compactMap { view(of: $0, on: page, from: route, showPage: true) }
        }
    }

    /// The index page body.
    public func indexMain() -> String {
        let urls = RelativeURL(fromRoute: GeneratedRoute.licensing)
        let strings = site.strings(for: site.config.language)
        let entries = site.licences.map { licence -> LicensingView.Entry in
            let count = assets(under: licence, from: GeneratedRoute.licensing).count
            return LicensingView.Entry(title: licence.title, url: urls.page(GeneratedRoute.licence(licence.id)), summary: licence.summary ?? licence.can.first,
                                       spdx: licence.spdx, assetCount: count,
                                       assetCountLabel: count == 1 ? strings["assetCountOne"] : strings["assetCountMany"].replacingOccurrences(of: "%d", with: "\(count)"))
        }
        return templates.render(LicensingView(title: strings["licensing"], licences: entries, strings: strings), template: "licensing") ?? ""
    }

    /// One licence's page body.
    public func licenceMain(_ licence: Licence) -> String {
        let route = GeneratedRoute.licence(licence.id)
        let assets = assets(under: licence, from: route)
        // The body gets what a page's body gets: links to pages, licences and files rewritten to
        // their published URLs, heading ids, named table regions, focusable code blocks.
        let resolver = LinkResolver(site: site)
        let targets = licence.outline.links.map { resolver.resolve($0.destination, fromDirectory: licence.directory) }
        var rewrites = PageRewrites.make(outline: licence.outline, headingIDs: licence.headingIDs, strings: site.strings(for: site.config.language))
        rewrites.destinations = PageRenderer(site: site).destinations(for: targets, fromRoute: route)
        let body = Markdown.html(of: licence.markdown, options: MarkdownOptions(allowsRawHTML: site.config.rawHTML), rewrites: rewrites)
        let view = LicenceView(title: licence.title, summary: licence.summary, spdx: licence.spdx, url: licence.url, can: licence.can, cannot: licence.cannot,
                               disclaimer: licence.disclaimer, attribution: licence.attribution, body: body, assets: assets,
                               hasAssets: !assets.isEmpty, strings: site.strings(for: site.config.language))
        return templates.render(view, template: "licence") ?? ""
    }
}
