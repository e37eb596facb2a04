import Foundation
import Testing
import SpecimenFormats
@testable import SpecimenKit
import SpecimenTestSupport

/// A site whose tokens have two modifiers — theme (light, dark, high contrast) and brand (acme,
/// globex) — through a resolver (`Tests/Fixtures/sites/themes`): it builds clean, and its pages
/// show contrast and states in every context that changes them.
@Suite struct ThemedSiteTests {
    static let fixture = RepositoryPaths.fixtures + "/sites/themes"

    @Test func buildsCleanWithEveryContextShown() throws {
        let root = temporaryFolder()
        defer { removeFolder(root) }
        let input = SiteInput(contentDirectory: Self.fixture + "/Content", templatesDirectory: RepositoryPaths.root + "/Theme")
        let result = try Pipeline().build(input, output: root + "/Public")
        #expect(result.check.diagnostics.isEmpty, "the site builds clean, warnings included: \(result.check.diagnostics)")
        let page = try String(contentsOfFile: root + "/Public/components/button/index.html", encoding: .utf8)
        // Contrast: the text pairs in each theme (brand changes neither), the accent pair in each brand.
        let contexts = page.components(separatedBy: "contrast-row__context\" data-label=\"Context\">").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(contexts == ["theme: light", "theme: dark", "theme: high-contrast", "theme: light", "theme: dark", "theme: high-contrast",
                             "brand: acme", "brand: globex"])
        #expect(page.contains("<td data-brand=\"globex\"><span class=\"contrast-preview\""))
        // States: drawn in each theme, since the label colour changes with it.
        #expect(page.contains("<th scope=\"col\">Preview (theme: dark)</th>") && page.contains("<th scope=\"col\">Preview (theme: high-contrast)</th>"))
        #expect(page.contains("<td data-theme=\"high-contrast\"><span class=\"state-swatch\""))
    }

    /// tokens.css: the default in `:root`, a block per context of each modifier with what it
    /// changes, and the media query `colorScheme` asks for; tokens.resolved.json: `$contexts`.
    @Test func exportsEveryContext() throws {
        let root = temporaryFolder()
        defer { removeFolder(root) }
        let input = SiteInput(contentDirectory: Self.fixture + "/Content", templatesDirectory: RepositoryPaths.root + "/Theme")
        _ = try Pipeline().build(input, output: root + "/Public")
        let css = try String(contentsOfFile: root + "/Public/tokens.css", encoding: .utf8)
        #expect(css.contains(":root {\n") && css.contains("  --color-text: #333333;\n"))
        #expect(css.contains("[data-theme=\"light\"] {\n  --color-text: #333333;\n  --color-muted: #5c5c5c;\n  --color-surface: #ffffff;\n}\n"))
        #expect(css.contains("[data-theme=\"dark\"] {\n  --color-text: #f2f2f2;\n  --color-muted: #a8a8a8;\n  --color-surface: #121212;\n}\n"))
        #expect(css.contains("[data-brand=\"acme\"] {\n  --color-accent: #0b5cad;\n}\n[data-brand=\"globex\"] {\n  --color-accent: #1e6b34;\n}\n"))
        #expect(css.hasSuffix("@media (prefers-color-scheme: dark) {\n  :root:not([data-theme]) {\n    --color-text: #f2f2f2;\n    --color-muted: #a8a8a8;\n    --color-surface: #121212;\n  }\n}\n"))
        let json = try String(contentsOfFile: root + "/Public/tokens.resolved.json", encoding: .utf8)
        let contexts = try #require(JSONReader().read(json).get()["$contexts"])
        #expect(contexts["theme"]?["default"]?.string == "light")
        #expect(contexts["brand"]?["contexts"]?["globex"]?["color.accent"]?["css"]?.string == "#1e6b34")
        #expect(contexts["theme"]?["contexts"]?["dark"]?["color.accent"] == nil, "a context lists only what it changes")
        // The site's own theme switch: a scheme mapped to a modifier not named `theme` is selected by it too.
        try FileManager.default.copyItem(atPath: Self.fixture + "/Content", toPath: root + "/Content")
        try "title: Themed System\nsections: [Components]\ntokens:\n  colorScheme:\n    dark: { theme: dark, brand: globex }\n"
            .write(toFile: root + "/Content/site.yml", atomically: true, encoding: .utf8)
        _ = try Pipeline().build(SiteInput(contentDirectory: root + "/Content", templatesDirectory: RepositoryPaths.root + "/Theme"), output: root + "/Mapped")
        let swatches = try String(contentsOfFile: root + "/Mapped/token-swatches.css", encoding: .utf8)
        #expect(swatches.hasSuffix(":root[data-theme=\"dark\"]:not([data-brand]) {\n  --color-accent: #1e6b34;\n}\n:root[data-theme=\"light\"]:not([data-brand]) {\n  --color-accent: #0b5cad;\n}\n"))
    }

    /// A context that only a modifier's non-default context breaks is reported naming it, at the pair.
    @Test func aPairFailingInOneBrandIsReportedForThatBrand() throws {
        let root = temporaryFolder()
        defer { removeFolder(root) }
        try FileManager.default.copyItem(atPath: Self.fixture + "/Content", toPath: root + "/Content")
        try #"{ "color": { "$type": "color", "accent": { "$value": "{color.green.30}" } } }"#
            .write(toFile: root + "/Content/tokens/brand/globex.json", atomically: true, encoding: .utf8)
        let result = try Pipeline().check(SiteInput(contentDirectory: root + "/Content", templatesDirectory: RepositoryPaths.root + "/Theme"))
        let failures = result.diagnostics.filter { $0.code == .contrastFailure }
        #expect(failures.map { "\($0.location.line):\($0.location.column) \($0.message)" }
                == ["25:5 `color.white` on `color.accent` in brand: globex has a contrast of 1.84:1; text needs 4.50:1"])
    }
}
