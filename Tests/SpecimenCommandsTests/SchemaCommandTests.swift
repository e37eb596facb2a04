import Foundation
import Testing
@testable import SpecimenCommands
import SpecimenKit
import SpecimenTestSupport

/// `specimen schema [--output DIR]`: writes every schema file, says what it wrote, replaces only
/// its own files.
@Suite struct SchemaCommandTests {
    @Test func writesEverySchemaIntoSchemasAndListsThem() throws {
        let result = run(["schema"], files: ["schemas/notes.txt": "mine"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.isEmpty)
        let written = result.fs.files.keys.filter { $0.hasPrefix("schemas/") }.sorted()
        #expect(written == (SchemaFile.all.map { "schemas/" + $0.fileName } + ["schemas/notes.txt"]).sorted())
        for file in SchemaFile.all {
            #expect(result.fs.files["schemas/" + file.fileName] == Data(JSONSchemaGenerator().bytes(file)))
        }
        #expect(result.fs.files["schemas/notes.txt"] == Data("mine".utf8))
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Wrote 11 JSON Schemas:")
        #expect(lines.contains("  schemas/site.schema.json           site.yml"))
        #expect(lines.contains("  schemas/front-matter.schema.json   front matter of guideline pages"))
        #expect(lines.contains("  schemas/block-caution.schema.json  ```caution blocks"))
        #expect(lines.count == 13 && lines.last == "")
    }

    @Test func outputChoosesTheFolderAndARunAgainWritesTheSameBytes() throws {
        let fs = InMemoryFileSystem()
        let recorder = RecordingConsole()
        let context = CommandContext(fileSystem: fs, workingDirectory: "/site", console: recorder.console)
        #expect(SpecimenCLI.run(["schema", "--output", "/site/editor/json/"], in: context) == 0)
        let first = fs.files
        #expect(first.keys.sorted() == SchemaFile.all.map { "editor/json/" + $0.fileName }.sorted())
        #expect(recorder.standardOutput.contains("  editor/json/registry.schema.json       registry.yml\n"))
        #expect(SpecimenCLI.run(["schema", "--output", "editor/json"], in: context) == 0)
        #expect(fs.files == first)
    }

    @Test func aFileWhereTheFolderGoesStopsIt() {
        let result = run(["schema", "--output", "taken"], files: ["taken": "a file"])
        #expect(result.status == 2)
        #expect(result.err == "specimen: error: `taken` exists and is not a folder\n")
        #expect(result.out.isEmpty && result.fs.files.keys.sorted() == ["taken"])
    }
}
