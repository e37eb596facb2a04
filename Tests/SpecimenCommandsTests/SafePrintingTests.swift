import Foundation
import Testing
@testable import SpecimenCommands
import SpecimenKit

/// Issue 20 point 9, "printing is safe": what content puts into a diagnostic (a link target, a
/// file name, a front-matter key) never reaches a terminal or a CI log as a raw control
/// character (clearing the screen, setting the clipboard with OSC 52, rewriting the line,
/// reordering it with bidi overrides), and a command that cannot run (exit status 2) still gives
/// a JSON or SARIF document on standard output when one was asked for.
@Suite struct SafePrintingTests {
    /// ESC [2J (clear the screen), OSC 52 (set the clipboard) ended by BEL, backspace, CSI as the
    /// C1 control U+009B, and bidi overrides and isolates.
    static let hostile = "\u{1B}[2J\u{1B}]52;c;ZXZpbA==\u{07}x\u{08}\u{9B}31m\u{202E}gpj\u{202C}\u{2066}i\u{2069}"

    /// A site whose file name and link target carry `hostile` (the file name also a carriage
    /// return and a line feed, which would rewrite or fake a line), and a front-matter key and
    /// title bidi controls and an ESC (YAML refuses other control characters raw).
    static var site: [String: String] {
        templates.merging([
            "Content/site.yml": "title: S\nsections: [A]\n",
            "Content/a\(hostile)\r\nb.md": "---\ntitle: \"T\\e[2J\u{202E}\"\nsection: A\nk\u{202E}x\u{2066}: 1\n---\n[x](<\(hostile).md>)\n",
        ]) { $1 }
    }

    /// True for a scalar a terminal or a log viewer acts on instead of showing.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    @Test(arguments: [OutputFormat.human, .github])
    func controlCharactersFromContentArePrintedEscaped(format: OutputFormat) {
        let result = run(["check", "--format", format.rawValue], files: Self.site)
        #expect(result.status == 1)
        let printed = format == .human ? result.err : result.out
        let unsafe = printed.unicodeScalars.filter(Self.isUnsafe)
        #expect(unsafe.isEmpty, "raw \(unsafe.map { String($0.value, radix: 16) })")
        #expect(printed.contains("\\u{1B}[2J") && printed.contains("\\u{202E}") && printed.contains("\\u{9B}"))
        // Each line is one of the printer's own: no line was started or rewritten by the content.
        for line in printed.split(separator: "\n") {
            let own = format == .human
                ? line.hasPrefix("Content/a") || line.hasPrefix("  hint: ") || line.hasSuffix(" in 1 page")
                : line.hasPrefix("::error file=Content/a") || line.hasPrefix("::warning file=Content/a")
            #expect(own, "\(line)")
        }
        #expect(printed.contains("link to `") && printed.contains("unknown key `k"))
    }

    /// JSON and SARIF keep the text as it was (a decoder gets it back) but never hold C1 or bidi
    /// characters raw either, so `cat report.json` is safe too.
    @Test(arguments: [OutputFormat.json, .sarif])
    func jsonAndSARIFEscapeControlCharacters(format: OutputFormat) throws {
        let result = run(["check", "--format", format.rawValue], files: Self.site)
        #expect(result.status == 1)
        let unsafe = result.out.unicodeScalars.filter(Self.isUnsafe)
        #expect(unsafe.isEmpty, "raw \(unsafe.map { String($0.value, radix: 16) })")
        let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8))
        #expect(Self.strings(in: object).contains { $0.contains(Self.hostile) })
    }

    // MARK: - exit status 2

    /// Each way a command stops before it can check anything.
    static let unusable: [(name: String, arguments: [String], files: [String: String])] = [
        ("missing Content folder", ["build"], templates),
        ("broken site.yml", ["build"], templates.merging(["Content/site.yml": "title: [unclosed\n"]) { $1 }),
        ("refused output folder", ["build", "--output", "Content"], brokenSite),
        ("bad --base-url", ["build", "--base-url", "ftp://example.org"], brokenSite),
        ("check: missing Content folder", ["check"], templates),
    ]

    @Test(arguments: 0..<unusable.count)
    func unusableRunsStillPrintAJSONReport(case index: Int) throws {
        let example = Self.unusable[index]
        let result = run(example.arguments + ["--format", "json"], files: example.files)
        #expect(result.status == 2, "\(example.name)")
        let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        #expect(object?["diagnostics"] is [Any], "\(example.name): \(result.out)")
        #expect(object?["summary"] is [String: Any], "\(example.name)")
        #expect((object?["error"] as? String)?.isEmpty == false, "\(example.name): no `error` member")
    }

    @Test(arguments: 0..<unusable.count)
    func unusableRunsStillPrintASARIFLog(case index: Int) throws {
        let example = Self.unusable[index]
        let result = run(example.arguments + ["--format", "sarif"], files: example.files)
        #expect(result.status == 2, "\(example.name)")
        let log = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0", "\(example.name): \(result.out)")
        let run = (log?["runs"] as? [[String: Any]])?.first
        let invocation = (run?["invocations"] as? [[String: Any]])?.first
        #expect(invocation?["executionSuccessful"] as? Bool == false, "\(example.name)")
        let notification = (invocation?["toolExecutionNotifications"] as? [[String: Any]])?.first
        #expect(notification?["level"] as? String == "error", "\(example.name)")
        #expect(((notification?["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false, "\(example.name)")
    }

    /// The reason a command stops is printed escaped too: here it names a folder given on the
    /// command line.
    @Test func anUnusableRunsReasonIsEscaped() {
        let result = run(["check", "--content", "C\(Self.hostile)"], files: templates)
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("specimen: error: "))
        #expect(result.err.unicodeScalars.filter(Self.isUnsafe).isEmpty)
    }

    private static func strings(in object: Any) -> [String] {
        switch object {
        case let text as String: [text]
        case let array as [Any]: array.flatMap(strings)
        case let dictionary as [String: Any]: dictionary.values.flatMap(strings)
        default: []
        }
    }
}
