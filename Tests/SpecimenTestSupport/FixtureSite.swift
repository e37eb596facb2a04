import Foundation
import SpecimenKit

/// Runs the pipeline on a fixture folder holding `Content/` (and optionally `Templates/`,
/// otherwise the repository's) and returns its diagnostics with paths relative to the fixture,
/// as a user standing in that folder would see them.
package enum FixtureSite {
    /// Diagnostics of `specimen check` on the fixture at `folder`, one line each, human format.
    package static func checkLines(_ folder: String) throws -> [String] {
        let templates = FileManager.default.fileExists(atPath: folder + "/Templates") ? folder + "/Templates" : RepositoryPaths.root + "/Theme"
        let result = try Pipeline(fileSystem: LocalFileSystem()).check(SiteInput(contentDirectory: folder + "/Content", templatesDirectory: templates))
        return lines(result.diagnostics, folder: folder)
    }

    /// The parsed site of the fixture at `folder` (or of any folder holding `Content/`), as checkers see it.
    package static func site(_ folder: String) throws -> Site {
        let templates = FileManager.default.fileExists(atPath: folder + "/Templates") ? folder + "/Templates" : RepositoryPaths.root + "/Theme"
        let result = try Pipeline(fileSystem: LocalFileSystem()).check(SiteInput(contentDirectory: folder + "/Content", templatesDirectory: templates))
        guard let site = result.site else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: folder]) }
        return site
    }

    /// The fixture's expected lines (`expected.txt`).
    package static func expectedLines(_ folder: String) throws -> [String] {
        try String(contentsOfFile: folder + "/expected.txt", encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// Diagnostics one line each, human format, with paths as a user standing in `folder` sees them.
    package static func lines(_ diagnostics: [Diagnostic], folder: String) -> [String] {
        diagnostics.sortedForOutput().map { diagnostic in
            let line = "\(diagnostic.location.file):\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.severity.rawValue)[\(diagnostic.code.rawValue)]: \(diagnostic.message)"
                + (diagnostic.hint.map { " (hint: \($0))" } ?? "")
            // Paths as a user standing in the fixture folder sees them.
            return line.replacingOccurrences(of: folder + "/", with: "").replacingOccurrences(of: RepositoryPaths.root + "/", with: "")
        }
    }

    /// True when expected output should be re-recorded (`RECORD_FIXTURES=1`); tests that record fail on purpose.
    package static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_FIXTURES"] == "1"
    }
}
