import Foundation
import Testing
import SpecimenKit
import SpecimenTemplates
import SpecimenTestSupport

/// Whole sites rendered with Specimen's engine and with swift-mustache give the same bytes:
/// every template of the theme (unindented, as `TemplateSet` renders them), with every view
/// model a real site produces.
@Suite struct SiteDifferentialTests {
    static let sites: [String] = [
        RepositoryPaths.root + "/Content",
        RepositoryPaths.fixtures + "/sites/harbor/Content",
        RepositoryPaths.fixtures + "/sites/xss/Content",
    ]

    @Test(arguments: sites) func rendersLikeSwiftMustache(content: String) throws {
        let folder = (content as NSString).deletingLastPathComponent
        let templatesFolder = FileManager.default.fileExists(atPath: folder + "/Templates") ? folder + "/Templates" : RepositoryPaths.root + "/Theme"
        let result = try Pipeline(fileSystem: LocalFileSystem()).check(SiteInput(contentDirectory: content, templatesDirectory: templatesFolder))
        let site = try #require(result.site)
        let ours = try #require(result.templates)
        #expect(ours.diagnostics.isEmpty)
        var reference = ours
        reference.engine = try MustacheReference(sources: Dictionary(uniqueKeysWithValues: try #require(result.loaded).templates.map {
            (String($0.relativePath.dropLast(".mustache".count)), TemplateSet.unindented($0.text))
        }))
        let expected = SiteRenderer(site: site, templates: reference).render(contentFiles: [:], themeFiles: [:])
        let actual = SiteRenderer(site: site, templates: ours).render(contentFiles: [:], themeFiles: [:])
        #expect(actual.map(\.path) == expected.map(\.path))
        #expect(expected.count > 5)
        for (mine, theirs) in zip(actual, expected) where mine.contents != theirs.contents {
            Issue.record("\(mine.path) differs from swift-mustache's rendering")
        }
    }
}
