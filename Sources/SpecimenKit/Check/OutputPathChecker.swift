/// SP004: every file of the built site has one owner. A page, a generated file (the search
/// index, `tokens.css`, `404.html`…), a theme file and a content file that pages publish (an
/// image, a download) each claim an output path; a second claim of a path is an error, because
/// the last writer would win: a content file `theme/search.js` would replace the theme's script
/// and run on every page. Paths are compared as a case-insensitive, normalising disk (macOS,
/// Windows) compares them, so `Logo.png` and `logo.png`, or `é` written as one code point and as
/// two, are one path. Content files that are such twins on disk are reported even when neither
/// is published: Specimen could not tell which one a link means.
package struct OutputPathChecker: Checker {
    package init() {}

    /// Who claimed a path first, for the message.
    private enum Owner {
        case generated
        case theme
        case page(String)
        case file

        /// The owner's file at `path`, as a message names it.
        func name(at path: String) -> String {
            switch self {
            case .generated: "Specimen's generated file `\(path)`"
            case .theme: "the theme's file `\(path)`"
            case .page(let page): "the page `\(page)` (`\(path)`)"
            case .file: "the file `\(path)`"
            }
        }
    }

    package func check(_ site: Site) -> [Diagnostic] {
        var owners: [String: (path: String, owner: Owner)] = [:]  // folded path → first claim
        var diagnostics: [Diagnostic] = []
        func claim(_ path: String, by owner: Owner, at location: SourceLocation?) {
            let key = Self.folded(path)
            guard let first = owners[key] else {
                owners[key] = (path, owner)
                return
            }
            guard let location else { return }  // Specimen's own files never clash with each other
            // Compared byte for byte: Swift's `==` holds the two spellings of `é` equal.
            let twin = first.path.utf8.elementsEqual(path.utf8) ? "" : " on macOS and Windows, where names that differ only in case or Unicode normalisation are one file"
            let message: String
            switch (first.owner, owner) {
            case (.page(let other), .page):
                // Pages are named by their URL, as readers know them.
                message = "this page and `\(other)` would both be written to `/\(String(path.dropLast("index.html".count)))`"
            case (_, .page):
                message = "this page would be written to `\(path)`, where \(first.owner.name(at: first.path)) is written\(twin)"
            default:
                message = "publishing `\(path)` would replace \(first.owner.name(at: first.path))\(twin)"
            }
            diagnostics.append(Diagnostic(.duplicateURL, at: location, message, hint: "rename or move one of them"))
        }
        for path in GeneratedRoute.outputs(for: site) { claim(path, by: .generated, at: nil) }
        for path in site.themeFiles.sorted() { claim(path, by: .theme, at: nil) }
        // By index, reading fields in place: iterating the pages copies each whole page.
        for index in site.pages.indices {
            let path = site.pages[index].path
            claim(RouteMapper().outputPath(forRoute: site.pages[index].route), by: .page(site.pages[index].relativePath),
                  at: SourceLocation(file: path, line: 1, column: 1))
        }
        diagnostics += twins(site)
        var published: Set<String> = []
        for (path, location) in site.publishedFiles where published.insert(path).inserted {
            claim(path, by: .file, at: location)
        }
        return diagnostics
    }

    /// Content files (not pages) whose names differ only in case or Unicode normalisation.
    private func twins(_ site: Site) -> [Diagnostic] {
        var first: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        for path in site.contentFilesOnDisk {
            let key = Self.folded(path)
            if let earlier = first[key] {
                // Compared byte for byte: Swift's `==` holds the two spellings of `é` equal.
                guard !earlier.utf8.elementsEqual(path.utf8) else { continue }
                diagnostics.append(Diagnostic(.duplicateURL, at: SourceLocation(file: path, line: 1, column: 1),
                                              "this file and `\(earlier)` have names that only case or Unicode normalisation tells apart",
                                              hint: "rename one of them: they are one file on macOS and Windows, and a link cannot tell them apart"))
            } else {
                first[key] = path
            }
        }
        return diagnostics
    }

    /// A path as a case-insensitive, normalising file system sees it (Swift's `String` equality
    /// and hashing already treat canonically equivalent spellings as one).
    static func folded(_ path: String) -> String {
        path.lowercased()
    }
}
