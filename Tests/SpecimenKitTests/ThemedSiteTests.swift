import Foundation
import Testing
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
        let input = SiteInput(contentDirectory: Self.fixture + "/Content", templatesDirectory: RepositoryPaths.root + "/Templates")
        let result = try Pipeline().build(input, output: root + "/Public")
        #expect(!result.check.diagnostics.contains { $0.severity == .error }, "\(result.check.diagnostics)")
        let page = try String(contentsOfFile: root + "/Public/components/button/index.html", encoding: .utf8)
        // Contrast: the text pairs in each theme (brand changes neither), the accent pair in each brand.
        let contexts = page.components(separatedBy: "contrast-row__context\" data-label=\"Context\">").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(contexts == ["theme: light", "theme: dark", "theme: high-contrast", "theme: light", "theme: dark", "theme: high-contrast",
                             "brand: acme", "brand: globex"])
        #expect(page.contains("<td class=\"contrast-row__preview\" data-brand=\"globex\">"))
        // States: drawn in each theme, since the label colour changes with it.
        #expect(page.contains("<th scope=\"col\">Preview (theme: dark)</th>") && page.contains("<th scope=\"col\">Preview (theme: high-contrast)</th>"))
        #expect(page.contains("<td class=\"state-cell\" data-theme=\"high-contrast\">"))
    }

    /// A context that only a modifier's non-default context breaks is reported naming it, at the pair.
    @Test func aPairFailingInOneBrandIsReportedForThatBrand() throws {
        let root = temporaryFolder()
        defer { removeFolder(root) }
        try FileManager.default.copyItem(atPath: Self.fixture + "/Content", toPath: root + "/Content")
        try #"{ "color": { "$type": "color", "accent": { "$value": "{color.green.30}" } } }"#
            .write(toFile: root + "/Content/tokens/brand/globex.json", atomically: true, encoding: .utf8)
        let result = try Pipeline().check(SiteInput(contentDirectory: root + "/Content", templatesDirectory: RepositoryPaths.root + "/Templates"))
        let failures = result.diagnostics.filter { $0.code == .contrastFailure }
        #expect(failures.map { "\($0.location.line):\($0.location.column) \($0.message)" }
                == ["25:5 `color.white` on `color.accent` in brand: globex has a contrast of 1.84:1; text needs 4.50:1"])
    }
}
