import Foundation
import SpecimenFormats
import SpecimenKit

/// What `specimen init` adds for editors (Docs/content.md, Editor support): the JSON Schemas in
/// `schemas/` (where `specimen schema` writes them, so running it later updates them), a
/// `yaml-language-server` modeline at the top of `site.yml` and `registry.yml` pointing at their
/// schemas by a path relative to the file, and VS Code's `.vscode/settings.json` (the same
/// mapping, for Red Hat's YAML extension) and `.vscode/extensions.json` (recommending it).
/// A value, so that `InitCommand` only decides where the files go.
struct EditorSettings {
    /// The content folder inside the new site (`Content`), where site.yml and registry.yml are.
    var contentFolder: String

    /// The folder of the schemas inside the new site.
    static let schemasFolder = SchemaCommand.defaultFolder
    /// The extension that reads the schemas and the modelines.
    static let yamlExtension = "redhat.vscode-yaml"

    /// The YAML files that get a modeline, relative to the content folder, with their schemas.
    /// Pages and licences are Markdown, which the YAML extension does not check; their schemas
    /// are written for tools that read front matter.
    static let modelined: [(file: String, schema: SchemaFile)] = [("site.yml", .site), ("registry.yml", .registry)]

    /// The schemas, `.vscode/settings.json` and `.vscode/extensions.json`, relative to the site's folder.
    var files: [StarterSite.File] {
        let generator = JSONSchemaGenerator()
        return SchemaFile.all.map { StarterSite.File(path: joinPath(Self.schemasFolder, $0.fileName), contents: Data(generator.bytes($0))) }
            + [StarterSite.File(path: ".vscode/settings.json", contents: Data(settings.utf8)),
               StarterSite.File(path: ".vscode/extensions.json", contents: Data(extensions.utf8))]
    }

    /// The folders `files` go into.
    static let folders = [schemasFolder, ".vscode"]

    /// What init does with `files` in a folder where `exists` tells which paths (relative to
    /// it) are taken: it writes the others and leaves those as they are, as it does a `.gitignore`.
    struct Plan {
        /// The files to write.
        var files: [StarterSite.File]
        /// The files left as they were, by path.
        var kept: [String]
        /// What to remove when writing fails half-way: the files written and the folders made.
        var removedOnFailure: [String]
    }

    func plan(exists: (String) -> Bool) -> Plan {
        let kept = files.map(\.path).filter(exists)
        let written = files.filter { !kept.contains($0.path) }
        return Plan(files: written, kept: kept, removedOnFailure: written.map(\.path) + Self.folders.filter { !exists($0) })
    }

    /// The lines init prints about the editor settings.
    func summary(of plan: Plan) -> [String] {
        var lines = ["  \(Self.schemasFolder)/ JSON Schemas and .vscode/ settings: editors complete and check site.yml and registry.yml as you type"]
        if !plan.kept.isEmpty {
            lines.append("  \(plan.kept.joined(separator: ", ")) \(plan.kept.count == 1 ? "exists" : "exist") and \(plan.kept.count == 1 ? "was" : "were") left as \(plan.kept.count == 1 ? "it is" : "they are"); `specimen schema` writes the schemas")
        }
        return lines
    }

    /// `files` with a modeline at the top of each of `modelined` (the others as they are).
    func addingModelines(to files: [StarterSite.File]) -> [StarterSite.File] {
        files.map { file in
            guard let entry = Self.modelined.first(where: { joinPath(contentFolder, $0.file) == file.path }) else { return file }
            return StarterSite.File(path: file.path, contents: Data(modeline(for: entry.schema).utf8) + file.contents)
        }
    }

    /// The modeline of a file directly inside the content folder: a comment, so Specimen reads
    /// the file as before, naming the schema by a path relative to the file.
    func modeline(for schema: SchemaFile) -> String {
        let depth = contentFolder.split(separator: "/").filter { $0 != "." }.count
        return "# yaml-language-server: $schema=\(String(repeating: "../", count: depth))\(Self.schemasFolder)/\(schema.fileName)\n"
    }

    /// `yaml.schemas`: schema path (from the workspace's root) to the file it is for.
    var settings: String {
        let mapping = JSONNode(.object(Self.modelined.map { entry in
            JSONNode.Member(key: "./\(Self.schemasFolder)/\(entry.schema.fileName)", value: JSONNode(.string(joinPath(contentFolder, entry.file))))
        }))
        return JSONWriter(.indented).text(JSONNode(.object([JSONNode.Member(key: "yaml.schemas", value: mapping)]))) + "\n"
    }

    /// The extension to recommend when the folder is opened.
    var extensions: String {
        JSONWriter(.indented).text(JSONNode(members: [("recommendations", JSONNode(strings: [Self.yamlExtension]))])) + "\n"
    }
}
