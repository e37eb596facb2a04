import Foundation
import SpecimenMarkdown

/// Parses one guideline page: splits and types its front matter, parses the body with cmark-gfm
/// and gives every heading its id. Problems become diagnostics; a page is always returned so
/// that later checks still see its links.
package struct PageParser: Sendable {
    package let config: SiteConfig
    /// The interface strings, for the labels parsing writes into the page's HTML (tables, tasks).
    package let strings: StringCatalog

    package init(config: SiteConfig, strings: StringCatalog = .builtIn) {
        self.config = config
        self.strings = strings
    }

    package func parse(_ file: SourceFile) -> Diagnosed<Page> {
        let split = FrontMatterSplitter().split(file.text)
        var log = DiagnosticLog()
        var frontMatter = FrontMatter()
        let start = SourceLocation(file: file.path, line: 1, column: 1)

        if split.isUnterminated {
            log.report(Diagnostic(.frontMatterSyntax, at: start, "front matter starts with `---` but is never closed",
                                  hint: "end it with a line containing only `---`"))
        } else if let yaml = split.yaml {
            let region = YAMLRegion(file: file.path, yaml: yaml, firstLine: split.yamlFirstLine)
            frontMatter = readFrontMatter(region, log: &log)
        }
        if frontMatter.title == nil, !log.diagnostics.contains(where: { [.frontMatterSyntax, .missingField, .limitExceeded].contains($0.code) }) {
            if split.yaml == nil && !split.isUnterminated {
                log.report(Diagnostic(.missingField, at: start, "page has no front matter and so no `title`",
                                      hint: "start the file with `---`, `title: …`, `---`"))
            } else {
                log.report(Diagnostic(.missingField, at: start, "front matter has no `title`", hint: "add `title: …`"))
            }
        }

        let options = MarkdownOptions(allowsRawHTML: config.rawHTML)
        let lang = frontMatter.lang ?? config.language
        let specParser = SpecBlockParser(file: file.path, pageComponent: frontMatter.component)
        var headingIDs: [String] = [], specBlocks: [SpecBlock] = [], tokenGrids: [TokenGridBlock] = [], guidance: [GuidanceBlock] = []
        let guidanceParser = GuidanceBlockParser(file: file.path)
        let marker = PageBody.marker(for: split.markdown)
        // A body cmark-gfm would take seconds or gigabytes to parse is refused unparsed (SP006):
        // the page keeps its front matter, with no body and nothing to check in it.
        if let refusal = PathologicalInputGuard().check(split.markdown, file: file.path) {
            log.report(refusal)
            let page = Page(
                path: file.path, relativePath: file.relativePath, frontMatter: frontMatter, body: .html([], marker: marker),
                outline: MarkdownOutline(), headingIDs: [], route: RouteMapper().route(forPagePath: file.relativePath), lang: lang,
                specBlocks: [], tokenGrids: [])
            return log.result(page)
        }
        var placeholders = 0
        // One cmark parse gives the outline and the HTML; what the HTML needs from the rest of
        // the site (link destinations, spec blocks) is left as placeholders (see `PageBody`).
        let (outline, html, prose) = Markdown.outlineAndHTML(of: split.markdown, options: options) { outline in
            headingIDs = HeadingSlugger().ids(for: outline.headings.map(\.text))
            // Split into lines only for pages with blocks to read (spec blocks report positions by line).
            var lines: SourceText?
            func source() -> SourceText {
                if let lines { return lines }
                let made = SourceText(split.markdown)
                lines = made
                return made
            }
            var rewrites = PageRewrites.make(outline: outline, headingIDs: headingIDs, strings: strings.strings(for: lang))
            for (index, block) in outline.fencedBlocks.enumerated() {
                if block.language == "spec" {
                    if let spec = log.take(specParser.parse(block, index: index, source: source())) { specBlocks.append(spec) }
                } else if block.language == "tokens" {
                    if let grid = log.take(specParser.parseTokenGrid(block, index: index, source: source())) { tokenGrids.append(grid) }
                } else if let kind = GuidanceBlock.Kind.of(fence: block.language) {
                    if let example = log.take(guidanceParser.parse(block, kind: kind, index: index, source: source())) { guidance.append(example) }
                } else {
                    continue
                }
                if specBlocks.last?.fencedBlockIndex == index || tokenGrids.last?.fencedBlockIndex == index || guidance.last?.fencedBlockIndex == index {
                    rewrites.fencedBlockHTML[index] = PageBody.placeholder(.block(index), marker: marker)
                    placeholders += 1
                }
            }
            if guidance.count > 1 { GuidanceBlockParser.group(&guidance, outline: outline) }
            for (index, link) in outline.links.enumerated() where PageRewrites.isRewritable(link.destination) {
                rewrites.destinations[index] = PageBody.placeholder(.link(index), marker: marker)
                placeholders += 1
            }
            return rewrites
        }
        let page = Page(
            path: file.path, relativePath: file.relativePath, frontMatter: frontMatter,
            body: PageBody.checked(html: html, marker: marker, placeholders: placeholders, markdown: split.markdown),
            outline: outline, headingIDs: headingIDs, route: RouteMapper().route(forPagePath: file.relativePath), lang: lang,
            specBlocks: specBlocks, tokenGrids: tokenGrids, guidance: guidance,
            searchWords: Self.searchWords(prose: prose, title: frontMatter.title, outline: outline, guidance: guidance))
        return log.result(page)
    }

    /// The words of the prose and of the do/don't captions and texts (fenced blocks, which the
    /// prose leaves out), without those of the title and headings, which the index has already.
    static func searchWords(prose: [UInt8], title: String?, outline: MarkdownOutline, guidance: [GuidanceBlock]) -> String {
        var prose = prose
        for block in guidance {
            var texts = block.caption.map { [$0] } ?? []
            if case .text(let text) = block.example { texts.append(text) }
            for text in texts {
                prose.append(UInt8(ascii: "\n"))
                prose += text.utf8
            }
        }
        return SearchWords.of(prose: prose, excludingWordsOf: [title ?? ""] + outline.headings.map(\.text))
    }

    /// The front matter in `region`; its problems go into the page's `log`, as part of the page's.
    private func readFrontMatter(_ region: YAMLRegion, log: inout DiagnosticLog) -> FrontMatter {
        var frontMatter = FrontMatter()
        let composed = region.compose(what: "front matter")
        guard composed.diagnostics.isEmpty else {
            log.take(composed)
            return frontMatter
        }
        guard let node = composed.value else {
            log.report(Diagnostic(.missingField, at: region.location(of: nil), "front matter is empty: it needs a `title`",
                                  hint: "add `title: …`"))
            return frontMatter
        }
        guard var fields = YAMLFields(node, region: region, what: "front matter", log: &log) else { return frontMatter }
        fields.reportUnknownKeys(known: FrontMatter.knownKeys)
        frontMatter.title = fields.string("title")
        if frontMatter.title?.trimmingCharacters(in: .whitespaces).isEmpty == true {
            log.report(Diagnostic(.missingField, at: fields.location(ofValue: "title")!, "`title` is empty"))
            frontMatter.title = nil
        }
        frontMatter.section = fields.string("section")
        frontMatter.order = fields.integer("order")
        frontMatter.summary = fields.string("summary")
        frontMatter.component = fields.string("component")
        frontMatter.platforms = fields.stringList("platforms") ?? []
        frontMatter.platformLocations = fields.itemLocations("platforms")
        let lifecycle = fields.lifecycle("status")
        frontMatter.status = lifecycle?.single
        frontMatter.platformStatuses = lifecycle?.perPlatform ?? []
        frontMatter.contributors = fields.stringList("contributors") ?? []
        frontMatter.updated = fields.string("updated")
        frontMatter.lang = fields.string("lang")
        frontMatter.translationKey = fields.string("translationKey")
        frontMatter.overview = fields.bool("overview")
        for item in fields.items("assets") ?? [] {
            guard var asset = fields.fields(of: item, what: "asset") else { continue }
            asset.reportUnknownKeys(known: AssetReference.knownKeys)
            if let path = asset.string("path"), let at = asset.location(ofValue: "path") {
                frontMatter.assets.append(AssetReference(path: path, title: asset.string("title"), licence: asset.string("licence"),
                                                         location: asset.location(of: item), pathLocation: at,
                                                         licenceLocation: asset.location(ofValue: "licence")))
            } else {
                asset.log.report(Diagnostic(.missingField, at: asset.location(of: item), "asset has no `path`", hint: "add `path: assets/…`"))
            }
            fields.log.merge(asset.log)
        }
        if let updated = frontMatter.updated, !Self.isISODate(updated) {
            log.report(Diagnostic(.frontMatterSyntax, at: fields.location(ofValue: "updated")!,
                                  "`updated` must be a date written YYYY-MM-DD, not `\(updated)`"))
            frontMatter.updated = nil
        }
        for pair in fields.pairs {
            frontMatter.valueLocations[pair.key] = region.location(of: pair.value.mark)
        }
        log.merge(fields.log)
        return frontMatter
    }

    private static func isISODate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let month = Int(parts[1]), let day = Int(parts[2]), Int(parts[0]) != nil else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }
}
