import ArgumentParser
import Foundation
import SpecimenKit

/// `specimen theme eject [FILE…]`: copies files of the built-in theme into the site's templates
/// folder, where the build prefers them to the built-in ones. It never overwrites a file that is
/// already there (that would throw away a team's changes): those are named and left alone.
struct ThemeEjectCommand: ParsableCommand, SpecimenSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "eject", abstract: "Copy built-in theme files into Templates/ to change them.",
        discussion: """
            FILE is a path inside the theme (partials/footer.mustache, theme/specimen.css), the same without \
            .mustache, or a folder (partials); none copies every file. Files already in Templates/ are left as they are. \
            `specimen theme list` shows every file and which ones the site replaces.
            """)

    @Argument(help: ArgumentHelp("Files or folders of the built-in theme.", valueName: "FILE"))
    var files: [String] = []

    @OptionGroup var site: SiteOptions

    func execute(in context: CommandContext) -> ExitStatus {
        let selection = ThemeFileSelection(names: files)
        if !selection.unknown.isEmpty {
            let problems = selection.unknown.map { "`\($0.name)` is not a file of the built-in theme" + ($0.suggestion.map { " (\($0))" } ?? "") }
            return fail(problems.joined(separator: "; ") + "; `specimen theme list` shows them all", context: context)
        }
        let folder = site.siteInput(workingDirectory: context.workingDirectory).templatesDirectory
        let fileSystem = context.fileSystem
        if let kind = fileSystem.kind(at: folder), kind != .directory {
            return fail("`\(folder)` exists and is not a folder", context: context)
        }
        var copied: [String] = [], kept: [String] = []
        do {
            for path in selection.paths {
                let target = joinPath(folder, path)
                if fileSystem.kind(at: target) != nil {
                    kept.append(path)
                    continue
                }
                guard let data = BuiltInTheme.data(at: path) else { continue }
                if let slash = target.lastIndex(of: "/") { try fileSystem.createDirectory(at: String(target[..<slash])) }
                try fileSystem.writeFile(at: target, contents: data)
                copied.append(path)
            }
        } catch {
            return fail("could not copy into `\(folder)`: \(error)", context: context)
        }
        var lines: [String] = []
        if !copied.isEmpty {
            lines.append("Copied into \(folder)/ (the build now uses these instead of the built-in ones):")
            lines += copied.map { "  \($0)" }
        }
        if !kept.isEmpty {
            lines.append("Already in \(folder)/, left as \(kept.count == 1 ? "it is" : "they are"):")
            lines += kept.map { "  \($0)" }
        }
        if copied.count < BuiltInTheme.paths.count {
            lines.append("Every other file stays built in, and gets the theme's fixes when you upgrade specimen.")
        }
        context.console.out(lines.joined(separator: "\n") + "\n")
        return .clean
    }
}
