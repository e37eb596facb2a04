import SpecimenMarkdown

/// Reads `licences/<id>.md`: front matter with `title`, `can`, `cannot` (both required, SP002),
/// `disclaimer`, `attribution`, `url`, `spdx`; the Markdown body is kept for the licence page,
/// with its outline for the link checks.
package struct LicenceParser: Sendable {
    /// `site.yml`'s `rawHTML`: the body's raw HTML is HTML, and its links are links, as on pages.
    package let rawHTML: Bool

    package init(rawHTML: Bool = false) {
        self.rawHTML = rawHTML
    }

    package func parse(_ file: SourceFile) -> Diagnosed<Licence?> {
        let id = String(file.relativePath.split(separator: "/").last?.dropLast(3) ?? "")
        let split = FrontMatterSplitter().split(file.text)
        let start = SourceLocation(file: file.path, line: 1, column: 1)
        var log = DiagnosticLog()
        guard let yaml = split.yaml, !split.isUnterminated else {
            log.report(Diagnostic(split.isUnterminated ? .frontMatterSyntax : .missingField, at: start,
                                  split.isUnterminated ? "front matter starts with `---` but is never closed" : "licence has no front matter",
                                  hint: "start with `---`, `title:`, `can:`, `cannot:`, `---`"))
            return log.result(nil)
        }
        let region = YAMLRegion(file: file.path, yaml: yaml, firstLine: split.yamlFirstLine)
        let node = log.take(region.compose(what: "licence front matter"))
        guard log.isEmpty else { return log.result(nil) }
        guard let node, var fields = YAMLFields(node, region: region, what: "licence front matter", log: &log) else {
            log.report(Diagnostic(.missingField, at: start, "licence front matter is empty"))
            return log.result(nil)
        }
        fields.reportUnknownKeys(known: Licence.knownKeys)
        var licence = Licence(id: id, title: fields.string("title") ?? id, can: fields.stringList("can") ?? [],
                              cannot: fields.stringList("cannot") ?? [], disclaimer: fields.string("disclaimer"),
                              attribution: fields.string("attribution"), url: fields.string("url"), spdx: fields.string("spdx"), summary: fields.string("summary"),
                              markdown: split.markdown, path: file.path, relativePath: file.relativePath)
        // Parsed as a page's body is (the front matter blanked, so lines are the file's): its
        // links are checked (SP101–SP104) and rewritten, its headings get ids. A body cmark-gfm
        // would take seconds or gigabytes to parse is refused unparsed, and left out (SP006).
        var prose: [UInt8] = []
        if let refusal = PathologicalInputGuard().check(split.markdown, file: file.path) {
            log.report(refusal)
            licence.markdown = ""
        } else {
            (licence.outline, prose) = Markdown.outlineAndProse(of: split.markdown, options: MarkdownOptions(allowsRawHTML: rawHTML))
        }
        licence.headingIDs = HeadingSlugger().ids(for: licence.outline.headings.map(\.text))
        for text in licence.can + licence.cannot + [licence.disclaimer, licence.attribution].compactMap({ $0 }) {
            prose.append(UInt8(ascii: "\n"))
            prose += text.utf8
        }
        licence.searchWords = SearchWords.of(prose: prose, excludingWordsOf: [licence.title] + licence.outline.headings.map(\.text))
        for key in ["title", "can", "cannot"] where fields.value(key) == nil {
            let hint = key == "title" ? "add `title: …`" : "list what people \(key) do, one item per line: `\(key):` then `  - …`"
            log.report(Diagnostic(.missingField, at: start, "licence has no `\(key)`", hint: hint))
        }
        if licence.title.isEmpty { licence.title = id }
        // The full text is linked from the licence page: only a web address may become a link.
        if let url = licence.url, !(url.lowercased().hasPrefix("https://") || url.lowercased().hasPrefix("http://")) || url.contains(where: \.isWhitespace) {
            log.report(Diagnostic(.frontMatterSyntax, at: fields.location(ofValue: "url") ?? start,
                                  "`url` must be an absolute http(s) address, not `\(url)`", hint: "write the licence's web address: `url: https://…`"))
            licence.url = nil
        }
        log.merge(fields.log)
        return log.result(licence)
    }
}
