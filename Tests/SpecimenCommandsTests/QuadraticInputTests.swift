import Foundation
import Testing
import SpecimenTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 20: inputs whose cost grew faster than their size. DTCG `$extends` without limits (a
/// 1.9 KB file of groups each extending three others asks for 3^20 tokens; a chain of 1,000
/// groups each extending the one before took 24 s), 16,000 spec blocks on one page (58 s: each
/// block scanned all the page's blocks), and images nested in image alt text (each image's text
/// was a walk of everything inside it: 16 s at 50,000, where cmark-gfm parses in 0.1 s).
///
/// Each case runs the built binary as `HostileInputTests` does (2 GiB of address space at most),
/// prints its time and peak memory, and fails when it runs past `limit`: a generous bound at sizes
/// where the old code took 3 to 5 times as long even as a release build (24,000 spec blocks
/// 63 s, 100,000 nested images over 100 s) and the debug binary takes under 5 s, so the
/// test is about growth, not speed. The `$extends` cases check for the new SP006 (the old code
/// ran out of memory on the fan-out and took 24 s on the chain).
@Suite(.serialized) struct QuadraticInputTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var files: [String: Data]
        var status: Int32
        var codes: Set<String>
        var description: String { name }
    }

    /// Seconds a case may take: a size whose old cost was quadratic or worse passes it many times over.
    static let limit: TimeInterval = 20

    static let frontMatter = "---\ntitle: P\nsection: A\n---\n"
    static func text(_ string: String) -> Data { Data(string.utf8) }

    static let cases: [Case] = {
        var bomb = ["\"l0\": {\"$type\": \"color\", \"t\": {\"$value\": \"#000000\"}}"]
        for i in 1...20 { bomb.append("\"l\(i)\": {" + ["a", "b", "c"].map { "\"\($0)\": {\"$extends\": \"{l\(i - 1)}\"}" }.joined(separator: ", ") + "}") }
        var chain = ["\"g0\": {\"$type\": \"color\", \"t0\": {\"$value\": \"#000000\"}}"]
        for i in 1..<1_000 { chain.append("\"g\(i)\": {\"$extends\": \"{g\(i - 1)}\", \"$type\": \"color\", \"t\(i)\": {\"$value\": \"#000000\"}}") }
        let spec = (0..<24_000).map { "```spec\ncomponent: c\nrules:\n  - id: r\($0)\n    level: must\n    text: Rule \($0).\n```\n\n" }.joined()
        let registry = "platforms: [web]\ncomponents:\n  c:\n    name: C\n    status: stable\n    platforms: [web]\n"
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        return [
            Case(name: "$extends fan-out: 20 levels of 3 groups, each extending the level before", files: [
                "a/p.md": text(frontMatter), "tokens/t.tokens.json": text("{" + bomb.joined(separator: ",\n") + "}"),
            ], status: 1, codes: ["SP006"]),
            Case(name: "$extends chain of 1,000 groups", files: [
                "a/p.md": text(frontMatter), "tokens/t.tokens.json": text("{" + chain.joined(separator: ",\n") + "}"),
            ], status: 1, codes: ["SP006"]),
            Case(name: "$extends chain of 1,000 groups written base-last", files: [
                "a/p.md": text(frontMatter), "tokens/t.tokens.json": text("{" + chain.reversed().joined(separator: ",\n") + "}"),
            ], status: 1, codes: ["SP006"]),
            Case(name: "24,000 spec blocks on one page", files: ["a/p.md": text(frontMatter + spec), "registry.yml": text(registry)], status: 0, codes: []),
            // Refused before cmark sees it (`PathologicalInputGuard`: `![` × `]` in one paragraph);
            // below that limit, link texts are taken in one walk (`LinkTextCollector`).
            Case(name: "100,000 images nested in alt text", files: [
                "a/p.md": text(frontMatter + String(repeating: "![", count: 100_000) + "a" + String(repeating: "](x.png)", count: 100_000) + "\n"),
                "a/x.png": png,
            ], status: 1, codes: ["SP006"]),
            Case(name: "100,000 unclosed image brackets", files: ["a/p.md": text(frontMatter + String(repeating: "![", count: 100_000) + "a\n")],
                 status: 0, codes: []),
        ]
    }()

    @Test(arguments: cases) func growsLinearly(_ hostile: Case) throws {
        let root = NSTemporaryDirectory() + "specimen-quadratic-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let content = root + "/Content"
        try FileManager.default.createDirectory(atPath: content, withIntermediateDirectories: true)
        try Data("title: T\nsections: [A]\n".utf8).write(to: URL(fileURLWithPath: content + "/site.yml"))
        for (path, data) in hostile.files {
            let file = URL(fileURLWithPath: content + "/" + path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        let run = try BoundedRun.run(hostile.name, ["build", "--no-cache", "--format", "json", "--content", content,
                                                    "--templates", RepositoryPaths.root + "/Theme", "--output", root + "/Public"], in: root, limit: Self.limit)
        #expect(run.status == hostile.status, "\(hostile.name): exit \(run.status)\n\(run.output.prefix(2_000))")
        #expect(run.codes == hostile.codes, "\(hostile.name): \(run.codes.sorted())")
    }
}
