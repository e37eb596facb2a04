import Foundation
import Testing
@testable import SpecimenMarkdown
import SpecimenTestSupport

/// Keeps the wrapper honest: prose renders exactly as cmark-gfm renders it, and Specimen's
/// deliberate changes (heading ids, rewritten link targets) change nothing else.
@Suite struct GFMSpecDifferentialTests {
    static let examples = GFMSpecExample.load("spec.txt") + GFMSpecExample.load("extensions.txt")

    /// Raw HTML kept and not sanitized: what cmark-gfm itself writes with `--unsafe`.
    static let asCmark = MarkdownOptions(allowsRawHTML: true, sanitizesRawHTML: false)

    /// The fixtures are part of the repository: missing ones fail here instead of leaving every
    /// other test of this suite with nothing to compare.
    @Test func corpusIsThere() {
        for file in ["spec.txt", "extensions.txt"] {
            #expect(FileManager.default.fileExists(atPath: RepositoryPaths.gfmSpec + "/" + file), "Tests/Fixtures/gfm-spec/\(file) is missing")
        }
        #expect(Self.examples.count == 703)
    }

    /// With raw HTML allowed (as the spec's expectations assume), every enabled example renders
    /// exactly as the spec says, apart from the few where an extension the example does not ask
    /// for (Specimen always enables all five) changes the result by design.
    @Test func rendersLikeTheSpec() {
        var mismatches: [String] = []
        for example in Self.examples where !example.isDisabled {
            let html = Markdown.html(of: example.markdown, options: Self.asCmark)
            if html != example.html { mismatches.append(example.description) }
        }
        #expect(mismatches == Self.expectedMismatches, "examples that differ from the spec")
    }

    /// Examples whose expectation was written for a different set of extensions than the five
    /// Specimen always enables; `cmark-gfm --unsafe` with the same five gives the same output
    /// as Specimen for each of them (see `matchesTheCmarkGFMCommand`).
    static let expectedMismatches: [String] = [
        "spec.txt example 140", "spec.txt example 141", "spec.txt example 142",  // tagfilter: <script>, <style>
        "spec.txt example 145", "spec.txt example 147",                          // tagfilter: <style>, <script>
        "spec.txt example 610", "spec.txt example 614", "spec.txt example 616",  // autolink extension
        "spec.txt example 619", "spec.txt example 620",                          // autolink extension
        "extensions.txt example 20",                                             // autolink, written for one extension
        "extensions.txt example 23", "extensions.txt example 24", "extensions.txt example 25",  // footnotes, not enabled
    ]

    /// Every example, compared with Debian's `cmark-gfm` command given the same five extensions,
    /// when that command is installed (the README's test command installs it).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/cmark-gfm")))
    func matchesTheCmarkGFMCommand() throws {
        var mismatches: [String] = []
        for example in Self.examples {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/cmark-gfm")
            process.arguments = ["--unsafe"] + Markdown.extensionNames.flatMap { ["-e", $0] }
            let input = Pipe(), output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            input.fileHandleForWriting.write(Data(example.markdown.utf8))
            try input.fileHandleForWriting.close()
            let expected = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            if Markdown.html(of: example.markdown, options: Self.asCmark) != expected {
                mismatches.append(example.description)
            }
        }
        #expect(mismatches.isEmpty)
    }

    /// With `rawHTML: true`, sanitizing changes only examples with raw HTML or a script-running
    /// link target, and in those only the raw HTML and those targets: every other example is
    /// cmark-gfm's output to the byte.
    @Test func sanitizingChangesOnlyRawHTMLAndDangerousTargets() {
        var changed: [String] = []
        for example in Self.examples {
            let sanitized = Markdown.html(of: example.markdown, options: MarkdownOptions(allowsRawHTML: true))
            if sanitized != Markdown.html(of: example.markdown, options: Self.asCmark) { changed.append(example.description) }
            #expect(!sanitized.contains("<script") && !sanitized.lowercased().contains("href=\"javascript:"), "\(example)")
        }
        let rawHTMLExamples = Self.examples.filter { $0.markdown.contains("<") || $0.markdown.lowercased().contains("javascript:") }
        #expect(Set(changed).isSubset(of: Set(rawHTMLExamples.map(\.description))), "only examples with raw HTML change")
        #expect(changed.count > 20, "the spec's raw HTML examples (script, onclick, comments) are changed")
    }

    @Test(arguments: [false, true]) func rewritesOnlyAddHeadingIDs(rawHTML: Bool) {
        let options = MarkdownOptions(allowsRawHTML: rawHTML)
        for example in Self.examples {
            let outline = Markdown.outline(of: example.markdown, options: options)
            var rewrites = MarkdownRewrites()
            for index in outline.headings.indices { rewrites.headingIDs[index] = "h\(index)" }
            for (index, link) in outline.links.enumerated() { rewrites.destinations[index] = link.destination }
            let plain = Markdown.html(of: example.markdown, options: options)
            var rewritten = Markdown.html(of: example.markdown, options: options, rewrites: rewrites)
            for index in outline.headings.indices.reversed() {
                rewritten = rewritten.replacingOccurrences(of: " id=\"h\(index)\">", with: ">")
            }
            #expect(rewritten == plain, "\(example)")
        }
    }
}
