import Foundation
import Testing
import SpecimenTestSupport

/// Issue 8: whatever a site holds, `specimen build` reports and exits — 1 for broken content, 2
/// for unusable configuration, 0 for content that is odd but valid — and never crashes, hangs or
/// takes unbounded memory. Each case runs the built binary with 2 GiB of address space at most
/// (`ulimit -v`) and is killed after 60 s, which only a hang would reach.
@Suite(.serialized) struct HostileInputTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var files: [String: Data]
        var siteYML: String? = "title: T\nsections: [A]\n"
        var links: [(String, String)] = []
        var status: Int32
        var codes: Set<String>
        var description: String { name }
    }

    static let frontMatter = "---\ntitle: P\nsection: A\n---\n"
    static func text(_ string: String) -> Data { Data(string.utf8) }
    static let laughs = "a: &a [x,x,x,x,x,x,x,x,x,x]\n" + (0..<8).map { i in
        let name = String(UnicodeScalar(UInt8(98 + i))), previous = String(UnicodeScalar(UInt8(97 + i)))
        return "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ",") + "]\n"
    }.joined()

    static let cases: [Case] = {
        var chain: [String] = ["\"t0\": {\"$type\": \"color\", \"$value\": \"#000000\"}"]
        for i in 1..<20_000 { chain.append("\"t\(i)\": {\"$value\": \"{t\(i - 1)}\"}") }
        let page = frontMatter
        return [
            Case(name: "invalid UTF-8", files: ["a/p.md": text(page + "Hello ") + Data([0xFF, 0xFE]) + text(" world\n")], status: 1, codes: ["SP005"]),
            Case(name: "NUL byte", files: ["a/p.md": text(page + "Hello \u{0} world\n")], status: 1, codes: ["SP005"]),
            Case(name: "10 MB single line", files: ["a/p.md": text(page + String(repeating: "x", count: 10_000_000) + "\n")], status: 1, codes: ["SP006"]),
            Case(name: "60,000 nested block quotes", files: ["a/p.md": text(page + String(repeating: ">", count: 60_000) + " deep\n")], status: 0, codes: []),
            Case(name: "1,400-deep nested list", files: ["a/p.md": text(page + (0..<1_400).map { String(repeating: "  ", count: $0) + "- item\n" }.joined())],
                 status: 0, codes: []),
            Case(name: "3,000-deep nested list (over the size limit)",
                 files: ["a/p.md": text(page + (0..<3_000).map { String(repeating: "  ", count: $0) + "- item\n" }.joined())], status: 1, codes: ["SP006"]),
            // cmark-gfm 0.29.0.gfm.6 parses a row in time growing with the square of its width
            // (see PathologicalInputGuard): a table this wide is refused.
            Case(name: "5,000-column table (over the table-row limit)", files: ["a/p.md": text(page + "|" + String(repeating: "a|", count: 5_000) + "\n|"
                                                                    + String(repeating: "-|", count: 5_000) + "\n|" + String(repeating: "b|", count: 5_000) + "\n")],
                 status: 1, codes: ["SP006"]),
            Case(name: "billion laughs in front matter", files: ["a/p.md": text("---\ntitle: P\nsection: A\n" + laughs + "? *i\n: x\n---\n")], status: 1, codes: ["SP006"]),
            Case(name: "billion laughs in a spec block", files: ["a/p.md": text(page + "```spec\n" + laughs + "rules: *i\n```\n")], status: 1, codes: ["SP006"]),
            Case(name: "billion laughs in the registry", files: ["a/p.md": text(page), "registry.yml": text(laughs + "components: *i\n")], status: 1, codes: ["SP006"]),
            Case(name: "20,000-deep YAML", files: ["a/p.md": text("---\ntitle: P\nsection: A\nx: " + String(repeating: "[", count: 20_000)
                                                                  + String(repeating: "]", count: 20_000) + "\n---\n")], status: 1, codes: ["SP006"]),
            Case(name: "20,000-deep JSON", files: ["a/p.md": text(page), "tokens/t.tokens.json": text(String(repeating: "{\"a\":", count: 20_000) + "1"
                                                                                                       + String(repeating: "}", count: 20_000))],
                 status: 1, codes: ["SP006"]),
            Case(name: "100,000 front-matter keys", files: ["a/p.md": text("---\ntitle: P\nsection: A\n" + (0..<100_000).map { "k\($0): v\n" }.joined() + "---\n")],
                 status: 1, codes: ["SP003", "SP006"]),
            Case(name: "front matter that is not a map", files: ["a/p.md": text("---\n- a\n- b\n---\nBody\n")], status: 1, codes: ["SP001"]),
            Case(name: "front matter that never closes", files: ["a/p.md": text("---\ntitle: P\nsection: A\nBody\n")], status: 1, codes: ["SP001"]),
            Case(name: "empty site.yml", files: ["a/p.md": text(page)], siteYML: "", status: 2, codes: ["SP002"]),
            Case(name: "empty registry", files: ["a/p.md": text(page), "registry.yml": Data()], status: 0, codes: []),
            Case(name: "empty token file", files: ["a/p.md": text(page), "tokens/t.tokens.json": Data()], status: 1, codes: ["SP301"]),
            Case(name: "empty page", files: ["a/p.md": Data()], status: 1, codes: ["SP002"]),
            Case(name: "alias chain 20,000 long", files: ["a/p.md": text(page), "tokens/t.tokens.json": text("{" + chain.joined(separator: ",") + "}")],
                 status: 1, codes: ["SP006"]),
            Case(name: "self-alias", files: ["a/p.md": text(page), "tokens/t.tokens.json": text("{\"a\": {\"$type\": \"color\", \"$value\": \"{a}\"}}")],
                 status: 1, codes: ["SP303"]),
            Case(name: "token values of the wrong shape", files: ["a/p.md": text(page), "tokens/t.tokens.json": text("""
                {"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": "red"}}, "b": {"$type": "dimension", "$value": [1, 2]},
                 "c": {"$type": "shadow", "$value": 5}, "d": {"$type": "typography", "$value": "x"}, "e": {"$type": "color", "$value": null}}
                """)], status: 1, codes: ["SP304"]),
            Case(name: "file names with spaces, #, ?, non-ASCII and leading dots",
                 files: ["a/with space.md": text(page), "a/hash#tag.md": text("---\ntitle: Q\nsection: A\n---\n"), "a/what?.md": text("---\ntitle: R\nsection: A\n---\n"),
                         "a/tiếng việt.md": text("---\ntitle: S\nsection: A\n---\n[all](with%20space.md) [hash](hash%23tag.md)\n"), "a/.hidden.md": text("not a page")],
                 status: 0, codes: []),
            Case(name: "symbolic-link loops", files: ["a/p.md": text(page)], links: [("a/loop", "a"), ("a/one", "a/two"), ("a/two", "a/one")], status: 0, codes: []),
            Case(name: "symbolic links to /etc", files: ["a/p.md": text(page + "![x](etc/passwd)\n[y](passwd.md)\n")],
                 links: [("a/etc", "/etc"), ("a/passwd.md", "/etc/passwd")], status: 1, codes: ["SP403"]),
        ]
    }()

    @Test(arguments: cases) func reportsAndExits(_ hostile: Case) throws {
        let root = NSTemporaryDirectory() + "specimen-hostile-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let content = root + "/Content"
        try FileManager.default.createDirectory(atPath: content, withIntermediateDirectories: true)
        if let siteYML = hostile.siteYML { try Data(siteYML.utf8).write(to: URL(fileURLWithPath: content + "/site.yml")) }
        for (path, data) in hostile.files {
            let file = URL(fileURLWithPath: content + "/" + path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        for (link, target) in hostile.links {
            try FileManager.default.createSymbolicLink(atPath: content + "/" + link, withDestinationPath: target.hasPrefix("/") ? target : content + "/" + target)
        }
        let run = try BoundedRun.run(hostile.name, ["build", "--no-cache", "--format", "json", "--content", content,
                                                    "--templates", RepositoryPaths.root + "/Theme", "--output", root + "/Public"], in: root)
        let status = run.status
        #expect(status == hostile.status, "\(hostile.name): exit \(status)\n\(run.output.prefix(2_000))")
        #expect(run.codes == hostile.codes, "\(hostile.name): \(run.codes.sorted())")
        #expect(!FileManager.default.fileExists(atPath: root + "/.Public.specimen-staging"))
        if status == 0 {
            #expect(FileManager.default.fileExists(atPath: root + "/Public/index.html"))
        } else {
            #expect(!FileManager.default.fileExists(atPath: root + "/Public"), "nothing is written when the content has errors")
        }
    }

    /// Downloads are hashed and copied a chunk at a time: two 12 MiB downloads cost the build
    /// under 8 MiB more memory than two of 1 MiB (reading them whole cost 24 MiB and
    /// more: two 1 GiB downloads peaked at 3.1 GB).
    @Test func downloadsAreNeverHeldWhole() throws {
        var peaks: [Int] = []
        for size in [1 << 20, 12 << 20] {
            let root = NSTemporaryDirectory() + "specimen-downloads-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: root) }
            let content = root + "/Content"
            try FileManager.default.createDirectory(atPath: content + "/assets", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: content + "/a", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: content + "/licences", withIntermediateDirectories: true)
            try Data("title: T\nsections: [A]\nlicence: l\n".utf8).write(to: URL(fileURLWithPath: content + "/site.yml"))
            try Data("---\ntitle: L\ncan: [x]\ncannot: [y]\n---\n".utf8).write(to: URL(fileURLWithPath: content + "/licences/l.md"))
            try Data("---\ntitle: P\nsection: A\nassets:\n  - path: assets/one.bin\n  - path: assets/two.bin\n---\n".utf8)
                .write(to: URL(fileURLWithPath: content + "/a/p.md"))
            for name in ["one", "two"] {
                let path = content + "/assets/\(name).bin"
                #expect(FileManager.default.createFile(atPath: path, contents: Data(name.utf8)))
                #expect(truncate(path, off_t(size)) == 0)  // sparse: no disk taken
            }
            let run = try BoundedRun.run("two downloads of \(size >> 20) MiB", ["build", "--content", content, "--templates", RepositoryPaths.root + "/Theme",
                                                                              "--output", root + "/Public"], in: root)
            #expect(run.status == 0, "\(run.output.prefix(2_000))")
            #expect((try? FileManager.default.attributesOfItem(atPath: root + "/Public/assets/two.bin")[.size] as? Int) == size)
            peaks.append(run.peakKB)
        }
        #expect(peaks[1] - peaks[0] < 8 * 1024, "peak grew from \(peaks[0]) KB to \(peaks[1]) KB")
    }
}
