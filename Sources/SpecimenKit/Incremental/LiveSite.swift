/// The site as `serve` last built it, kept in memory so that the most common edit — a change to
/// the prose of one page — is checked and rendered in milliseconds instead of rebuilding the
/// whole site. An edit takes this path only when nothing any other output depends on changed:
/// the page's front matter, headings, spec and token blocks (with their positions) and the files
/// it links to must be exactly as before, so navigation, the reference pages and every other
/// page's diagnostics stay valid. Anything else returns nil and `serve` runs the full
/// incremental pipeline. The search index, which holds the words of every page's prose, is
/// written again when an edit changed them.
package struct LiveSite: Sendable {
    package private(set) var site: Site
    package let templates: TemplateSet
    /// Shared render state, made from the site when it was built; valid for body-only edits.
    package let context: RenderContext
    /// Every diagnostic of the site as it is now, sorted for output.
    package private(set) var diagnostics: [Diagnostic]
    /// Parse diagnostics per page path (what `PageParser` reported for its current text).
    private var parseDiagnostics: [String: [Diagnostic]]
    /// Pages edited since they were last written (an edit with errors is not written).
    private var unwritten: Set<Int> = []
    /// True when an edit changed a page's words (`Page.searchWords`) and the search index was
    /// not written since (an edit with errors writes nothing).
    private var searchIndexIsStale = false

    /// `parseDiagnostics` are those of every page as parsed for this build, by page path.
    package init(site: Site, templates: TemplateSet, diagnostics: [Diagnostic], parseDiagnostics: [String: [Diagnostic]]) {
        self.site = site
        self.templates = templates
        self.context = RenderContext(site: site, templates: templates)
        self.diagnostics = diagnostics
        self.parseDiagnostics = parseDiagnostics
    }

    /// What an edit did: the site's diagnostics after it, and the files to write (none when the
    /// diagnostics have errors; the edited pages are then written by the next edit without errors).
    package struct Update: Sendable {
        package var diagnostics: [Diagnostic]
        package var files: [OutputFile]
        /// Makes the search index again, when the edit brought a word in or took one out. Made
        /// apart from `files` so that `serve` shows the edited page first: the index holds every
        /// page's words (0.3 s at 10,000 pages, 3.7 s at 100,000) and only search reads it.
        /// Nil when `stopped` said to stop before it was made.
        package var searchIndex: (@Sendable (_ stopped: () -> Bool) -> OutputFile?)? = nil
    }

    /// Applies new texts of existing pages (Markdown files the site already has), or returns nil
    /// when the edit changes more than page bodies.
    package mutating func apply(_ files: [SourceFile]) -> Update? {
        var edited: [(index: Int, parsed: Diagnosed<Page>)] = []
        let parser = PageParser(config: site.config, strings: site.stringCatalog)
        for file in files {
            guard file.problem == nil, let index = site.pageIndexByPath[file.relativePath], site.pages[index].path == file.path else { return nil }
            let parsed = parser.parse(file)
            guard site.pages[index].hasSameShape(as: parsed.value, in: site) else { return nil }
            edited.append((index, parsed))
        }
        // The checkers whose findings belong to one page's prose.
        let links = LinkChecker(), callouts = CalloutChecker()
        var diagnostics = diagnostics
        for (index, parsed) in edited {
            let old = site.pages[index]
            if old.searchWords != parsed.value.searchWords { searchIndexIsStale = true }
            var removed = parseDiagnostics[old.path] ?? []
            removed += links.check(site, pages: [index]) + callouts.check(site, pages: [index])
            for diagnostic in removed {
                if let at = diagnostics.firstIndex(of: diagnostic) { diagnostics.remove(at: at) }
            }
            site.replacePage(at: index, with: parsed.value)
            parseDiagnostics[parsed.value.path] = parsed.diagnostics
            diagnostics += parsed.diagnostics + links.check(site, pages: [index]) + callouts.check(site, pages: [index])
            unwritten.insert(index)
        }
        self.diagnostics = diagnostics.sortedForOutput()
        guard !self.diagnostics.hasErrors else { return Update(diagnostics: self.diagnostics, files: []) }
        let renderer = SiteRenderer(site: site, templates: templates, parallelism: .serial)
        let files = unwritten.sorted().filter { site.pageIndexByRoute[site.pages[$0].route] == $0 }.map { renderer.pageFile(at: $0, context: context) }
        unwritten = []
        var update = Update(diagnostics: self.diagnostics, files: files)
        // The page text of the search index: only when an edit brought a word in or took one out.
        if searchIndexIsStale {
            let site = self.site, rules = context.ruleIndex
            update.searchIndex = { stopped in
                SearchIndexBuilder(site: site, rules: rules).scriptUTF8(unless: stopped).map { OutputFile(path: GeneratedRoute.searchIndex, utf8: $0) }
            }
            searchIndexIsStale = false
        }
        return update
    }
}

extension Page {
    /// True when `other` (a new text of this page) differs only in what no other output and no
    /// other page's diagnostics depend on: the prose and its links to pages.
    func hasSameShape(as other: Page, in site: Site) -> Bool {
        guard path == other.path, route == other.route, lang == other.lang, frontMatter == other.frontMatter,
              headingIDs == other.headingIDs, specBlocks == other.specBlocks, tokenGrids == other.tokenGrids, guidance == other.guidance,
              outline.headings.map({ [String($0.level), $0.text] }) == other.outline.headings.map({ [String($0.level), $0.text] })
        else { return false }
        // Files a page links to are published with the site; a new one needs the full build.
        func files(_ page: Page) -> Set<String> {
            Set(site.linkTargets(of: page).compactMap { target in
                if case .file(let path, _) = target { return path }
                return nil
            })
        }
        return files(self) == files(other)
    }
}
