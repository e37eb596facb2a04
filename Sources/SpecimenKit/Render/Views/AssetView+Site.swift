/// Asset entries made from the site in one place, so that a page's download box, a licence page's
/// list and the licensing index's counts describe every file the same way.
extension AssetView {
    /// The download box entries of `page`, as seen from `route`.
    static func downloads(of page: Page, in site: Site, from route: String) -> [AssetView] {
        page.frontMatter.assets.compactMap { AssetView($0, on: page, in: site, from: route, showPage: false) }
    }

    /// Every asset under `licence`, with the page that offers it, as seen from `route`.
    static func all(under licence: Licence, in site: Site, from route: String) -> [AssetView] {
        site.pages.flatMap { page in
            page.frontMatter.assets.filter { ($0.licence ?? site.config.licence) == licence.id }
                .compactMap { AssetView($0, on: page, in: site, from: route, showPage: true) }
        }
    }

    /// One asset, when its file and licence exist (otherwise the build has failed already).
    init?(_ asset: AssetReference, on page: Page, in site: Site, from route: String, showPage: Bool) {
        guard case .file(let path, _) = AssetChecker.target(of: asset, in: site), let file = site.assetFiles[path],
              let licence = (asset.licence ?? site.config.licence).flatMap(site.licence) else { return nil }
        let urls = RelativeURL(fromRoute: route)
        let fileName = String(path.split(separator: "/").last ?? "")
        self.init(
            title: asset.title ?? fileName, fileName: fileName, format: AssetFile.format(of: fileName), size: AssetFile.humanSize(file.size),
            bytes: AssetFile.exactCount(file.size), isRounded: file.size >= 1000, sha256: file.sha256, url: urls.file(path), licenceTitle: licence.title,
            licenceURL: urls.page(GeneratedRoute.licence(licence.id)), pageTitle: showPage ? page.title : nil, pageURL: showPage ? urls.page(page.route) : nil)
    }
}
