import ArgumentParser
import SpecimenKit

/// `specimen explain [CODE]`: what a diagnostic code means, an example and its fix, as
/// Docs/diagnostics.md says (`DiagnosticCode.explanation`); without a code, every code with its
/// summary. An unknown code is bad usage (exit status 2), with the nearest code as a hint.
struct ExplainCommand: ParsableCommand, SpecimenSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "explain", abstract: "Explain a diagnostic code: what it means, an example and its fix; without a code, list every code.",
        discussion: "CODE is written SP305, sp305 or 305.")

    @Argument(help: ArgumentHelp("A diagnostic code, such as SP305.", valueName: "CODE"))
    var code: String?

    func execute(in context: CommandContext) -> ExitStatus {
        guard let code else {
            context.console.out(ExplanationText.list())
            return .clean
        }
        let written = code.trimmingCharacters(in: .whitespaces).uppercased()
        let normalised = !written.isEmpty && written.allSatisfy(\.isNumber) ? "SP" + written : written
        guard let known = DiagnosticCode(rawValue: normalised) else {
            let hint = Suggestion.didYouMean(normalised, in: DiagnosticCode.allCases.map(\.rawValue)) ?? "`specimen explain` lists every code"
            return fail("`\(code)` is not a diagnostic code; \(hint)", context: context)
        }
        context.console.out(ExplanationText.of(known))
        return .clean
    }
}
