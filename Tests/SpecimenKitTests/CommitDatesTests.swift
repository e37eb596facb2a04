import Foundation
import Testing
import SpecimenKit
import SpecimenTestSupport

/// `theme: lastUpdated: git`: pages without `updated:` are dated by the last commit that changed
/// their file — a function of the commits only, which incremental builds follow.
@Suite struct CommitDatesTests {
    @Test func theNewestCommitNamingAFileDatesIt() {
        let log = "\u{01}2024-05-06\n\na.md\n\"odd\\\"name.md\"\n\u{01}2023-01-02\n\na.md\nb.md\n"
        #expect(CommitDates.parse(log) == ["a.md": "2024-05-06", "odd\\\"name.md": "2024-05-06", "b.md": "2023-01-02"])
        #expect(CommitDates.areWanted(bySettings: "title: T\ntheme: { lastUpdated: git }\n"))
        #expect(!CommitDates.areWanted(bySettings: "title: T\n"))
        #expect(CommitDates.read(in: "/nonexistent/folder") == nil)
    }

    /// A real repository: the date shows, an uncommitted edit keeps the last commit's date, and
    /// committing it (which changes no file) makes the next incremental build date the page anew.
    @Test func incrementalBuildsFollowCommits() throws {
        let root = temporaryFolder()
        defer { removeFolder(root) }
        let content = root + "/Content"
        try FileManager.default.createDirectory(atPath: content, withIntermediateDirectories: true)
        try "title: S\nsections: [A]\ntheme: { lastUpdated: git }\n".write(toFile: content + "/site.yml", atomically: true, encoding: .utf8)
        try "---\ntitle: A\nsection: A\n---\nOne.\n".write(toFile: content + "/a.md", atomically: true, encoding: .utf8)
        try "---\ntitle: B\nsection: A\nupdated: 2019-09-09\n---\nTwo.\n".write(toFile: content + "/b.md", atomically: true, encoding: .utf8)
        try git(["init", "-q"], in: root)
        try git(["add", "."], in: root)
        try git(["commit", "-q", "-m", "one"], in: root, date: "2021-02-03T10:00:00Z")

        var pipeline = Pipeline(fileSystem: LocalFileSystem(), specimenVersion: "test")
        pipeline.stampMargin = 0
        let input = SiteInput(contentDirectory: content)
        func dateOf(_ page: String) throws -> String? {
            let html = try String(contentsOfFile: root + "/Public/\(page)/index.html", encoding: .utf8)
            return html.range(of: #"<time datetime="[^"]+""#, options: .regularExpression).map { String(html[$0].dropFirst(16).dropLast()) }
        }
        #expect(try pipeline.build(input, output: root + "/Public", incremental: true).check.diagnostics.isEmpty)
        #expect(try dateOf("a") == "2021-02-03")
        #expect(try dateOf("b") == "2019-09-09", "a date in front matter wins")

        try "---\ntitle: A\nsection: A\n---\nOne, edited.\n".write(toFile: content + "/a.md", atomically: true, encoding: .utf8)
        _ = try pipeline.build(input, output: root + "/Public", incremental: true)
        _ = try pipeline.build(input, output: root + "/Public", incremental: true)  // settles the stamps
        #expect(try dateOf("a") == "2021-02-03", "not committed yet: the last commit's date")

        try git(["commit", "-q", "-am", "two"], in: root, date: "2022-04-05T10:00:00Z")
        let afterCommit = try pipeline.build(input, output: root + "/Public", incremental: true)
        #expect(!afterCommit.isUpToDate, "a commit changed a date though no file changed")
        #expect(try dateOf("a") == "2022-04-05")
    }

    private func git(_ arguments: [String], in folder: String, date: String? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder, "-c", "user.name=T", "-c", "user.email=t@example.org", "-c", "commit.gpgsign=false"] + arguments
        var environment = ProcessInfo.processInfo.environment
        if let date { environment["GIT_COMMITTER_DATE"] = date; environment["GIT_AUTHOR_DATE"] = date }
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    }
}
