import Foundation
import Synchronization
import Testing
@testable import SpecimenCommands
import SpecimenKit
import SpecimenTestSupport

/// Progress on a terminal: each long stage rewrites one line, erased before the summary; nothing
/// of it reaches a console that is not a terminal.
@Suite struct ProgressLineTests {
    private let site = templates.merging(["Content/site.yml": "title: S\nsections: [A]\n", "Content/a.md": "---\ntitle: A\nsection: A\n---\nHello.\n"]) { $1 }

    private func run(_ arguments: [String], terminal: Bool, fs: InMemoryFileSystem) -> (status: Int32, err: String) {
        let recorder = RecordingConsole()
        var console = recorder.console
        console.showsProgress = terminal
        let status = SpecimenCLI.run(arguments, in: CommandContext(fileSystem: fs, workingDirectory: "/site", console: console))
        return (status, recorder.standardError)
    }

    @Test func aBuildOnATerminalShowsEachStageAndErasesItBeforeTheSummary() throws {
        let fs = InMemoryFileSystem(files: site)
        let result = run(["build"], terminal: true, fs: fs)
        #expect(result.status == 0)
        let erase = ProgressLine.erase
        let expectedStart = erase + "specimen: parsing 1 page…" + erase + "specimen: checking 1 page…" + erase + "specimen: rendering and writing "
        #expect(result.err.hasPrefix(expectedStart), "\(result.err.debugDescription)")
        let summary = try #require(result.err.range(of: "0 errors, 0 warnings in 1 page; built "))
        #expect(result.err[..<summary.lowerBound].hasSuffix("files…" + erase))

        // Nothing changed: the build stops before parsing and shows no stage at all.
        let again = run(["build"], terminal: true, fs: fs)
        #expect(again.err.hasPrefix("0 errors, 0 warnings in 1 page; Public/ is up to date"), "\(again.err.debugDescription)")
    }

    @Test func aCheckShowsParsingAndCheckingOnly() {
        let result = run(["check"], terminal: true, fs: InMemoryFileSystem(files: site))
        let erase = ProgressLine.erase
        #expect(result.err == erase + "specimen: parsing 1 page…" + erase + "specimen: checking 1 page…" + erase + "0 errors, 0 warnings in 1 page\n")
    }

    @Test func notATerminalNoProgress() {
        for arguments in [["build"], ["check"], ["build", "--format", "json"]] {
            let result = run(arguments, terminal: false, fs: InMemoryFileSystem(files: site))
            #expect(!result.err.contains("\u{1B}") && !result.err.contains("\r") && !result.err.contains("…"), "\(arguments)")
        }
    }

    @Test func countsAreGroupedAndSingularWhenOne() {
        #expect(ProgressLine.text(for: .parsing(pages: 1)) == "parsing 1 page…")
        #expect(ProgressLine.text(for: .checking(pages: 10_000)) == "checking 10,000 pages…")
        #expect(ProgressLine.text(for: .writing(files: 1_234_567)) == "rendering and writing 1,234,567 files…")
        #expect(ProgressLine.text(for: .writing(files: 999)) == "rendering and writing 999 files…")
    }

    @Test func diagnosticsArePrintedOnAnErasedLine() {
        let result = run(["build"], terminal: true, fs: InMemoryFileSystem(files: brokenSite))
        #expect(result.status == 1)
        let erase = ProgressLine.erase
        #expect(result.err.hasPrefix(erase + "specimen: parsing 1 page…" + erase + "specimen: checking 1 page…" + erase + "Content/a.md:4:1: warning[SP003]"),
                "\(result.err.debugDescription)")
        #expect(result.err.components(separatedBy: erase).count == 4, "no stage after the errors: nothing is rendered")
    }
}
