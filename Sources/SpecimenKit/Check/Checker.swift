/// One concern of `check`: reads the parsed site and returns what is wrong with it. Checkers are
/// independent of each other, each with its own test file in `Tests/SpecimenKitTests/Checkers/`
/// (run alone on the fixture sites of its codes, and silent on the sample and starter sites), and
/// run in the order of `Checkers.all`.
package protocol Checker: Sendable {
    func check(_ site: Site) -> [Diagnostic]
}

/// The checkers every `check` and `build` runs.
package enum Checkers {
    package static let all: [any Checker] = [OutputPathChecker(), SectionChecker(), LinkChecker(), CalloutChecker(), GuidanceChecker(), ComponentChecker(), RuleChecker(), TokenReferenceChecker(), ContrastChecker(), ThemeChecker(), AssetChecker(), ActiveContentChecker()]
}
