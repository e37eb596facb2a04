import Foundation
import Testing
import SpecimenKit
import SpecimenTestSupport

/// `site.yml` `theme:`: read with a diagnostic for every bad value, checked against the site
/// (logo, accent token and its contrast in both modes, footer paths), and shown by the theme.
@Suite struct ThemeSettingsTests {
    static let tokens = """
        {"color": {"$type": "color",
          "brand": {"$value": "#1d4fc4"}, "pale": {"$value": "#8fb0ff"}, "size": {"$type": "dimension", "$value": "4px"}}}
        """

    /// Checks a site in memory whose `site.yml` ends with `theme` (indented under `theme:`).
    private func check(_ theme: String, files: [String: String] = [:]) throws -> Pipeline.CheckResult {
        var all = ["C/site.yml": "title: S\nsections: [A]\ntheme:\n" + theme, "C/a.md": "---\ntitle: A\nsection: A\n---\nHi.\n",
                   "C/tokens/t.tokens.json": Self.tokens]
        all.merge(files) { _, new in new }
        return try Pipeline(fileSystem: InMemoryFileSystem(files: all)).check(SiteInput(contentDirectory: "C"))
    }

    private func lines(_ result: Pipeline.CheckResult) -> [String] {
        result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code.rawValue) \($0.message)" }
    }

    @Test func readsEverySetting() throws {
        let result = try check("""
              logo: /assets/logo.svg
              accent: "{color.brand}"
              repository: https://github.com/acme/design/
              branch: release
              contentPath: docs/Content
              footer:
                - { text: Home, link: "" }
                - { text: Source, link: "https://github.com/acme/design" }
              lastUpdated: git
            """, files: ["C/assets/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"])
        // One colour cannot read on both the light and the dark theme (see the next tests).
        #expect(lines(result).filter { !$0.contains("SP305") } == [])
        let theme = try #require(result.site).config.theme
        #expect(theme.logo == "assets/logo.svg" && theme.accent == "color.brand")
        #expect(theme.repository == "https://github.com/acme/design" && theme.branch == "release" && theme.contentPath == "docs/Content")
        #expect(theme.footer == [.init(text: "Home", link: ""), .init(text: "Source", link: "https://github.com/acme/design")])
        #expect(theme.lastUpdated == .git)
    }

    @Test func reportsEveryBadValueWhereItIsWritten() throws {
        let result = try check("""
              logoo: x
              repository: git@github.com:acme/design.git
              footer:
                - { text: Evil, link: "javascript:alert(1)" }
                - { text: Half }
              lastUpdated: always
            """)
        #expect(lines(result) == [
            "4:3 SP003 unknown key `logoo` in site.yml `theme`",
            "5:15 SP001 `repository` must be an http(s) URL, not `git@github.com:acme/design.git`",
            "7:27 SP001 footer link `javascript:alert(1)` must be a path in the site or an http(s) URL",
            "8:7 SP002 footer link 2 needs `text` and `link`",
            "9:16 SP001 `lastUpdated: always` is not a source of dates (allowed: git)",
        ])
    }

    @Test func checksWhatTheSettingsName() throws {
        let result = try check("""
              logo: assets/logo.png
              accent: color.brnd
              footer:
                - { text: Gone, link: nowhere/ }
                - { text: Tokens, link: tokens.css }
                - { text: Page, link: "a/#top" }
            """)
        #expect(lines(result) == [
            "4:9 SP103 the logo `assets/logo.png` is not a file of the content folder",
            "5:11 SP302 the accent `color.brnd` is not a design token",
            "7:27 SP101 the footer link `nowhere/` leads to no page or file of the site",
        ])
        #expect(result.diagnostics[1].hint == "did you mean `color.brand`?")
        let notColour = try check("  accent: color.size\n")
        #expect(lines(notColour) == ["4:11 SP304 the accent `color.size` is a dimension token, but the accent needs a color token"])
    }

    /// The brand blue reads on the light theme but not on its dark background; a dark context
    /// mapped to the reader's dark mode (`tokens: colorScheme:`) mends it.
    @Test func theAccentMustReadAsLinkTextInBothModes() throws {
        let failing = try check("  accent: color.brand\n")
        #expect(lines(failing) == ["4:11 SP305 the accent `color.brand` on the theme's --current-bg in dark mode has a contrast of 2.14:1; links need 4.50:1"])
        #expect(failing.diagnostics.first?.hint?.contains("colorScheme") == true)
        let resolver = """
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "t.tokens.json"}]}},
             "modifiers": {"mode": {"contexts": {"light": [], "dark": [{"color": {"brand": {"$type": "color", "$value": "#8fb0ff"}}}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/mode"}]}
            """
        let mended = try check("  accent: color.brand\ntokens: { colorScheme: { dark: { mode: dark } } }\n", files: ["C/tokens/t.resolver.json": resolver])
        #expect(lines(mended) == [])
    }

    @Test func theContentFolderIsWhereEditLinksPoint() {
        #expect(ThemeSettings.repositoryPath(ofContent: "Content") == "Content")
        #expect(ThemeSettings.repositoryPath(ofContent: "./docs/Content/") == "docs/Content")
        #expect(ThemeSettings.repositoryPath(ofContent: "/home/me/site/Content") == "Content")
        #expect(ThemeSettings.repositoryPath(ofContent: "../site/Content") == "Content")
    }

    /// The sample sets every key: the logo before the title, the footer links, "Edit this page"
    /// to the page's source, `accent.css` after the theme's stylesheet, and git dates.
    @Test func theSampleShowsItsThemeSettings() throws {
        let root = temporaryFolder()
        defer { removeFolder(root) }
        let result = try Pipeline().build(SiteInput(contentDirectory: RepositoryPaths.root + "/Content"), output: root + "/Public")
        #expect(result.check.diagnostics.isEmpty)
        let tabs = try String(contentsOfFile: root + "/Public/components/tabs/index.html", encoding: .utf8)
        #expect(tabs.contains("<img class=\"site-brand__logo\" src=\"../../assets/images/logo.svg\" alt=\"\" height=\"28\">Specimen Design System</a>"))
        #expect(tabs.contains("<link rel=\"stylesheet\" href=\"../../theme/specimen.css\">\n<link rel=\"stylesheet\" href=\"../../accent.css\">"))
        #expect(tabs.contains("<li><a href=\"../../rules/index.html\">Rules</a></li>"))
        #expect(tabs.contains("<li><a href=\"../../tokens.css\">Design tokens (CSS)</a></li>"))
        // The content folder as given here is absolute: its last part is where it is in the repository.
        #expect(tabs.contains("<p class=\"page-edit\"><a href=\"https://github.com/specimen-design/specimen/edit/main/Content/components/tabs.md\">Edit this page</a></p>"))
        #expect(FileManager.default.fileExists(atPath: root + "/Public/assets/images/logo.svg"))
        let accent = try String(contentsOfFile: root + "/Public/accent.css", encoding: .utf8)
        #expect(accent.contains("  --link: var(--color-text-link) !important;\n"))
        let rules = try String(contentsOfFile: root + "/Public/rules/index.html", encoding: .utf8)
        #expect(!rules.contains("page-edit"), "generated pages have no source to edit")
    }

    /// `ThemePalette` is what specimen.css draws: the light values on `:root`, the dark ones in
    /// the reader's-choice block (a test of the theme keeps the two dark blocks identical).
    @Test func thePaletteIsTheThemesStylesheet() throws {
        let css = try String(contentsOfFile: RepositoryPaths.root + "/Theme/theme/specimen.css", encoding: .utf8)
        func block(after opening: String) throws -> Substring {
            let start = try #require(css.range(of: opening)).upperBound
            return css[start...].prefix { $0 != "}" }
        }
        for (dark, opening) in [(false, "\n:root {\n"), (true, ":root[data-theme=\"dark\"] {\n")] {
            let declarations = try block(after: opening)
            for surface in ThemePalette.surfaces(dark: dark) {
                let line = try #require(declarations.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(surface.property + ":") },
                                        "\(surface.property) is not in specimen.css")
                let value = line.split(separator: ":", maxSplits: 1)[1].trimmingCharacters(in: CharacterSet(charactersIn: " ;"))
                #expect(Color(css: value) == surface.color, "\(surface.property) (\(dark ? "dark" : "light")) is \(value) in specimen.css")
            }
        }
    }
}
