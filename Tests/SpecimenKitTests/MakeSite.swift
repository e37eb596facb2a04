import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// A site of `pages` (path → text) parsed as `Content/`, with `files` as its other files, for checks and renderers.
func makeSite(_ pages: [String: String], files: [String] = [], sections: [String] = ["Components"], rawHTML: Bool = false) -> Site {
    let config = SiteConfig(title: "S", sections: sections, rawHTML: rawHTML)
    let parser = PageParser(config: config)
    let parsed = pages.keys.sorted().map { parser.parse(SourceFile(path: "Content/" + $0, relativePath: $0, text: pages[$0]!)).value }
    return Site(config: config, pages: parsed, contentFiles: Set(files))
}
