import Foundation
import Testing
import SpecimenKit
import SpecimenTestSupport

/// The theme is built in: a site needs no `Templates/`, and one that has some of its files gets
/// the rest from the built-in theme, file by file.
@Suite struct BuiltInThemeTests {
    /// The sample, built with no templates folder and with the whole theme copied into one: the
    /// same bytes (a site made before the theme was built in keeps building as it did).
    @Test func aSiteWithTheWholeThemeBuildsAsOneWithNone() throws {
        let root = temporaryFolder()
        defer { removeFolder(root) }
        let content = RepositoryPaths.root + "/Content"
        let bare = try Pipeline().build(SiteInput(contentDirectory: content, templatesDirectory: root + "/Templates"), output: root + "/Bare")
        try FileManager.default.copyItem(atPath: RepositoryPaths.root + "/Theme", toPath: root + "/Copy")
        let full = try Pipeline().build(SiteInput(contentDirectory: content, templatesDirectory: root + "/Copy", requiresTemplates: true), output: root + "/Full")
        #expect(bare.check.diagnostics.isEmpty && full.check.diagnostics.isEmpty)
        let (one, two) = (readTree(root + "/Bare"), readTree(root + "/Full"))
        #expect(one.count > 50 && one.keys.sorted() == two.keys.sorted())
        for (path, data) in one where two[path] != data { Issue.record("\(path) differs") }
    }

    /// One overridden partial shows; every other file is the built-in theme's, and the theme's
    /// static files the site does not replace are still written.
    @Test func oneOverriddenPartialReplacesOnlyItself() throws {
        let root = temporaryFolder()
        defer { removeFolder(root) }
        try FileManager.default.createDirectory(atPath: root + "/Templates/partials", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Templates/theme", withIntermediateDirectories: true)
        try "<footer class=\"team-footer\">Acme</footer>\n".write(toFile: root + "/Templates/partials/footer.mustache", atomically: true, encoding: .utf8)
        try "/* ours */\n".write(toFile: root + "/Templates/theme/tokens.js", atomically: true, encoding: .utf8)
        let content = RepositoryPaths.root + "/Content"
        let result = try Pipeline().build(SiteInput(contentDirectory: content, templatesDirectory: root + "/Templates"), output: root + "/Public")
        #expect(result.check.diagnostics.isEmpty)
        _ = try Pipeline().build(SiteInput(contentDirectory: content, templatesDirectory: root + "/None"), output: root + "/Plain")
        let (built, plain) = (readTree(root + "/Public"), readTree(root + "/Plain"))
        let home = String(decoding: try #require(built["index.html"]), as: UTF8.self)
        #expect(home.contains("<footer class=\"team-footer\">Acme</footer>"))
        #expect(String(decoding: try #require(built["theme/tokens.js"]), as: UTF8.self) == "/* ours */\n")
        #expect(built["theme/specimen.css"] == BuiltInTheme.data(at: "theme/specimen.css"))
        // Pages differ from the plain build by the footer only.
        let plainHome = String(decoding: try #require(plain["index.html"]), as: UTF8.self)
        #expect(plainHome.contains("<footer") && !plainHome.contains("team-footer"))
        let strip = { (text: String) in text.replacingOccurrences(of: #"<footer[\s\S]*?</footer>"#, with: "", options: .regularExpression) }
        #expect(strip(home) == strip(plainHome))
    }

    /// A missing default `Templates/` is the usual case; a folder the user named and that is
    /// missing (a typo of `--templates`) stops the build.
    @Test func aNamedTemplatesFolderMustExist() throws {
        let fs = InMemoryFileSystem(files: ["Content/site.yml": "title: T\n"])
        let loader = ContentLoader(fileSystem: fs)
        try loader.checkFolders(SiteInput(contentDirectory: "Content", templatesDirectory: "Templates"))
        #expect(throws: LoadError.missingDirectory("Themes")) {
            try loader.checkFolders(SiteInput(contentDirectory: "Content", templatesDirectory: "Themes", requiresTemplates: true))
        }
        let fileInstead = InMemoryFileSystem(files: ["Content/site.yml": "title: T\n", "Templates": "not a folder"])
        #expect(throws: LoadError.missingDirectory("Templates")) {
            try ContentLoader(fileSystem: fileInstead).checkFolders(SiteInput(contentDirectory: "Content", templatesDirectory: "Templates"))
        }
    }

    /// The digest build caches key on changes with the theme's files.
    @Test func theDigestCoversEveryFile() {
        #expect(BuiltInTheme.digest.count == 64)
        #expect(BuiltInTheme.paths.contains("layout.mustache") && BuiltInTheme.paths.contains("i18n/en.yml") && BuiltInTheme.paths.contains("theme/specimen.css"))
        #expect(BuiltInTheme.paths == BuiltInTheme.paths.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    }
}
