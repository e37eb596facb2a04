import Synchronization

/// Pages one version of the site parsed, by their path inside the content folder and their text,
/// so that a page an older version shares word for word with another (most of them, usually) is
/// parsed once (DESIGN 3.9: shared work is not repeated). Parsing was half of a cold build.
///
/// The twin keeps its source positions: they name the other version's file, whose text is the
/// same, line for line. The page's own `path` is set to the version's file, and `Site.borrowedFiles`
/// lists which file each borrowed page's positions name, so that diagnostics about it are moved
/// to the version's own file (`relocated`).
package final class PageTwins: Sendable {
    /// By settings and path inside the content folder: the text is compared only when a page
    /// with the same path is looked up (hashing every page's whole text made parsing a fifth slower).
    private let pages = Mutex<[String: (text: String, page: Diagnosed<Page>)]>([:])

    package init() {}

    /// What a page's parse depends on besides its text and path (`PageParser`): raw HTML and
    /// the site's language. The interface strings are the theme's, the same for every version.
    static func settings(of config: SiteConfig) -> String {
        "\(config.rawHTML)\u{0}\(config.language)"
    }

    /// Remembers the parse of `file`.
    func record(_ page: Diagnosed<Page>, file: SourceFile, settings: String) {
        let key = Self.key(file, settings: settings)
        pages.withLock { if $0[key] == nil { $0[key] = (file.text, page) } }
    }

    /// The parse of a page another version has with the same path and text, as `file`'s page;
    /// nil when there is none.
    func twin(of file: SourceFile, settings: String) -> (page: Diagnosed<Page>, borrowedFrom: String)? {
        guard let entry = pages.withLock({ $0[Self.key(file, settings: settings)] }), entry.text == file.text else { return nil }
        var twin = entry.page
        let from = twin.value.path
        guard from != file.path else { return (twin, from) }
        twin.value.path = file.path
        twin.diagnostics = Self.relocated(twin.diagnostics, [from: file.path])
        return (twin, from)
    }

    /// `diagnostics` with positions in a borrowed page's file moved to the version's own file.
    package static func relocated(_ diagnostics: [Diagnostic], _ files: [String: String]) -> [Diagnostic] {
        guard !files.isEmpty else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard let own = files[diagnostic.location.file] else { return diagnostic }
            var moved = diagnostic
            moved.location.file = own
            return moved
        }
    }

    private static func key(_ file: SourceFile, settings: String) -> String {
        settings + "\u{0}" + file.relativePath
    }
}
