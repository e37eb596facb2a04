import ArgumentParser
import Foundation
import SpecimenKit

/// `specimen schema`: writes the JSON Schemas of every YAML input (site.yml, registry.yml, front
/// matter, fenced blocks) for editors, from the definitions the parsers read their keys from.
/// It replaces its own files and touches nothing else in the folder.
struct SchemaCommand: ParsableCommand, SpecimenSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "schema", abstract: "Write JSON Schemas for site.yml, registry.yml, front matter and fenced blocks, for editors.",
        discussion: "One file per input, named *.schema.json (JSON Schema draft 2020-12). Files of the same names are replaced; nothing else is touched.")

    /// The folder written when `--output` is not given: beside Content/, where `specimen init`
    /// puts them too, so running this in a site brings its editor settings up to date.
    static let defaultFolder = "schemas"

    @Option(help: ArgumentHelp("The folder to write the schemas into.", valueName: "DIR"))
    var output: String = Self.defaultFolder

    func execute(in context: CommandContext) -> ExitStatus {
        let folder = SiteOptions.display(output, context.workingDirectory)
        if let kind = context.fileSystem.kind(at: folder), kind != .directory {
            return fail("`\(folder)` exists and is not a folder", context: context)
        }
        let generator = JSONSchemaGenerator()
        do {
            try context.fileSystem.createDirectory(at: folder)
            for file in SchemaFile.all {
                try context.fileSystem.writeFile(at: joinPath(folder, file.fileName), contents: Data(generator.bytes(file)))
            }
        } catch {
            return fail("could not write the schemas into `\(folder)`: \(error)", context: context)
        }
        let width = SchemaFile.all.map { joinPath(folder, $0.fileName).count }.max() ?? 0
        var lines = ["Wrote \(SchemaFile.all.count) JSON Schemas:"]
        for file in SchemaFile.all {
            let path = joinPath(folder, file.fileName)
            lines.append("  " + path + String(repeating: " ", count: width - path.count) + "  " + file.describes)
        }
        context.console.out(lines.joined(separator: "\n") + "\n")
        return .clean
    }
}
