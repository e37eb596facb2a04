/// SP004: every file of the built site has one owner. A page, a generated file (the search
/// index, `tokens.css`, `404.html`…), a theme file and a content file that pages publish (an
/// image, a download) each claim an output path; a second claim of a path is an error, because
/// the last writer would win: a content file `theme/search.js` would replace the theme's script
/// and run on every page. Paths are compared as a case-insensitive, normalising disk (macOS,
/// Windows) compares them, so `Logo.png` and `logo.png`, or `é` written as one code point and as
/// two, are one path. Content files that are such twins on disk are reported even when neither
/// is published: Specimen could not tell which one a link means.
public struct OutputPathChecker: Checker {
    public init() {}

    /// Who claimed a path first, for the message.
    private enum Owner {
        case generated
        case theme
        case page(String)
        case file(String)

        var description: String {
            switch self {
            case .generated: "Specimen's generated file"
            case .theme: "the theme's file"
            case .page(let path): "the page `\(path)`"
            case .file(let path): "the file `\(path)`"
            }
        }
    }

    public func check(_ site: Site) -> [Diagnostic] {
        var owners: [String: (path: String, owner: Owner)] = [:]  // folded path → first claim
        var diagnostics: [Diagnostic] = []
        func claim(_ path: String, by owner: Owner, at location: SourceLocation?, what: String) {
            let key = Self.folded(path)
            guard let first = owners[key] else {
                owners[key] = (path, owner)
                return
            }
            guard let location else { return }  // Specimen's own files never clash with each other
            let message: String
            if case .page(let other) = first.owner, case .page = owner {
                // Pages are named by their URL, as readers know them.
                message = "this page and `\(other)` would both be written to `/\(String(path.dropLast("index.html".count)))`"
            } else {
                let same = first.path == path ? "`\(path)`" : "`\(path)` (the same file as `\(first.path)` on macOS and Windows)"
                message = "\(what) would be written to \(same), where \(first.owner.description) is written"
            }
            diagnostics.append(Diagnostic(.duplicateURL, at: location, message, hint: "rename or move one of them"))
        }
        for path in GeneratedRoute.outputs(for: site) { claim(path, by: .generated, at: nil, what: "") }
        for path in site.themeFiles.sorted() { claim(path, by: .theme, at: nil, what: "") }
        // By index, reading fields in place: iterating the pages copies each whole page.
        for index in site.pages.indices {
            let path = site.pages[index].path
            claim(RouteMapper().outputPath(forRoute: site.pages[index].route), by: .page(site.pages[index].relativePath),
                  at: SourceLocation(file: path, line: 1, column: 1), what: "this page")
        }
        diagnostics += twins(site)
        var published: Set<String> = []
        for (path, location) in PublishedFiles.of(site) where published.insert(path).inserted {
            claim(path, by: .file(path), at: location, what: "`\(path)`, which this links to,")
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
