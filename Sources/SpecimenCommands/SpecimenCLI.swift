import ArgumentParser
import Foundation
import SpecimenKit

/// The `specimen` command line. Parsing is ArgumentParser's; running is ours, so that commands
/// take a `CommandContext` (tests use an in-memory one) and exit statuses follow
/// Docs/diagnostics.md, Exit statuses (2 for bad usage, where ArgumentParser would use 64).
package struct SpecimenCLI: ParsableCommand {
    /// The version printed by `--version`.
    package static let version = "0.1.0"

    package static let configuration = CommandConfiguration(
        commandName: "specimen",
        abstract: "Build documentation sites for design systems from Markdown, spec blocks and design tokens.",
        version: version,
        subcommands: [BuildCommand.self, CheckCommand.self, ServeCommand.self, InitCommand.self, ThemeCommand.self, SchemaCommand.self, ExplainCommand.self])

    package init() {}

    /// Parses `arguments` (without the program name), runs the command and returns its exit status.
    package static func run(_ arguments: [String], in context: CommandContext) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            if let subcommand = command as? SpecimenSubcommand {
                return subcommand.execute(in: context).rawValue
            }
            // ArgumentParser's own commands (`help build`) end by throwing a clean exit.
            try command.run()
            context.console.err(helpMessage() + "\n")
            return ExitStatus.unusable.rawValue
        } catch {
            if exitCode(for: error) == .success {
                context.console.out(fullMessage(for: error) + "\n")
                return ExitStatus.clean.rawValue
            }
            context.console.err(fullMessage(for: error) + "\n")
            return ExitStatus.unusable.rawValue
        }
    }

    /// The context of a real run: the local disk, the process's working directory, the terminal.
    package static func processContext() -> CommandContext {
        let environment = ProcessInfo.processInfo.environment
        let terminal = isatty(STDERR_FILENO) != 0 && environment["TERM"] != "dumb"
        let colour = terminal && environment["NO_COLOR"] == nil
        return CommandContext(
            fileSystem: LocalFileSystem(), workingDirectory: FileManager.default.currentDirectoryPath,
            // The throwing `write(contentsOf:)`: the old `write(_:)` traps when the terminal has
            // gone away (EIO after it closed), which crashed `serve` as it said "Stopping.".
            console: Console(out: { try? FileHandle.standardOutput.write(contentsOf: Data($0.utf8)) },
                             err: { try? FileHandle.standardError.write(contentsOf: Data($0.utf8)) }, usesColour: colour, showsProgress: terminal))
    }
}
