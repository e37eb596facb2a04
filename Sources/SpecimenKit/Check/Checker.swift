/// One concern of `check`: reads the parsed site and returns what is wrong with it. Checkers are
/// independent of each other, each with its own test file in `Tests/SpecimenKitTests/Checkers/`
/// (run alone on the fixture sites of its codes, and silent on the sample and starter sites), and
/// run in the order of `Checkers.all`.
package protocol Checker: Sendable {
    func check(_ site: Site) -> [Diagnostic]
    /// True when what it finds is made from the pages' data alone (`PageRecord.sourceData`:
    /// front matter, spec blocks, token grids, guidance blocks), the registry, tokens, licences,
    /// `site.yml` and which files `Content/` holds: never from a page's prose. An older version
    /// with the current one's data (`VersionSharing.sharesData`) takes the current version's
    /// findings, moved to its own files, instead of checking the same data again.
    var readsOnlyData: Bool { get }
}

extension Checker {
    package var readsOnlyData: Bool { false }
}

/// A checker whose findings about a page are made from that page's own text and from what
/// `VersionSharing.sharesData` vouches is alike in two versions (every page's path, route,
/// outline and data, the files `Content/` holds, the links that leave it). An older version with
/// the current one's data checks only its pages that are not the current one's word for word
/// (`PageTwins`) and takes the current version's findings about the others, moved to its files.
package protocol PageByPageChecker: Checker {
    /// What it finds on the pages at `indexes`, each finding located on its page.
    func check(_ site: Site, pages indexes: some Sequence<Int>) -> [Diagnostic]
    /// What it finds outside the pages (licence bodies).
    func checkOutsidePages(_ site: Site) -> [Diagnostic]
}

/// The checkers every `check` and `build` runs.
package enum Checkers {
    package static let all: [any Checker] = [OutputPathChecker(), SectionChecker(), LinkChecker(), CalloutChecker(), GuidanceChecker(), ComponentChecker(), RuleChecker(), TokenReferenceChecker(), ContrastChecker(), ThemeChecker(), AssetChecker(), ActiveContentChecker()]
}
