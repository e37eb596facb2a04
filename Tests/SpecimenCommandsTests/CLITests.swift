import Foundation
import Synchronization
import Testing
@testable import SpecimenCommands
import SpecimenKit
import SpecimenTestSupport

/// A console that records what a command printed.
final class RecordingConsole: Sendable {
    let out = Mutex(""), err = Mutex("")
    var console: Console {
        Console(out: { text in self.out.withLock { $0 += text } }, err: { text in self.err.withLock { $0 += text } }, usesColour: false)
    }
    var standardOutput: String { out.withLock { $0 } }
    var standardError: String { err.withLock { $0 } }
}

/// Runs the command line in memory.
func run(_ arguments: [String], files: [String: String]) -> (status: Int32, out: String, err: String, fs: InMemoryFileSystem) {
    let fs = InMemoryFileSystem(files: files)
    let recorder = RecordingConsole()
    let status = SpecimenCLI.run(arguments, in: CommandContext(fileSystem: fs, workingDirectory: "/site", console: recorder.console))
    return (status, recorder.standardOutput, recorder.standardError, fs)
}

let templates = ["Templates/layout.mustache": "{{{main}}}", "Templates/page.mustache": "{{{body}}}", "Templates/home.mustache": "home", "Templates/not-found.mustache": ""]
let brokenSite = templates.merging([
    "Content/site.yml": "title: S\nsections: [A]\n",
    "Content/a.md": "---\ntitle: A\nsection: A\ncolour: red\n---\n[x](b.md)\n",
]) { $1 }

@Suite struct CLITests {
    @Test func checkPrintsHumanDiagnosticsAndExitsOne() {
        let result = run(["check"], files: brokenSite)
        #expect(result.status == 1)
        #expect(result.err.contains("Content/a.md:4:1: warning[SP003]: unknown key `colour` in front matter\n"))
        #expect(result.err.contains("Content/a.md:6:1: error[SP101]: link to `b.md`, which does not exist\n"))
        #expect(result.err.hasSuffix("1 error, 1 warning in 1 page\n"))
        #expect(!result.fs.files.keys.contains { $0.hasPrefix("Public") })
    }

    @Test func jsonFormatFollowsTheDesign() throws {
        let result = run(["check", "--format", "json"], files: brokenSite)
        struct Report: Decodable {
            struct Entry: Decodable { var severity, code, file, message: String; var line, column: Int; var hint: String? }
            struct Summary: Decodable { var errors, warnings, pages: Int }
            var diagnostics: [Entry]; var summary: Summary
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(result.out.utf8))
        #expect(report.diagnostics.map(\.code) == ["SP003", "SP101"])
        #expect(report.diagnostics[1].file == "Content/a.md" && report.diagnostics[1].line == 6 && report.diagnostics[1].column == 1)
        #expect(report.summary.errors == 1 && report.summary.warnings == 1 && report.summary.pages == 1)
    }

    @Test func githubFormatWritesWorkflowCommands() {
        let result = run(["check", "--format", "github"], files: brokenSite)
        #expect(result.out.contains("::error file=Content/a.md,line=6,col=1,title=Specimen SP101::link to `b.md`, which does not exist (did you mean `a.md`?)\n"))
        #expect(result.out.contains("::warning file=Content/a.md,line=4,col=1,title=Specimen SP003::"))
    }

    @Test func strictTurnsWarningsIntoFailure() {
        var files = brokenSite
        files["Content/a.md"] = "---\ntitle: A\nsection: A\ncolour: red\n---\nfine\n"
        #expect(run(["check"], files: files).status == 0)
        #expect(run(["check", "--strict"], files: files).status == 1)
        let build = run(["build", "--strict"], files: files)
        #expect(build.status == 1 && !build.fs.files.keys.contains { $0.hasPrefix("Public") })
    }

    @Test func buildWritesTheSiteWhenClean() {
        var files = brokenSite
        files["Content/a.md"] = "---\ntitle: A\nsection: A\n---\n# Hi\n"
        let result = run(["build"], files: files)
        #expect(result.status == 0)
        #expect(result.fs.files["Public/a/index.html"].map { String(decoding: $0, as: UTF8.self) } == "<h1 id=\"hi\">Hi</h1>\n")
        #expect(result.fs.files["Public/index.html"] != nil)
    }

    @Test func badUsageAndMissingFoldersExitTwo() {
        #expect(run(["check", "--format", "xml"], files: brokenSite).status == 2)
        #expect(run(["frobnicate"], files: brokenSite).status == 2)
        let missing = run(["check", "--content", "Nope"], files: brokenSite)
        #expect(missing.status == 2 && missing.err.contains("no folder at `Nope`"))
        var noSettings = brokenSite
        noSettings["Content/site.yml"] = "title: [\n"
        #expect(run(["check"], files: noSettings).status == 2)
        #expect(run(["build", "--output", "Content"], files: brokenSite).status == 2)
    }

    /// SARIF declares code-point columns; Specimen's are UTF-8 bytes (JSON, human, github).
    @Test func sarifColumnsCountCodePoints() throws {
        var files = brokenSite
        files["Content/a.md"] = "---\ntitle: A\nsection: A\n---\nBộ tăng giảm: [x](b.md)\n"
        struct Log: Decodable {
            struct Run: Decodable { var columnKind: String; var results: [Result] }
            struct Result: Decodable { var locations: [Location] }
            struct Location: Decodable { var physicalLocation: Physical }
            struct Physical: Decodable { var region: Region }
            struct Region: Decodable { var startLine: Int; var startColumn: Int }
            var runs: [Run]
        }
        let log = try JSONDecoder().decode(Log.self, from: Data(run(["check", "--format", "sarif"], files: files).out.utf8))
        #expect(log.runs[0].columnKind == "unicodeCodePoints")
        let region = try #require(log.runs[0].results.first?.locations.first?.physicalLocation.region)
        // "Bộ tăng giảm: " is 14 code points and 19 bytes: the link starts at code point 15, byte 20.
        #expect(region.startLine == 5 && region.startColumn == 15)
        #expect(run(["check", "--format", "json"], files: files).out.contains("\"column\" : 20"))
    }

    @Test func helpAndVersionExitZero() {
        let version = run(["--version"], files: [:])
        #expect(version.status == 0 && version.out == SpecimenCLI.version + "\n")
        let help = run(["build", "--help"], files: [:])
        #expect(help.status == 0 && help.out.contains("USAGE: specimen build") && help.out.contains("--templates"))
        #expect(run(["help", "check"], files: [:]).out.contains("USAGE: specimen check"))
    }
}

/// The built `specimen` binary, run as a user would, in a fixture folder.
@Suite struct BinaryTests {
    static var binary: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("specimen").path
    }

    @Test func checkOnABrokenFixtureExitsOneWithPositions() throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.binary), "build the package first: \(Self.binary)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = ["check", "--templates", RepositoryPaths.root + "/Theme"]
        process.currentDirectoryURL = URL(fileURLWithPath: RepositoryPaths.fixtures + "/diagnostics/SP101-broken-link")
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(text.contains("Content/patterns/create.md:5:5: error[SP101]: link to `../components/tab.md`, which does not exist\n"))
    }
}
