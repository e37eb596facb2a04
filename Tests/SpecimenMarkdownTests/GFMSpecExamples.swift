import Foundation
import SpecimenTestSupport

/// The examples of cmark-gfm's `spec.txt` and `extensions.txt` in `Tests/Fixtures/gfm-spec/`
/// (format: a fence of 32 backticks and ` example`, the Markdown, a `.` line, the HTML; `→` is a tab).
/// A missing file gives no examples, which `GFMSpecDifferentialTests.corpusIsThere` reports as a failure.
struct GFMSpecExample: Sendable, CustomStringConvertible {
    var file: String
    var number: Int
    var markdown: String
    var html: String
    var isDisabled: Bool

    var description: String { "\(file) example \(number)" }

    static func load(_ name: String) -> [GFMSpecExample] {
        guard let text = try? String(contentsOfFile: RepositoryPaths.gfmSpec + "/" + name, encoding: .utf8) else { return [] }
        let fence = String(repeating: "`", count: 32)
        var examples: [GFMSpecExample] = []
        var lines = text.components(separatedBy: "\n")[...]
        while let line = lines.popFirst() {
            guard line.hasPrefix(fence + " example") else { continue }
            var markdown: [String] = [], html: [String] = []
            var inOutput = false
            while let body = lines.popFirst(), body != fence {
                if body == "." && !inOutput { inOutput = true; continue }
                if inOutput { html.append(body) } else { markdown.append(body) }
            }
            func text(_ lines: [String]) -> String {
                lines.isEmpty ? "" : lines.joined(separator: "\n").replacingOccurrences(of: "→", with: "\t") + "\n"
            }
            examples.append(GFMSpecExample(file: name, number: examples.count + 1, markdown: text(markdown), html: text(html),
                                           isDisabled: line.contains("disabled")))
        }
        return examples
    }
}
