/// SP004: two pages that would be written to the same URL (`tabs.md` and `tabs/index.md`), or
/// to URLs that differ only in case, which clash on case-insensitive disks (macOS, Windows).
public struct DuplicateURLChecker: Checker {
    public init() {}

    public func check(_ site: Site) -> [Diagnostic] {
        var firstByKey: [String: String] = [:]  // route key → the first page's relative path
        var diagnostics: [Diagnostic] = []
        let generated = Set(GeneratedRoute.all(for: site))
        // By index, reading fields in place: iterating the pages copies each whole page.
        for index in site.pages.indices {
            let path = site.pages[index].path, route = site.pages[index].route
            let key = route.lowercased()
            if generated.contains(key) {
                diagnostics.append(Diagnostic(
                    .duplicateURL, at: SourceLocation(file: path, line: 1, column: 1),
                    "this page would be written to `/\(route)`, where Specimen writes its generated page",
                    hint: "move or rename the page"))
                continue
            }
            if let first = firstByKey[key] {
                diagnostics.append(Diagnostic(
                    .duplicateURL, at: SourceLocation(file: path, line: 1, column: 1),
                    "this page and `\(first)` would both be written to `/\(route)`",
                    hint: "rename or move one of them"))
            } else {
                firstByKey[key] = site.pages[index].relativePath
            }
        }
        return diagnostics
    }
}
