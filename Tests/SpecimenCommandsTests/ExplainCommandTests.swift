import Testing
@testable import SpecimenCommands
import SpecimenKit

/// `specimen explain [CODE]`: a code's meaning, example and fix as the manual gives them, every
/// code without one, and exit status 2 with a did-you-mean for a code that does not exist.
@Suite struct ExplainCommandTests {
    @Test func explainsACodeWithItsSeverityExampleAndFix() {
        let result = run(["explain", "SP207"], files: [:])
        #expect(result.status == 0 && result.err.isEmpty)
        #expect(result.out == """
            SP207 (warning): a registered component that no page documents

            A warning: a registered component that no page documents.

            Example:

                Content/registry.yml:13:3: warning[SP207]: component `snackbar` is in the registry but no page documents it
                  hint: give a page `component: snackbar`, or add a spec block with `component: snackbar`

            Fix: write its page, or remove it from the registry.

            """)
    }

    @Test func theContentAndWhatCheckPrintsAreBlocksAndMoreFollowsTheFix() {
        let out = run(["explain", "SP305"], files: [:]).out
        #expect(out.hasPrefix("SP305 (error): a contrast pair below the WCAG 2.2 AA ratio for its use"))
        #expect(out.contains("""
            Example:

                contrast:
                  - foreground: color.grey.50
                    background: color.white
                    use: text

                Content/components/dots.md:10:5: error[SP305]: `color.grey.50` on `color.white` has a contrast of 3.69:1; text needs 4.50:1
                  hint: `color.grey.60` would pass with 6.68:1

            Fix: choose the token the hint names (or others that pass), or, when the exception is deliberate,
            add `accepted: "why"` to the pair: it is then shown as failing, with its reason, and not reported.

            With a resolver (themes and modes, Docs/content.md#themes-and-modes), every pair is
            """))
        #expect(!out.contains("```"))
        // A block that shows a fenced block keeps its inner fences; links to the manual name its file.
        let embed = run(["explain", "SP107"], files: [:]).out
        #expect(embed.contains("\n    ```embed\n    url: https://storybook.example.org/iframe.html?id=tabs--fixed\n"))
        #expect(run(["explain", "SP201"], files: [:]).out.contains("Fix: follow the shape in Docs/content.md#spec-blocks; an empty block is SP201 too.\n"))
    }

    /// Every line of the manual's section is in what `explain` prints, in the same words.
    @Test func everyCodePrintsEveryWordOfItsSection() {
        for code in DiagnosticCode.allCases {
            let out = run(["explain", code.rawValue], files: [:]).out
            let printed = Set(out.split(separator: "\n").map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) })
            for line in code.explanation.markdown.split(separator: "\n") where !line.hasPrefix("```") {
                let shown = String(line).replacing(/\[([a-z-]+\.md)\]\(([a-z-]+\.md)(#[a-z0-9-]+)?\)/) { "Docs/\($0.2)\($0.3 ?? "")" }
                #expect(printed.contains(shown) || printed.contains("Fix: " + shown.dropFirst(5)), "\(code.rawValue): \(line)")
            }
        }
    }

    @Test func codesAreReadInAnyCaseAndWithoutTheirPrefix() {
        let expected = run(["explain", "SP305"], files: [:]).out
        #expect(run(["explain", "sp305"], files: [:]).out == expected)
        #expect(run(["explain", "305"], files: [:]).out == expected)
    }

    @Test func withoutACodeItListsEveryCode() {
        let result = run(["explain"], files: [:])
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == DiagnosticCode.allCases.count + 3)
        #expect(lines.first == "SP001  error    front matter or a YAML file is not valid YAML, or a value has the wrong type")
        #expect(lines.contains("SP003  warning  \(DiagnosticCode.unknownKey.summary)"))
        for (line, code) in zip(lines, DiagnosticCode.allCases) { #expect(line.hasPrefix(code.rawValue + "  ") && line.hasSuffix(code.summary)) }
        #expect(result.out.hasSuffix("\n\n`specimen explain SPnnn` shows what a code means, an example and its fix.\n"))
    }

    @Test func anUnknownCodeExitsTwoWithTheNearestCode() {
        let typo = run(["explain", "SP3O5"], files: [:])
        #expect(typo.status == 2 && typo.out.isEmpty)
        #expect(typo.err == "specimen: error: `SP3O5` is not a diagnostic code; did you mean `SP305`?\n")
        let far = run(["explain", "SP999"], files: [:])
        #expect(far.status == 2)
        #expect(far.err == "specimen: error: `SP999` is not a diagnostic code; `specimen explain` lists every code\n")
    }
}
