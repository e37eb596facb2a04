import Foundation
import SpecimenKit

/// What a command runs against: the file system, the working directory, and the console.
/// Tests pass an in-memory file system and a console that records.
public struct CommandContext: Sendable {
    public var fileSystem: any FileSystem
    public var workingDirectory: String
    public var console: Console

    public init(fileSystem: any FileSystem, workingDirectory: String, console: Console) {
        self.fileSystem = fileSystem
        self.workingDirectory = workingDirectory
        self.console = console
    }
}

/// Exit statuses (DESIGN.md section 4): 0 clean, 1 errors (or warnings with `--strict`), 2 bad
/// usage or unusable configuration.
public enum ExitStatus: Int32, Sendable {
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
    func report(_ diagnostics: [Diagnostic], pages: Int, options: ReportOptions, context: CommandContext, closing: String?) -> ExitStatus {
        let printer = DiagnosticPrinter(format: options.format, usesColour: context.console.usesColour, sources: context.fileSystem)
        let text = printer.render(diagnostics, pages: pages)
        if options.format == .human {
            if !text.isEmpty { context.console.err(text) }
            context.console.err(DiagnosticPrinter.summary(diagnostics, pages: pages) + (closing.map { "; \($0)" } ?? "") + "\n")
        } else {
            context.console.out(text)
            if let closing { context.console.err(closing + "\n") }
        }
        if diagnostics.hasErrors || (options.strict && !diagnostics.isEmpty) { return .failed }
        return .clean
    }

    /// Prints a problem that stops the command before any diagnostics exist.
    func fail(_ message: String, context: CommandContext) -> ExitStatus {
        context.console.err("specimen: error: \(message)\n")
        return .unusable
    }
}
