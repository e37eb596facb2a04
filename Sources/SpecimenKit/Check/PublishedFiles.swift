/// The content files a site publishes as they are (images, downloads, anything a page or a
/// licence links to), each with where the first link, image or asset entry naming it is
/// written: the checks of what may be published (`OutputPathChecker`, `ActiveContentChecker`)
/// point there.
package enum PublishedFiles {
    /// In page order, then licence order; a file appears once per place that publishes it.
    package static func of(_ site: Site) -> [(path: String, location: SourceLocation)] {
        var files: [(path: String, location: SourceLocation)] = []
        let resolver = LinkResolver(site: site)
        for index in site.pages.indices {
            let page = site.pages[index].path
            for (link, target) in zip(site.pages[index].outline.links, site.linkTargets(ofPage: index)) {
                if case .file(let path, _) = target { files.append((path, SourceLocation(file: page, line: link.line, column: link.column))) }
            }
            for file in site.pages[index].guidance.flatMap(\.files) {
                if case .file(let path, _) = resolver.resolve(file.path, fromDirectory: site.pages[index].directory) { files.append((path, file.location)) }
            }
            for asset in site.pages[index].frontMatter.assets {
                if case .file(let path, _) = AssetChecker.target(of: asset, in: site) { files.append((path, asset.pathLocation)) }
            }
        }
        for licence in site.licences {
            for link in licence.outline.links {
                if case .file(let path, _) = resolver.resolve(link.destination, fromDirectory: licence.directory) {
                    files.append((path, SourceLocation(file: licence.path, line: link.line, column: link.column)))
                }
            }
        }
        if let logo = site.config.theme.logo, let at = site.config.theme.locations["logo"], site.contentFiles.contains(logo) {
            files.append((logo, at))
        }
        return files
    }
}
