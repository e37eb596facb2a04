import SpecimenMarkdown

/// Renders one page's prose: cmark-gfm HTML with heading ids, links rewritten from `.md`
/// paths to published URLs, and spec blocks replaced by their tables. Everything else is exactly
/// cmark's output.
public struct PageRenderer: Sendable {
    public let site: Site
    /// Renders spec blocks; without it they stay code blocks.
    public let specBlocks: SpecBlockRenderer?

    /// `swatches` is shared with the tokens page, so its usage index is built once per build.
    public init(site: Site, templates: TemplateSet? = nil, swatches: TokenSwatchFactory? = nil) {
        self.site = site
        self.specBlocks = templates.map { SpecBlockRenderer(site: site, templates: $0, swatches: swatches) }
    }

    /// The body HTML of `page`.
    public func bodyHTML(of page: Page) -> String {
        Markdown.html(of: page.markdown, options: MarkdownOptions(allowsRawHTML: site.config.rawHTML), rewrites: rewrites(for: page))
    }

    /// Heading ids for every heading, and a published URL for every link that points inside the site.
    public func rewrites(for page: Page) -> MarkdownRewrites {
        var rewrites = MarkdownRewrites()
        let strings = InterfaceStrings.forLanguage(page.lang)
        rewrites.taskLabels = .init(done: strings.taskDone, toDo: strings.taskToDo)
        for (index, line) in page.outline.tableLines.enumerated() {
            // Unique names: regions with the same name would confuse landmark navigation.
            let heading = page.outline.headings.last { $0.line < line }?.text
            rewrites.tableLabels[index] = "\(strings.table) \(index + 1)" + (heading.map { " – \($0)" } ?? "")
        }
        for (index, id) in page.headingIDs.enumerated() { rewrites.headingIDs[index] = id }
        let urls = RelativeURL(fromRoute: page.route)
        for (index, target) in site.linkTargets(of: page).enumerated() {
            switch target {
            case .page(let path, let fragment):
                if let target = site.pageIndexByPath[path] { rewrites.destinations[index] = urls.page(site.pages[target].route, fragment: fragment) }
            case .file(let path, let fragment):
                rewrites.destinations[index] = urls.file(path, fragment: fragment)
            case .external, .samePage, .missing, .outside:
                break
            }
        }
        if let specBlocks {
            for block in page.specBlocks {
                rewrites.fencedBlockHTML[block.fencedBlockIndex] = specBlocks.html(for: block, on: page)
            }
            for grid in page.tokenGrids {
                rewrites.fencedBlockHTML[grid.fencedBlockIndex] = specBlocks.gridHTML(for: grid, on: page)
            }
        }
        return rewrites
    }

    /// Files inside `Content/` that pages link to or show, which the site must publish. Every
    /// link of the site is resolved here, so pages are taken on every core.
    public func referencedFiles() -> [String] {
        var files = Set<String>()
        for index in site.pages.indices {
            for target in site.linkTargets(ofPage: index) {
                if case .file(let path, _) = target { files.insert(path) }
            }
        }
        return files.sorted()
    }
}
