import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// Issue 20: what an author writes can neither replace a file Specimen writes nor become a link
/// that runs script.
@Suite struct OutputOwnershipTests {
    static let page = "---\ntitle: P\nsection: A\n---\n"

    /// A site in memory with the repository's templates, `files` added under `Content/`.
    static func build(_ files: [String: String], site: String = "title: S\nsections: [A]\n", rawHTML: Bool = false) throws
        -> (result: Pipeline.BuildResult, fs: InMemoryFileSystem) {
        var all = try LicenceBodyTests.repositoryTemplates()
        all["Content/site.yml"] = site + (rawHTML ? "rawHTML: true\n" : "")
        for (path, text) in files { all["Content/" + path] = text }
        let fs = InMemoryFileSystem(files: all)
        let result = try Pipeline(fileSystem: fs).build(SiteInput(contentDirectory: "Content", templatesDirectory: "Templates"), output: "Public")
        return (result, fs)
    }

    @Test func aContentFileCannotReplaceAThemeGeneratedOrPageFile() throws {
        let links = ["theme/search.js", "search-index.js", "tokens.css", "sitemap.xml", "b/index.html", "rules.json"]
        let (result, fs) = try Self.build([
            "a.md": Self.page + links.enumerated().map { "[f\($0.offset)](\($0.element))\n\n" }.joined(),
            "b.md": Self.page, "theme/search.js": "alert(1)", "search-index.js": "alert(2)", "tokens.css": "x", "sitemap.xml": "<x/>",
            "b/index.html": "<script>alert(3)</script>", "rules.json": "{}",
            "tokens/t.tokens.json": "{\"c\": {\"$type\": \"color\", \"$value\": \"#000000\"}}",
        ])
        let clashes = result.check.diagnostics.filter { $0.code == .duplicateURL }
        // rules.json is Specimen's only with a registry: this site has none, so it may be published.
        #expect(clashes.map(\.location.line) == [5, 7, 9, 11, 13], "\(clashes)")
        #expect(clashes.allSatisfy { $0.location.file == "Content/a.md" && $0.location.column == 1 })
        #expect(clashes[0].message.contains("the theme's file"))
        #expect(clashes[1].message.contains("Specimen's generated file"))
        #expect(clashes[4].message.contains("the page `b.md`"))
        #expect(result.filesWritten == nil)
        #expect(fs.kind(at: "Public") == nil, "nothing written")
    }

    @Test func anAssetCannotReplaceTheNotFoundPage() throws {
        let (result, _) = try Self.build([
            "a.md": "---\ntitle: P\nsection: A\nassets:\n  - path: 404.html\n    licence: l\n---\n",
            "404.html": "<script>alert(1)</script>", "licences/l.md": "---\ntitle: L\ncan: [x]\ncannot: [y]\n---\n",
        ])
        let clash = try #require(result.check.diagnostics.first { $0.code == .duplicateURL })
        #expect(clash.location == SourceLocation(file: "Content/a.md", line: 5, column: 11))
    }

    /// On disk (memory holds the two spellings of `é` as one name, as Swift's strings do).
    @Test func twinFileNamesAreOneURL() throws {
        let root = NSTemporaryDirectory() + "specimen-twins-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let nfc = "caf\u{E9}.png", nfd = "cafe\u{301}.png"
        let files: [(String, String)] = [("Content/site.yml", "title: S\nsections: [A]\n"), ("Content/a.md", Self.page + "![one](assets/\(nfc)) ![two](assets/Logo.png)\n"),
                                         ("Content/assets/\(nfc)", "1"), ("Content/assets/\(nfd)", "2"), ("Content/assets/Logo.png", "3"), ("Content/assets/logo.png", "4")]
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        #expect(FileManager.default.fileExists(atPath: root + "/Content/assets/" + nfd))
        let result = try Pipeline(fileSystem: LocalFileSystem()).check(SiteInput(contentDirectory: root + "/Content", templatesDirectory: RepositoryPaths.root + "/Theme"))
        let twins = result.diagnostics.filter { $0.code == .duplicateURL }
        #expect(twins.count == 2, "\(twins)")
        #expect(twins.allSatisfy { $0.message.contains("only case or Unicode normalisation tells apart") && $0.location.line == 1 })
    }

