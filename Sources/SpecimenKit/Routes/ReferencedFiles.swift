/// The files inside `Content/` that pages and licences link to or show (an image, a PDF of a
/// licence's full text): the site publishes them as they are, beside the pages. (The files of
/// download boxes are `Site.assetFiles`; `PublishedFiles` lists both with where each is named,
/// for the checks.)
package enum ReferencedFiles {
    /// Paths inside `Content/`, sorted, each once, from the links resolved once after parsing
    /// (`Site.linkTargets`) and the licences' links.
    package static func of(_ site: Site) -> [String] {
        var files = Set<String>()
        for index in site.pages.indices {
            for target in site.linkTargets(ofPage: index) {
                if case .file(let path, _) = target { files.insert(path) }
            }
        }
        let resolver = LinkResolver(site: site)
        // Examples and figures show images, videos and captions.
        for page in site.pages where !page.guidance.isEmpty {
            for file in page.guidance.flatMap(\.files) {
                if case .file(let path, _) = resolver.resolve(file.path, fromDirectory: page.directory) { files.insert(path) }
            }
        }
        // Licence bodies link to files too (an image, a PDF of the full text).
        for licence in site.licences {
            for link in licence.outline.links {
                if case .file(let path, _) = resolver.resolve(link.destination, fromDirectory: licence.directory) { files.insert(path) }
            }
        }
        // The theme's logo, on every page.
        if let logo = site.config.theme.logo, site.contentFiles.contains(logo) { files.insert(logo) }
        return files.sorted()
    }
}
