import SpecimenMarkdown

/// SP101–SP105: links to pages, files and headings that do not exist, missing images, images
/// without alt text and remote images, in pages and in licence bodies, written in Markdown or
/// (with `rawHTML: true`) as raw HTML's `<a href>` and `<img src>`. Positions are those of the
/// link or image in the Markdown, or of the attribute's value in raw HTML.
package struct LinkChecker: PageByPageChecker {
    package init() {}

    package func check(_ site: Site) -> [Diagnostic] {
        check(site, pages: site.pages.indices) + checkLicences(site)
    }

    package func checkOutsidePages(_ site: Site) -> [Diagnostic] {
        checkLicences(site)
    }

    /// The links of every licence's body, resolved from its folder as a page's are; a
    /// `#fragment` alone names a heading of the licence itself.
    package func checkLicences(_ site: Site) -> [Diagnostic] {
        let resolver = LinkResolver(site: site)
        var diagnostics: [Diagnostic] = []
        for licence in site.licences {
            let directory = licence.directory
            for link in licence.outline.links {
                let location = SourceLocation(file: licence.path, line: link.line, column: link.column)
                let target = resolver.resolve(link.destination, fromDirectory: directory)
                if link.isImage {
                    diagnostics += checkImage(link, target: target, at: location, in: site, directory: { directory })
                } else if case .samePage(let fragment) = target {
                    guard !fragment.isEmpty, !licence.hasAnchor(fragment) else { continue }
                    diagnostics.append(brokenAnchor(fragment, in: licence.relativePath, anchors: licence.headingIDs + ["top"], at: location, link: link))
                } else {
                    diagnostics += checkLink(link, target: target, at: location, in: site, directory: { directory }, samePage: { _ in [] })
                }
            }
        }
        return diagnostics
    }

    /// The diagnostics of the links on these pages only (all of them are located on their page):
    /// `serve` checks an edited page without the rest of the site.
    package func check(_ site: Site, pages indexes: some Sequence<Int>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Pages by index, read in place: a `Page` is a large value, and copying each one showed
        // in profiles; the rare broken link reads what its message needs.
        for index in indexes {
            let path = site.pages[index].path
            for (link, target) in zip(site.pages[index].outline.links, site.linkTargets(ofPage: index)) {
                let location = SourceLocation(file: path, line: link.line, column: link.column)
                if link.isImage {
                    diagnostics += checkImage(link, target: target, at: location, in: site, directory: { site.pages[index].directory })
                } else {
                    diagnostics += checkLink(link, target: target, at: location, in: site, directory: { site.pages[index].directory }, samePage: { fragment in
                        guard !fragment.isEmpty, !site.pages.withUnsafeBufferPointer({ $0[index].hasAnchor(fragment) }) else { return [] }
                        return checkFragment(fragment, in: site.pages[index], at: location, link: link)
                    })
                }
            }
        }
        return diagnostics
    }

    /// `directory` is the folder the link was written in (asked for only to suggest a fix);
    /// `samePage` checks a `#fragment` alone.
    private func checkLink(_ link: MarkdownOutline.Link, target: LinkTarget, at location: SourceLocation,
                           in site: Site, directory: () -> String, samePage: (String) -> [Diagnostic]) -> [Diagnostic] {
        switch target {
        case .external, .file: return []
        case .samePage(let fragment):
            return samePage(fragment)
        case .licence(let id, let fragment):
            guard let fragment, !fragment.isEmpty, let licence = site.licence(id), !licence.hasAnchor(fragment) else { return [] }
            return [brokenAnchor(fragment, in: licence.relativePath, anchors: licence.headingIDs + ["top"], at: location, link: link)]
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
                .map { "did you mean `\(RelativePath.from(directory: directory(), to: $0))`?" }
            return [Diagnostic(.brokenPageLink, at: location,
                               "link to `\(link.destination)`, which does not exist",
                               hint: hint)]
        }
    }

    private func checkFragment(_ fragment: String, in target: Page, at location: SourceLocation, link: MarkdownOutline.Link) -> [Diagnostic] {
        guard !fragment.isEmpty, !target.hasAnchor(fragment) else { return [] }
        return [brokenAnchor(fragment, in: target.relativePath, anchors: target.anchors, at: location, link: link)]
    }

    /// SP102 for `fragment`, which none of `anchors` of the document at `path` is.
    private func brokenAnchor(_ fragment: String, in path: String, anchors: [String], at location: SourceLocation, link: MarkdownOutline.Link) -> Diagnostic {
        let hint = Suggestion.nearest(to: fragment, in: anchors).map { "did you mean `#\($0)`?" }
        return Diagnostic(.brokenAnchor, at: location, "link to `\(link.destination)`: `\(path)` has no heading with the id `\(fragment)`", hint: hint)
    }

    /// Whether an image's source is fetched from another host: `http://`, `https://` (any case)
    /// or protocol-relative `//host/…`. (`data:` images are inside the page.)
    static func isRemote(_ destination: String) -> Bool {
        let start = destination.utf8.prefix(8).map { $0 | 0x20 }  // letters folded; `/` stays `/`
        return start.starts(with: "//".utf8) || start.starts(with: "http://".utf8) || start.starts(with: "https://".utf8)
    }

    private func checkImage(_ link: MarkdownOutline.Link, target: LinkTarget, at location: SourceLocation,
                            in site: Site, directory: () -> String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        switch target {
        case .external:
            if Self.isRemote(link.destination) {
                diagnostics.append(Diagnostic(.remoteImage, at: location, "image `\(link.destination)` is remote: the site would need the network, and it promises to work offline",
                                              hint: "copy the image into Content/ (for example Content/assets/) and show it from there"))
            }
        case .file: break
        case .outside:
            diagnostics.append(Diagnostic(.pathOutsideContent, at: location, "image `\(link.destination)` leaves Content/",
                                          hint: "copy the image into Content/ (for example Content/assets/) and link it there"))
        default:
            let folder = directory()
            let hint = Suggestion.nearest(to: link.destination, in: site.contentFiles.map { RelativePath.from(directory: folder, to: $0) })
                .map { "did you mean `\($0)`?" }
            diagnostics.append(Diagnostic(.missingImage, at: location, "image `\(link.destination)` does not exist", hint: hint))
        }
        if link.isRawHTML {
            // `alt=""` says the image is decorative: a choice raw HTML can make and Markdown cannot.
            if !link.hasAltAttribute {
                diagnostics.append(Diagnostic(.imageWithoutAlt, at: location, "image `\(link.destination)` has no `alt` attribute",
                                              hint: "describe the image: `<img src=\"…\" alt=\"what it shows\">`, or write `alt=\"\"` if it is only decoration"))
            }
        } else if link.text.allSatisfy(\.isWhitespace) {
            diagnostics.append(Diagnostic(.imageWithoutAlt, at: location, "image `\(link.destination)` has no alt text",
                                          hint: "describe the image: `![what it shows](\(link.destination))`, so screen-reader users get it too"))
        }
        return diagnostics
    }
}