    /// The generated files the checker claims are exactly those the renderer writes.
    @Test func theClaimedGeneratedFilesAreTheRenderedOnes() throws {
        let folder = RepositoryPaths.root + "/Tests/Fixtures/golden/site"
        let input = SiteInput(contentDirectory: folder + "/Content", templatesDirectory: folder + "/Templates")
        let checked = try Pipeline(fileSystem: LocalFileSystem(), parallelism: .serial).check(input)
        var site = try #require(checked.site)
        site.config.baseURL = "https://example.org/"
        let files = SiteRenderer(site: site, templates: try #require(checked.templates), parallelism: .serial).render(contentFiles: [:], themeFiles: [:])
        let pages = Set(site.pages.map { RouteMapper().outputPath(forRoute: $0.route) })
        #expect(Set(files.map(\.path)).subtracting(pages) == Set(GeneratedRoute.outputs(for: site)))
    }

    /// Every spelling a browser could read as a scheme, as a page name at the root and in a
    /// folder: every URL in every page, the search index and rules.json stays a path, and leads
    /// to the file it names.
    @Test func pageNamesNeverBecomeSchemes() throws {
        let names = ["javascript:alert(1)", "JaVaScRiPt:alert(2)", " javascript:alert(3)", "java\tscript:alert(4)", "vbscript:x", "data:text,x",
                     "file:x", "blob:x", "mailto:x", "a:b"]
        var files: [String: String] = ["index.md": "---\ntitle: Home\n---\n[first](javascript:alert\\(1\\).md)\n"]
        for (i, name) in names.enumerated() {
            files[name + ".md"] = "---\ntitle: Root \(i)\nsection: A\n---\n## Heading\n"
            files["f/" + name + ".md"] = "---\ntitle: Nested \(i)\nsection: A\n---\n"
        }
        // A component documented by a scheme-like page: its rules reach rules.json and the rules page.
        files["registry.yml"] = "platforms: [web]\ncomponents:\n  tabs:\n    name: Tabs\n    platforms: [web]\n"
        files["javascript:tabs.md"] = "---\ntitle: Tabs\nsection: A\ncomponent: tabs\n---\n```spec\nrules:\n  - id: max-tabs\n    level: must\n    text: At most three.\n```\n"
        let (result, fs) = try Self.build(files)
        #expect(!result.check.diagnostics.hasErrors, "\(result.check.diagnostics)")
        let output = fs.files.filter { $0.key.hasPrefix("Public/") }
        let rules = String(decoding: try #require(output["Public/rules.json"]), as: UTF8.self)
        #expect(rules.contains("\"url\":\"javascript%3Atabs/index.html#rule-tabs-max-tabs\""), "\(rules)")
        var checked = 0
        for (path, data) in output where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self), folder = String(path.dropFirst("Public/".count)).split(separator: "/").dropLast().joined(separator: "/")
            for url in Self.attributes(in: html) {
                #expect(!Self.hasScheme(url), "\(path): \(url)")
                guard !url.isEmpty, !url.hasPrefix("#"), !url.hasPrefix("http") else { continue }
                let file = Self.resolve(url, from: folder)
                #expect(output["Public/" + file] != nil, "\(path): \(url) leads to \(file), which is not in the site")
                checked += 1
            }
        }
        #expect(checked > 100)
        let index = String(decoding: try #require(output["Public/search-index.js"]), as: UTF8.self)
        for url in Self.quotedPaths(in: index) { #expect(!Self.hasScheme(url), "search index: \(url)") }
        #expect(index.contains("\"javascript%3Aalert(1)/index.html\""))
    }

    /// `href` and `src` values in `html`, with `&amp;` decoded.
    static func attributes(in html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "(?:href|src)=\"([^\"]*)\"")
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap { match in
            Range(match.range(at: 1), in: html).map { String(html[$0]).replacingOccurrences(of: "&amp;", with: "&") }
        }
    }

    /// Strings in the search index that end in `index.html` or hold a `/`.
    static func quotedPaths(in script: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "\"([^\"]*/[^\"]*)\"")
        return pattern.matches(in: script, range: NSRange(script.startIndex..., in: script)).compactMap { match in
            Range(match.range(at: 1), in: script).map { String(script[$0]) }
        }
    }

    /// True when a browser would read `url` as having a scheme: a `:` before the first `/`, `?`
    /// or `#`, once the tabs and newlines a browser strips are gone.
    static func hasScheme(_ url: String) -> Bool {
        let stripped = url.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }.drop { $0 == " " || $0.asciiValue.map { $0 < 0x20 } == true }
        let head = stripped.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return head.contains(":") && !stripped.hasPrefix("http://") && !stripped.hasPrefix("https://")
    }

    /// The output path a relative URL written in `folder` leads to, percent-decoded.
    static func resolve(_ url: String, from folder: String) -> String {
        let path = String(url.prefix { $0 != "#" && $0 != "?" })
        var parts = folder.isEmpty ? [] : folder.split(separator: "/").map(String.init)
        for part in path.split(separator: "/", omittingEmptySubsequences: false).map(String.init) {
            if part == ".." { parts = parts.dropLast() } else if part != "." && !part.isEmpty { parts.append(part.removingPercentEncoding ?? part) }
        }
        return parts.joined(separator: "/")
    }
}
