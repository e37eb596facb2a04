import Testing
@testable import SpecimenKit

/// SP403: HTML, and SVG or XML with script, published on the site while rawHTML is false.
@Suite struct ActiveContentCheckerTests {
    @Test func reportsItsFixturesAndNothingOnCleanSites() throws {
        try CheckerFixtures.verify(ActiveContentChecker(), fixtures: ["SP403-path-outside-content"])
    }

    /// A file's type is the lower-cased extension of its last part; a leading dot names a file.
    @Test func aFilesTypeIsTheExtensionOfItsName() {
        let cases: [(String, String)] = [
            ("assets/logo.SVG", "svg"), ("page.HTML", "html"), ("a.b/c", ""), ("a/b.tar.gz", "gz"), (".hidden", ""),
            ("assets/.hidden", ""), ("assets/..svg", "svg"), ("name.", ""), ("", ""), ("plain", ""), ("dir/image.svg/", "svg"), ("/", ""),
            ("ünïcode/ŝvg.Xml", "xml"),
        ]
        for (path, type) in cases {
            #expect(ActiveContentChecker.fileExtension(of: path) == type, "\(path)")
        }
    }
}
