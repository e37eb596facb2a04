import Synchronization

/// Pages one version of the site parsed, by their path inside the content folder and their text,
/// so that a page an older version shares word for word with another (most of them, usually) is
/// parsed once, as are the registry and the tokens (DESIGN 3.9: shared work is not repeated).
/// Parsing was half of a cold build.
///
/// The twin keeps its source positions: they name the other version's file, whose text is the
/// same, line for line. The page's own `path` is set to the version's file, and `Site.borrowedFiles`
/// lists which file each borrowed page's positions name, so that diagnostics about it are moved
/// to the version's own file (`relocated`).
package final class PageTwins: Sendable {
    /// By settings and path inside the content folder: the text is compared only when a page
    /// with the same path is looked up (hashing every page's whole text made parsing a fifth slower).
    private let pages = Mutex<[String: (text: String, page: Diagnosed<Page>)]>([:])
    /// The registry the first version parsed: at 10,000 components its parse took as long as a
    /// thousand pages, on one core, and was the longest part of an older version's parse.
    private let registry = Mutex<(file: SourceFile, registry: Diagnosed<Registry>)?>(nil)
    /// The tokens the first version read, with the files they were read from (token files,
    /// the resolver and its sources): read on one core, they were an older version's longest
    /// wait after its pages.
    private let tokens = Mutex<(files: [SourceFile], tokens: Diagnosed<TokenLoader.Loaded>)?>(nil)

    /// The first version's site, its links resolved: an older version's page borrowed from it
    /// takes its link targets (`Site.resolveLinks(parallelism:like:)`).
    private let resolved = Mutex<Site?>(nil)

    package init() {}

    /// The site whose links were resolved first, when one was (`record(resolved:)`).
    var resolvedSite: Site? { resolved.withLock { $0 } }

    /// Remembers `site`, its links resolved, when no site is remembered yet.
    func record(resolved site: Site) {
        resolved.withLock { if $0 == nil { $0 = site } }
    }

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

    /// Remembers the parse of the registry `file`, when none is remembered yet.
    func record(_ parsed: Diagnosed<Registry>, registry file: SourceFile) {
        registry.withLock { if $0 == nil { $0 = (file, parsed) } }
    }

    /// The parse of a registry another version has with the same path and text, as `file`'s,
    /// and the file its positions name (the other version's); nil when there is none.
    func twin(ofRegistry file: SourceFile) -> (registry: Diagnosed<Registry>, borrowedFrom: String)? {
        guard let entry = registry.withLock({ $0 }), entry.file.relativePath == file.relativePath, entry.file.text == file.text else { return nil }
        var twin = entry.registry
        twin.diagnostics = Self.relocated(twin.diagnostics, [entry.file.path: file.path])
        return (twin, entry.file.path)
    }

    /// Remembers the tokens read from `files`, when none are remembered yet.
    func record(_ read: Diagnosed<TokenLoader.Loaded>, tokens files: [SourceFile]) {
        tokens.withLock { if $0 == nil { $0 = (files, read) } }
    }

    /// The tokens another version read from files with the same paths and texts as `files`,
    /// their positions moved to `files`, and which file each position named (the other
    /// version's) for each of `files`; nil when there are none.
    func twin(ofTokens files: [SourceFile]) -> (tokens: Diagnosed<TokenLoader.Loaded>, borrowed: [String: String])? {
        guard let entry = tokens.withLock({ $0 }), entry.files.count == files.count,
              zip(entry.files, files).allSatisfy({ $0.relativePath == $1.relativePath && $0.text == $1.text }) else { return nil }
        var borrowed: [String: String] = [:]
        for (from, own) in zip(entry.files, files) where from.path != own.path { borrowed[from.path] = own.path }
        var twin = entry.tokens
        twin.diagnostics = Self.relocated(twin.diagnostics, borrowed)
        return (twin, borrowed)
    }

    /// `diagnostics` with positions in a borrowed file moved to the version's own file, and the
    /// borrowed file's name in hints (`the registry allows ≤ 4 (Content/registry.yml:12)`) too.
    package static func relocated(_ diagnostics: [Diagnostic], _ files: [String: String]) -> [Diagnostic] {
        guard !files.isEmpty else { return diagnostics }
        return diagnostics.map { diagnostic in
            var moved = diagnostic
            if let own = files[diagnostic.location.file] { moved.location.file = own }
            if let hint = diagnostic.hint { moved.hint = relocated(hint: hint, files) }
            return moved
        }
    }

    /// `hint` with each `path:` that names a borrowed file (after `(` or a space, or at the start:
    /// `(Content/registry.yml:12)`, `at Content/tokens.json:3`) naming the version's own; looked
    /// up by each candidate, as a version may borrow thousands of files.
    private static func relocated(hint: String, _ files: [String: String]) -> String {
        var result = "", copied = hint.startIndex
        for colon in hint.indices where hint[colon] == ":" {
            let before = hint[..<colon]
            let starts = [before.lastIndex(of: "(").map { hint.index(after: $0) }, before.lastIndex(of: " ").map { hint.index(after: $0) }, hint.startIndex]
            guard let start = starts.compactMap({ $0 }).first(where: { $0 >= copied && files[String(hint[$0..<colon])] != nil }),
                  let own = files[String(hint[start..<colon])] else { continue }
            result += hint[copied..<start] + own
            copied = colon
        }
        return copied == hint.startIndex ? hint : result + hint[copied...]
    }

    private static func key(_ file: SourceFile, settings: String) -> String {
        settings + "\u{0}" + file.relativePath
    }
}
