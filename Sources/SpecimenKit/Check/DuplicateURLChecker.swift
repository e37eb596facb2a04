/// SP004: two pages that would be written to the same URL (`tabs.md` and `tabs/index.md`), or
/// to URLs that differ only in case, which clash on case-insensitive disks (macOS, Windows).
public struct DuplicateURLChecker: Checker {
    public init() {}

    public func check(_ site: Site) -> [Diagnostic] {
        var firstByKey: [String: Page] = [:]
        var diagnostics: [Diagnostic] = []
        let generated = Set(GeneratedRoute.all(for: site))
        for page in site.pages {
            let key = page.route.lowercased()
            if generated.contains(key) {
                diagnostics.append(Diagnostic(
                    .duplicateURL, at: SourceLocation(file: page.path, line: 1, column: 1),
                    "this page would be written to `/\(page.route)`, where Specimen writes its generated page",
                    hint: "move or rename the page"))
                continue
            }
            if let first = firstByKey[key] {
                diagnostics.append(Diagnostic(
                    .duplicateURL, at: SourceLocation(file: page.path, line: 1, column: 1),
                    "this page and `\(first.relativePath)` would both be written to `/\(page.route)`",
                    hint: "rename or move one of them"))
            } else {
                firstByKey[key] = page
            }
        }
        return diagnostics
    }
}
