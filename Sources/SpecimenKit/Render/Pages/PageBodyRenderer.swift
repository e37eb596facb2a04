import SpecimenMarkdown
import SpecimenTemplates
import SpecimenFormats

/// Renders one page's prose: cmark-gfm HTML with heading ids, links rewritten from `.md`
/// paths to published URLs, and spec blocks replaced by their tables. Everything else is exactly
/// cmark's output. cmark's part is made while parsing (`PageBody`); this fills in the rest.
/// A class, so that the closure `body(of:)` makes for each page holds one reference to it: a
/// closure capturing a struct copies it, retaining every value of the site it holds, on
/// reference counts every core shares, for every page.
package final class PageBodyRenderer: Sendable {
    package let site: Site
    /// Renders spec blocks; without templates (tests of prose alone) spec blocks are left out.
    package let specBlocks: SpecBlockRenderer?
    package let guidance: GuidanceBlockRenderer

    /// `swatches` is shared with the tokens page, so its usage index is built once per build.
    /// `rules` links examples and their rules both ways.
    package init(site: Site, templates: TemplateSet? = nil, swatches: TokenSwatchFactory? = nil, rules: RuleIndex? = nil) {
        self.site = site
        self.specBlocks = templates.map { SpecBlockRenderer(site: site, templates: $0, swatches: swatches, rules: rules) }
        self.guidance = GuidanceBlockRenderer(site: site, rules: rules)
    }

    /// The body HTML of `page`: its HTML from parsing with the placeholders filled in, or its
    /// Markdown rendered now (see `PageBody`).
    package func bodyHTML(of page: Page) -> String {
        String(decoding: bodyUTF8(of: page), as: UTF8.self)
    }

    /// `bodyHTML(of:)` as UTF-8 bytes.
    package func bodyUTF8(of page: Page) -> [UInt8] {
        ByteWriter.collect { writeBody(of: page, into: &$0) }
    }

    /// The body of `page` as template HTML that writes itself where the page template shows it
    /// (see `TemplateWriter`).
    package func body(of page: Page) -> TemplateHTML {
        .writer(TemplateWriter { [self] output in writeBody(of: page, into: &output) })
    }

    /// `bodyHTML(of:)` appended to `output`: the page template's, when the body is written
    /// straight into the page (see `TemplateWriter`), spec blocks rendered where they go.
    package func writeBody(of page: Page, into output: inout ByteWriter) {
        let options = MarkdownOptions(allowsRawHTML: site.config.rawHTML)
        switch page.body {
        case .deferred(let file):
            // Read back from the build cache without its body, and rendered again after all:
            // parsed again for the body, with the settings the site's pages were parsed with.
            var parsed = page
            parsed.body = PageParser(config: site.config, strings: site.stringCatalog).parse(file).value.body
            if case .deferred = parsed.body { return }  // never: a parse makes a body
            writeBody(of: parsed, into: &output)
        case .markdown(let markdown):
            output.append(utf8: Markdown.html(of: markdown, options: options, rewrites: rewrites(for: page)))
        case .html(let html, let marker):
            let destinations = LinkDestinations.of(page, in: site)
            // Blocks by fenced-block index, and what they need from the page, found once per page
            // (per block, each scanned the page's blocks: 16,000 blocks took 58 s).
            var blocks: [Int: Int] = [:], grids: [Int: Int] = [:], examples: [Int: Int] = [:]
            for (position, block) in page.guidance.enumerated() { examples[block.fencedBlockIndex] = position }
            var context: SpecBlockPageContext?
            if !page.specBlocks.isEmpty || !page.tokenGrids.isEmpty {
                for (position, block) in page.specBlocks.enumerated() where blocks[block.fencedBlockIndex] == nil { blocks[block.fencedBlockIndex] = position }
                for (position, grid) in page.tokenGrids.enumerated() where grids[grid.fencedBlockIndex] == nil { grids[grid.fencedBlockIndex] = position }
                context = specBlocks?.context(for: page)
            }
            PageBody.filling(html, marker: marker, into: &output) { slot, output in
                switch slot {
                case .link(let index):
                    guard index < page.outline.links.count else { return }
                    let link = page.outline.links[index]
                    output.append(utf8: Markdown.attributeValue(ofDestination: destinations[index] ?? link.destination, isImage: link.isImage,
                                                                   isRawHTML: link.isRawHTML, options: options))
                case .block(let index):
                    // Bodies are rendered with templates only (`RenderContext`); the check of the
                    // placeholders when parsing guarantees the block is one of these.
                    if let position = blocks[index] {
                        specBlocks?.write(page.specBlocks[position], on: page, context: context, into: &output)
                    } else if let position = grids[index] {
                        output.append(utf8: specBlocks?.gridHTML(for: page.tokenGrids[position], on: page) ?? "")
                    } else if let position = examples[index] {
                        output.append(utf8: guidance.html(for: page.guidance[position], on: page))
                    }
                }
            }
        }
    }

    /// Everything Specimen changes in cmark's HTML of `page`, for a page kept as Markdown.
    package func rewrites(for page: Page) -> MarkdownRewrites {
        var rewrites = PageRewrites.make(outline: page.outline, headingIDs: page.headingIDs, strings: site.strings(for: page.lang))
        rewrites.destinations = LinkDestinations.of(page, in: site)
        for block in page.guidance { rewrites.fencedBlockHTML[block.fencedBlockIndex] = guidance.html(for: block, on: page) }
        if let specBlocks {
            let context = specBlocks.context(for: page)
            for block in page.specBlocks {
                rewrites.fencedBlockHTML[block.fencedBlockIndex] = specBlocks.html(for: block, on: page, context: context)
            }
            for grid in page.tokenGrids {
                rewrites.fencedBlockHTML[grid.fencedBlockIndex] = specBlocks.gridHTML(for: grid, on: page)
            }
        }
        return rewrites
    }
}
