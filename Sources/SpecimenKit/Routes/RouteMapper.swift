/// Turns a page's path inside `Content/` into its URL path (Docs/content.md, Pages and front matter):
/// `patterns/topic-management.md` → `patterns/topic-management/`, `patterns/index.md` →
/// `patterns/`, `index.md` → `""` (the home page).
package struct RouteMapper: Sendable {
    package init() {}

    package func route(forPagePath relativePath: String) -> String {
        var path = relativePath
        if path.hasSuffix(".md") { path.removeLast(3) }
        if path == "index" { return "" }
        if path.hasSuffix("/index") { path.removeLast("index".count) ; return path }
        return path + "/"
    }

    /// The output file of a route: `patterns/create/` → `patterns/create/index.html`.
    package func outputPath(forRoute route: String) -> String {
        route + "index.html"
    }
}
