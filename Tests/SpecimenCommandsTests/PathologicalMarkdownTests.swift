import Foundation
import Testing
import SpecimenTestSupport

/// Issue 20, point 6: no page can take the build down. Each Markdown construct that Debian's
/// cmark-gfm 0.29.0.gfm.6 takes seconds, minutes or gigabytes on (see `PathologicalInputGuard`)
/// is given to the built binary in a page, with 2 GiB of address space at most (`ulimit -v`) and
/// a 60 s limit, as `HostileInputTests` does; each must be refused with SP006 and exit 1. Each
/// case prints the binary's peak memory and time (`/usr/bin/time`).
@Suite(.serialized) struct PathologicalMarkdownTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var body: String
        var description: String { name }
    }

    static let frontMatter = "---\ntitle: P\nsection: A\n---\n"
    static func rep(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

    /// Before the guard (cmark-gfm alone, parse and render, 2 GiB cap): 3,000 columns and rows
    /// aborted, the pipes 12 s, `www.a_` about a minute, the addresses aborted, emphasis 7.4 s,
    /// CDATA 13 s, declarations 5.1 s, processing instructions 1.9 s, `![[]()` 9.9 s.
    static let cases: [Case] = [
        Case(name: "3,000-column header over 3,000 one-cell rows (row padding)",
             body: "|" + rep("a|", 3_000) + "\n|" + rep("-|", 3_000) + "\n" + rep("|b\n", 3_000)),
        Case(name: "20,000 pipes in a table row", body: "a|b\n-|-\n" + rep("|", 20_000) + "\n"),
        Case(name: "www.a_ × 40,000", body: rep("www.a_", 40_000) + "\n"),
        Case(name: "500,000 email addresses (4 MB)", body: rep("a@b.com ", 500_000) + "\n"),
        Case(name: "emphasis of two kinds × 20,000 (cmark #389)", body: rep("*a ", 20_000) + rep("_a*_ ", 20_000) + "\n"),
        Case(name: "unclosed <![CDATA[ × 20,000", body: "x " + rep("<![CDATA[", 20_000) + "\n"),
        Case(name: "unclosed <!A × 20,000", body: "x " + rep("<!A ", 20_000) + "\n"),
        Case(name: "unclosed <? × 20,000", body: "x " + rep("<?", 20_000) + "\n"),
        Case(name: "![[]() × 20,000", body: rep("![[]()", 20_000) + "\n"),
    ]

    @Test(arguments: cases) func refusedQuickly(_ hostile: Case) throws {
        let root = NSTemporaryDirectory() + "specimen-pathological-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let content = root + "/Content"
        try FileManager.default.createDirectory(atPath: content + "/a", withIntermediateDirectories: true)
        try Data("title: T\nsections: [A]\n".utf8).write(to: URL(fileURLWithPath: content + "/site.yml"))
        try Data((Self.frontMatter + hostile.body).utf8).write(to: URL(fileURLWithPath: content + "/a/p.md"))
        let (status, output, usage) = try Self.runBounded(["build", "--no-cache", "--format", "json", "--content", content,
                                                           "--templates", RepositoryPaths.root + "/Templates", "--output", root + "/Public"], in: root)
        print("\(hostile.name): exit \(status), \(usage)")
        #expect(status == 1, "\(hostile.name): exit \(status)\n\(output.prefix(2_000))")
        let codes = Set(output.matches(of: /"code"\s*:\s*"(SP\d+)"/).map { String($0.output.1) })
        #expect(codes == ["SP006"], "\(hostile.name): \(codes.sorted())")
    }

    /// Runs the binary under `/usr/bin/time` with at most 2 GiB of address space, killed after
    /// 60 s; returns its exit status, its output (JSON) and the peak memory and time it used.
    static func runBounded(_ arguments: [String], in folder: String) throws -> (Int32, String, String) {
        let usageFile = folder + "/usage.txt"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "ulimit -v 2097152 && exec /usr/bin/time -f '%M KB peak, %e s' -o \"$0\" \"$@\"", usageFile, BinaryTests.binary] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let outputFile = folder + "/output.txt"
        _ = FileManager.default.createFile(atPath: outputFile, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: outputFile))
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            Issue.record("still running after 60 s: a hang")
        }
        try handle.close()
        // The last line (`time` first says when the command exited with a non-zero status).
        let usage = ((try? String(contentsOfFile: usageFile, encoding: .utf8)) ?? "").split(separator: "\n").last.map(String.init) ?? "no usage"
        return (process.terminationStatus, (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? "", usage)
    }
}
