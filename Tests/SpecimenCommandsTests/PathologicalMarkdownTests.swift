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
        let run = try BoundedRun.run(hostile.name, ["build", "--no-cache", "--format", "json", "--content", content,
                                                    "--templates", RepositoryPaths.root + "/Theme", "--output", root + "/Public"], in: root)
        #expect(run.status == 1, "\(hostile.name): exit \(run.status)\n\(run.output.prefix(2_000))")
        #expect(run.codes == ["SP006"], "\(hostile.name): \(run.codes.sorted())")
    }
}
