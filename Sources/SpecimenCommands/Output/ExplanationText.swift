import SpecimenKit

/// `specimen explain`'s text: a code's entry in Docs/diagnostics.md (`DiagnosticExplanation`) for a
/// terminal, and the list of every code. The words are the manual's; only the Markdown around
/// them changes, so it reads in a terminal: code fences become blocks indented by four spaces (a
/// blank line between two of them), and a link to another page of the manual becomes its path.
enum ExplanationText {
    /// Everything about `code`: its severity and summary, what it means, an example, the fix, and
    /// whatever else the manual says.
    static func of(_ code: DiagnosticCode) -> String {
        let explanation = code.explanation
        var text = "\(code.rawValue) (\(code.severity.rawValue)): \(code.summary)\n\n"
        text += terminal(explanation.meaning) + "\n\nExample:\n\n" + terminal(explanation.example) + "\n\n"
        text += terminal("Fix: " + explanation.fix) + "\n"
        if !explanation.more.isEmpty { text += "\n" + terminal(explanation.more) + "\n" }
        return text
    }

    /// One line per code: the code, its severity and its summary.
    static func list() -> String {
        var lines = DiagnosticCode.allCases.map { code in
            let severity = code.severity.rawValue
            return "\(code.rawValue)  \(severity)\(String(repeating: " ", count: max(0, 7 - severity.count)))  \(code.summary)"
        }
        lines.append("")
        lines.append("`specimen explain SPnnn` shows what a code means, an example and its fix.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `markdown` for a terminal (see the type's comment).
    static func terminal(_ markdown: String) -> String {
        var output: [String] = []
        var fence: Substring?  // the backticks that opened the code block being read
        var closedBlock = false  // the previous line closed a code block
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if let open = fence {
                if line == open {
                    fence = nil
                    closedBlock = true
                } else {
                    output.append(line.isEmpty ? "" : "    " + line)
                }
                continue
            }
            let backticks = line.prefix { $0 == "`" }
            if backticks.count >= 3 {
                if closedBlock { output.append("") }  // between the content and what check prints
                fence = backticks
                closedBlock = false
                continue
            }
            closedBlock = false
            output.append(manualLinks(String(line)))
        }
        return output.joined(separator: "\n")
    }

    /// `[content.md](content.md#spec-blocks)` as `Docs/content.md#spec-blocks`.
    private static func manualLinks(_ line: String) -> String {
        line.replacing(/\[([a-z-]+\.md)\]\(([a-z-]+\.md)(#[a-z0-9-]+)?\)/) { match in
            match.1 == match.2 ? "Docs/\(match.2)\(match.3 ?? "")" : match.0
        }
    }
}
