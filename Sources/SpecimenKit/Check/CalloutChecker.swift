import SpecimenMarkdown

/// SP106 for a block quote marked `> [!WORD]` with a word that is not one of GitHub's five alert
/// types: GitHub and Specimen show it as a plain quote, marker and all, which is rarely what the
/// author meant (`[!WARN]`, `[!INFO]`).
package struct CalloutChecker: PageByPageChecker {
    package init() {}

    package func check(_ site: Site) -> [Diagnostic] {
        check(site, pages: site.pages.indices)
    }

    package func checkOutsidePages(_ site: Site) -> [Diagnostic] { [] }

    /// The pages at `indexes` only: `serve`'s quick path checks the page it re-parsed.
    package func check(_ site: Site, pages indexes: some Sequence<Int>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for index in indexes {
            let page = site.pages[index]
            for callout in page.outline.callouts where callout.type == nil {
                let known = MarkdownOutline.Callout.types.map { $0.uppercased() }
                let hint = (Self.otherTools[callout.marker.uppercased()] ?? Suggestion.nearest(to: callout.marker, in: known)).map { "did you mean `[!\($0)]`?" }
                    ?? "use one of " + known.map { "`[!\($0)]`" }.joined(separator: ", ") + ", or drop the marker for a plain quote"
                diagnostics.append(Diagnostic(.unknownCallout, at: SourceLocation(file: page.path, line: callout.line, column: callout.column),
                                              "callout type `[!\(callout.marker)]` is not one of GitHub's alert types; it is shown as a plain quote",
                                              hint: hint))
            }
        }
        return diagnostics
    }

    /// What other documentation tools call GitHub's types (Docusaurus and MkDocs admonitions),
    /// too far from GitHub's words for an edit-distance guess.
    static let otherTools = ["WARN": "WARNING", "INFO": "NOTE", "HINT": "TIP", "DANGER": "CAUTION", "ERROR": "CAUTION", "ATTENTION": "WARNING"]
}
