import ArgumentParser
import Foundation
import SpecimenKit

/// `specimen theme list`: every file of the built-in theme and whether the site's templates
/// folder replaces it, so that after an upgrade a team sees which of its copies to compare
/// with the new built-in file (and which are identical and can simply be deleted).
struct ThemeListCommand: ParsableCommand, SpecimenSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the built-in theme's files and which ones Templates/ replaces.")

    @OptionGroup var site: SiteOptions

    func execute(in context: CommandContext) -> ExitStatus {
        let folder = site.siteInput(workingDirectory: context.workingDirectory).templatesDirectory
        let width = BuiltInTheme.paths.map(\.count).max() ?? 0
        var lines: [String] = []
        for (path, data) in BuiltInTheme.files {
            let own = try? context.fileSystem.readFile(at: joinPath(folder, path))
            let state = switch own {
            case nil: "built in"
            case data?: "in \(folder)/, same as the built-in file"
            default: "in \(folder)/, changed"
            }
            lines.append(path.padding(toLength: width + 2, withPad: " ", startingAt: 0) + state)
        }
        context.console.out(lines.joined(separator: "\n") + "\n")
        return .clean
    }
}
