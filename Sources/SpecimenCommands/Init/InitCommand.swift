import ArgumentParser
import Foundation
import SpecimenKit

/// `specimen init DIR`: creates a new site with sample content, ready for `specimen serve` with the
/// built-in theme (no `Templates/`: `specimen theme eject` copies files out when a team wants to
/// change one). It never overwrites: when the content folder already exists it writes nothing and
/// says so, and when writing fails half-way it removes what it wrote.
struct InitCommand: ParsableCommand, SpecimenSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Create a new site with sample content, using the built-in theme.",
        discussion: "DIR is created when missing. --content and --output name folders inside it; nothing that exists is overwritten.")

    @Argument(help: ArgumentHelp("The folder of the new site.", valueName: "DIR"))
    var directory: String

    @OptionGroup var site: SiteOptions

    func execute(in context: CommandContext) -> ExitStatus {
        let fileSystem = context.fileSystem
        for (option, path) in [("--content", site.content)]
        where path.hasPrefix("/") || path.split(separator: "/").contains("..") || path.split(separator: "/").allSatisfy({ $0 == "." }) {
            return fail("\(option) `\(path)` must name a folder inside `\(directory)`", context: context)
        }
        let root = SiteOptions.display(directory.hasPrefix("/") ? directory : joinPath(context.workingDirectory, directory), context.workingDirectory)
        let starter = StarterSite(contentFolder: site.content, outputFolder: site.output)
        let place = { (path: String) in joinPath(root, path) }

        if let kind = fileSystem.kind(at: root), kind != .directory {
            return fail("`\(root)` exists and is not a folder", context: context)
        }
        let taken = [site.content].filter { fileSystem.kind(at: place($0)) != nil }
        if !taken.isEmpty {
            let list = taken.map { "`\(place($0))`" }.joined(separator: " and ")
            return fail("\(list) already \(taken.count == 1 ? "exists" : "exist"); init writes only into a new site and changes nothing", context: context)
        }
        let keepsGitignore = fileSystem.kind(at: place(".gitignore")) != nil
        let keepsWorkflow = fileSystem.kind(at: place(StarterSite.workflowPath)) != nil
        let editor = EditorSettings(contentFolder: site.content)
        let editorPlan = editor.plan { fileSystem.kind(at: place($0)) != nil }
        let files = editor.addingModelines(to: starter.files.filter { !(keepsGitignore && $0.path == ".gitignore") && !(keepsWorkflow && $0.path == StarterSite.workflowPath) })
            + editorPlan.files

        do {
            for file in files {
                let path = place(file.path)
                if let slash = path.lastIndex(of: "/") { try fileSystem.createDirectory(at: String(path[..<slash])) }
                try fileSystem.writeFile(at: path, contents: file.contents)
            }
        } catch {
            for created in [site.content] + (keepsGitignore ? [] : [".gitignore"]) + (keepsWorkflow ? [] : [StarterSite.workflowPath]) + editorPlan.removedOnFailure {
                try? fileSystem.removeItem(at: place(created))
            }
            return fail("could not write the new site into `\(root)`: \(error)", context: context)
        }

        var lines = ["Created a new site in \(root)/:"]
        lines.append("  \(site.content)/ \(StarterSite.contentFiles.count) files of sample content: pages, spec blocks, registry, tokens, a licence")
        lines.append("  no theme files: the built-in theme is used (`specimen theme eject FILE` copies one out to change it)")
        lines.append(keepsWorkflow ? "  \(StarterSite.workflowPath) exists and was left as it is"
                                   : "  \(StarterSite.workflowPath): checks pull requests and publishes to GitHub Pages (turn Pages on: Settings → Pages → GitHub Actions)")
        if let gitignore = starter.gitignore {
            if keepsGitignore {
                let entries = gitignore.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: " ")
                lines.append("  .gitignore exists and was left as it is; add to it: \(entries)")
            } else {
                lines.append("  .gitignore for the built site and the build cache")
            }
        }
        lines += editor.summary(of: editorPlan)
        let options = [("--content", site.content, "Content"), ("--output", site.output, "Public")]
            .filter { $0.1 != $0.2 }.map { " \($0.0) \(Self.quoted($0.1))" }.joined()
        let enter = root == "." || root.isEmpty ? "" : "cd \(Self.quoted(root)) && "
        lines.append("Next: \(enter)specimen serve\(options)")
        context.console.out(lines.joined(separator: "\n") + "\n")
        return .clean
    }

    /// A path as a shell would need it typed.
    private static func quoted(_ path: String) -> String {
        path.allSatisfy { $0.isLetter || $0.isNumber || "-_./".contains($0) } ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
