import Foundation
import SpecimenKit

/// What a command runs against: the file system, the working directory, and the console.
/// Tests pass an in-memory file system and a console that records.
package struct CommandContext: Sendable {
    package var fileSystem: any FileSystem
    package var workingDirectory: String
    package var console: Console

    package init(fileSystem: any FileSystem, workingDirectory: String, console: Console) {
        self.fileSystem = fileSystem
        self.workingDirectory = workingDirectory
        self.console = console
    }
}

/// Exit statuses (Docs/diagnostics.md, Exit statuses): 0 clean, 1 errors (or warnings with
/// `--strict`), 2 bad usage or unusable configuration.
package enum ExitStatus: Int32, Sendable {
    case clean = 0
    case failed = 1
    case unusable = 2
}

/// A subcommand that runs in a `CommandContext` and returns an exit status.
protocol SpecimenSubcommand {
    func execute(in context: CommandContext) -> ExitStatus
}

extension SpecimenSubcommand {
    /// Prints diagnostics in the chosen format and returns the status they call for.
    /// `unusable` says why the configuration cannot be used (exit status 2, the diagnostics
    /// say where): json and sarif carry it as `fail` does.
    func report(_ diagnostics: [Diagnostic], pages: Int, options: ReportOptions, context: CommandContext, closing: String?,
                unusable: String? = nil) -> ExitStatus {
        let printer = DiagnosticPrinter(format: options.format, usesColour: context.console.usesColour, sources: context.fileSystem)
        let text = printer.render(diagnostics, pages: pages, error: unusable)
        // The closing line names the output folder as it was given: escaped like the diagnostics.
        let closing = closing.map(DiagnosticPrinter.escapingControls)
        if options.format == .human {
            if !text.isEmpty { context.console.err(text) }
            context.console.err(DiagnosticPrinter.summary(diagnostics, pages: pages) + (closing.map { "; \($0)" } ?? "") + "\n")
        } else {
            context.console.out(text)
            if let closing { context.console.err(closing + "\n") }
        }
        if unusable != nil { return .unusable }
        if diagnostics.hasErrors || (options.strict && !diagnostics.isEmpty) { return .failed }
        return .clean
    }

    /// Prints a problem that stops the command before any diagnostics exist, escaped as
    /// diagnostics are (it quotes paths and options as given). With `--format json` or `sarif`
    /// standard output still gets a whole document, with the problem as its `error` (json) or
    /// as the notification of an invocation that did not succeed (sarif), so a tool reading it
    /// never meets an empty or half-written file.
    func fail(_ message: String, format: OutputFormat = .human, context: CommandContext) -> ExitStatus {
        context.console.err("specimen: error: \(DiagnosticPrinter.escapingControls(message))\n")
        if format == .json || format == .sarif {
            context.console.out(DiagnosticPrinter(format: format).render([], pages: 0, error: message))
        }
        return .unusable
    }
}
