/// Downloadable assets listed in front matter: SP401 for a file that does not exist or is empty,
/// SP402 for a licence that does not exist (or none at all), SP403 for a path that leaves
/// `Content/` — `..` above it, an absolute path, or a symbolic link out.
package struct AssetChecker: Checker {
    package init() {}

    /// Where an asset path leads: asset paths are relative to `Content/`, not to the page.
    package static func target(of asset: AssetReference, in site: Site) -> LinkTarget {
        let path = asset.path
        if path.hasPrefix("/") || path.hasPrefix("~") || path.contains("\\") || (path.count > 1 && path.dropFirst().first == ":") {
            return .outside
        }
        return LinkResolver(site: site).resolve(path: path)
    }

    /// The files inside `Content/` that assets name, which `Load` reads for their size and checksum.
    package static func files(of site: Site) -> [String] {
        Set(site.pages.flatMap(\.frontMatter.assets).compactMap { asset -> String? in
            if case .file(let path, _) = target(of: asset, in: site) { return path }
            return nil
        }).sorted()
    }

    package func check(_ site: Site) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let licenceIDs = site.licences.map(\.id)
        for page in site.pages {
            for asset in page.frontMatter.assets {
                switch Self.target(of: asset, in: site) {
                case .outside:
                    diagnostics.append(Diagnostic(.pathOutsideContent, at: asset.pathLocation, "asset `\(asset.path)` leaves Content/",
                                                  hint: "put the file inside Content/ (for example Content/assets/) and give its path from there"))
                case .file(let path, _):
                    if let file = site.assetFiles[path], file.size == 0 {
                        diagnostics.append(Diagnostic(.missingAsset, at: asset.pathLocation, "asset `\(asset.path)` is an empty file",
                                                      hint: "replace it with the real file"))
                    }
                case .page, .licence:
                    diagnostics.append(Diagnostic(.missingAsset, at: asset.pathLocation, "asset `\(asset.path)` is a page, not a file to download"))
                case .missing, .external, .samePage:
                    diagnostics.append(Diagnostic(.missingAsset, at: asset.pathLocation, "asset `\(asset.path)` does not exist",
                                                  hint: Suggestion.didYouMean(asset.path, in: site.contentFiles) ?? "asset paths are relative to Content/"))
                }
                guard let licence = asset.licence ?? site.config.licence else {
                    diagnostics.append(Diagnostic(.unknownLicence, at: asset.location, "asset `\(asset.path)` has no licence",
                                                  hint: "add `licence: <id>` to the asset, or a default `licence:` to site.yml"))
                    continue
                }
                if site.licence(licence) == nil {
                    let from = asset.licence == nil ? " (the default from site.yml)" : ""
                    diagnostics.append(Diagnostic(.unknownLicence, at: asset.licenceLocation ?? asset.pathLocation,
                                                  "licence `\(licence)`\(from) does not exist",
                                                  hint: Suggestion.didYouMean(licence, in: licenceIDs) ?? "add Content/licences/\(licence).md"))
                }
            }
        }
        return diagnostics
    }
}
