import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// `hasAnchor` answers without building the page's anchor list: it must answer exactly what
/// `anchors.contains` answers, for every anchor of every page and for near misses.
@Suite struct PageAnchorTests {
    @Test func hasAnchorAnswersAsTheListDoes() throws {
        let result = try Pipeline(fileSystem: LocalFileSystem()).check(SiteInput(contentDirectory: RepositoryPaths.root + "/Content", templatesDirectory: RepositoryPaths.root + "/Theme"))
        let site = try #require(result.site)
        var ruleAnchors = 0
        for page in site.pages {
            let anchors = page.anchors
            var candidates = anchors + ["", "top", "rule-", "rule", "nothing-here"]
            for anchor in anchors {
                candidates += [anchor + "x", String(anchor.dropLast()), "x" + anchor, anchor.uppercased()]
                if anchor.hasPrefix("rule-") { ruleAnchors += 1 }
            }
            for candidate in candidates {
                #expect(page.hasAnchor(candidate) == anchors.contains(candidate), "\(page.path): \(candidate)")
            }
        }
        #expect(ruleAnchors > 20)
    }
}
