import SpecimenMarkdown

/// SP101–SP104: links to pages, files and headings that do not exist, missing images and images
/// without alt text. Positions are those of the link or image in the Markdown.
public struct LinkChecker: Checker {
    public init() {}

    public func check(_ site: Site) -> [Diagnostic] {
        check(site, pages: site.pages.indices)
    }

    /// The diagnostics of the links on these pages only (all of them are located on their page):
    /// `serve` checks an edited page without the rest of the site.
    public func check(_ site: Site, pages indexes: some Sequence<Int>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Pages by index, read in place: a `Page` is a large value, and copying each one showed
        // in profiles; the rare broken link reads what its message needs.
        for index in indexes {
            let path = site.pages[index].path
            for (link, target) in zip(site.pages[index].outline.links, site.linkTargets(ofPage: index)) {
                let location = SourceLocation(file: path, line: link.line, column: link.column)
                if link.isImage {
                    diagnostics += checkImage(link, target: target, at: location, in: site, from: index)
                } else {
                    diagnostics += checkLink(link, target: target, at: location, in: site, from: index)
                }
            }
        }
        return diagnostics
    }

    private func checkLink(_ link: MarkdownOutline.Link, target: LinkTarget, at location: SourceLocation,
                           in site: Site, from page: Int) -> [Diagnostic] {
        switch target {
        case .external, .file: return []
        case .samePage(let fragment):
            guard !fragment.isEmpty, !site.pages.withUnsafeBufferPointer({ $0[page].hasAnchor(fragment) }) else { return [] }
            return checkFragment(fragment, in: site.pages[page], at: location, link: link)
        case .page(let path, let fragment):
            // Asked through a buffer pointer: `site.pages[target].hasAnchor` copied the page first.
            guard let fragment, let target = site.pageIndexByPath[path],
                  !site.pages.withUnsafeBufferPointer({ $0[target].hasAnchor(fragment) }) else { return [] }
            return checkFragment(fragment, in: site.pages[target], at: location, link: link)
        case .outside:
            return [Diagnostic(.pathOutsideContent, at: location, "link to `\(link.destination)` leaves Content/",
                               hint: "link only to pages and files inside Content/")]
        case .missing(let path):
            let candidates = site.pages.map(\.relativePath)
            let hint = path.flatMap { Suggestion.nearest(to: $0, in: candidates) }
                .map { "did you mean `\(RelativePath.from(directory: site.pages[page].directory, to: $0))`?" }
            return [Diagnostic(.brokenPageLink, at: location,
                               "link to `\(link.destination)`, which does not exist",
                               hint: hint)]
        }
    }

    private func checkFragment(_ fragment: String, in target: Page, at location: SourceLocation, link: MarkdownOutline.Link) -> [Diagnostic] {
        guard !fragment.isEmpty, !target.hasAnchor(fragment) else { return [] }
        let hint = Suggestion.nearest(to: fragment, in: target.anchors).map { "did you mean `#\($0)`?" }
        return [Diagnostic(.brokenAnchor, at: location,
                           "link to `\(link.destination)`: `\(target.relativePath)` has no heading with the id `\(fragment)`",
                           hint: hint)]
    }

    private func checkImage(_ link: MarkdownOutline.Link, target: LinkTarget, at location: SourceLocation,
                            in site: Site, from page: Int) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        switch target {
        case .external, .file: break
        case .outside:
            diagnostics.append(Diagnostic(.pathOutsideContent, at: location, "image `\(link.destination)` leaves Content/",
                                          hint: "copy the image into Content/ (for example Content/assets/) and link it there"))
        default:
            let hint = Suggestion.nearest(to: link.destination, in: site.contentFiles.map { RelativePath.from(directory: site.pages[page].directory, to: $0) })
                .map { "did you mean `\($0)`?" }
            diagnostics.append(Diagnostic(.missingImage, at: location, "image `\(link.destination)` does not exist", hint: hint))
        }
        if link.text.allSatisfy(\.isWhitespace) {
            diagnostics.append(Diagnostic(.imageWithoutAlt, at: location, "image `\(link.destination)` has no alt text",
                                          hint: "describe the image: `![what it shows](\(link.destination))`, so screen-reader users get it too"))
        }
        return diagnostics
    }
}
