import Foundation
import Testing
@testable import SpecimenCommands
import SpecimenFormats
import SpecimenKit
import SpecimenTestSupport

/// `specimen init`: the new site builds clean in strict mode, the embedded files are the
/// repository's, and nothing that exists is ever overwritten.
@Suite struct InitCommandTests {
    /// Runs `arguments` against `fs`, so that several commands can see one another's files.
    private func run(_ arguments: [String], on fs: any FileSystem) -> (status: Int32, out: String, err: String) {
        let recorder = RecordingConsole()
        let status = SpecimenCLI.run(arguments, in: CommandContext(fileSystem: fs, workingDirectory: "/site", console: recorder.console))
        return (status, recorder.standardOutput, recorder.standardError)
    }

    @Test func theNewSiteBuildsWithNoDiagnosticsInStrictMode() throws {
        let fs = InMemoryFileSystem()
        let created = run(["init", "new"], on: fs)
        #expect(created.status == 0)
        #expect(created.out.hasPrefix("Created a new site in new/:\n"))
        #expect(created.out.hasSuffix("Next: cd new && specimen serve\n"))
        #expect(fs.kind(at: "new/Content/site.yml") == .file)
        #expect(fs.kind(at: "new/Templates") == nil, "the theme is built in: init writes none of it")

        let built = run(["build", "--strict", "--content", "new/Content", "--output", "new/Public"], on: fs)
        #expect(built.status == 0)
        #expect(built.err.hasPrefix("0 errors, 0 warnings in 4 pages; built "), "\(built.err)")
        let site = fs.files.keys.filter { $0.hasPrefix("new/Public/") }
        for page in ["index.html", "components/button/index.html", "rules/index.html", "tokens/index.html", "licensing/index.html", "licensing/design-assets/index.html"] {
            #expect(site.contains("new/Public/" + page), "\(page) missing")
        }
        let button = String(decoding: try fs.readFile(at: "new/Public/components/button/index.html"), as: UTF8.self)
        #expect(button.contains("arrow-right.svg"), "the download box of the starter's asset")
        // A file under 1,000 bytes: its size is exact already and is not repeated in brackets.
        let svg = try #require(StarterSite.contentFiles.first { $0.path == "assets/downloads/arrow-right.svg" })
        #expect(svg.contents.count < 1000)
        #expect(button.contains("<span class=\"asset__size\">\(svg.contents.count) bytes</span></dd>"))
        // WCAG has no AAA level for UI components: the AAA cell of a `ui` pair is empty (drawn as a dash).
        let ui = try #require(button.range(of: "<td data-label=\"Use\">ui</td>"))
        let row = button[ui.upperBound...].prefix(600)
        #expect(row.contains("</td>\n<td class=\"verdict-cell\" data-label=\"AAA\"></td>\n</tr>"), "\(row)")
    }

    @Test func theEmbeddedFilesAreTheRepositorysStarterAndTheme() throws {
        let theme = BuiltInTheme.files.map { StarterSite.File(path: $0.path, contents: $0.data) }
        for (folder, embedded) in [("Starter/Content", StarterSite.contentFiles), ("Theme", theme)] {
            let root = URL(fileURLWithPath: RepositoryPaths.root + "/" + folder)
            let walker = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]))
            var onDisk: [String: Data] = [:]
            for case let url as URL in walker where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
                onDisk[String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))] = try Data(contentsOf: url)
            }
            #expect(!onDisk.isEmpty)
            let stale = "\(folder) changed since it was embedded (StarterFiles.swift, BuiltInThemeFiles.swift): run script/embed-starter"
            #expect(embedded.map(\.path) == onDisk.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }, "\(stale)")
            for file in embedded { #expect(file.contents == onDisk[file.path], "\(folder)/\(file.path) differs. \(stale)") }
        }
    }

    /// The path `relative` names from the folder of `file` (`new/Content/site.yml`, `../schemas/x`).
    private func resolve(_ relative: String, from file: String) -> String {
        var parts = file.split(separator: "/").dropLast().map(String.init)
        for part in relative.split(separator: "/") {
            if part == ".." { parts.removeLast() } else if part != "." { parts.append(String(part)) }
        }
        return parts.joined(separator: "/")
    }

    @Test func theNewSiteHasEditorSettingsAndIsValidAgainstItsSchemas() throws {
        let fs = InMemoryFileSystem()
        let created = run(["init", "new"], on: fs)
        #expect(created.status == 0)
        #expect(created.out.contains("\n  schemas/ JSON Schemas and .vscode/ settings: editors complete and check site.yml and registry.yml as you type\n"))
        for schema in SchemaFile.all {
            #expect(fs.files["new/schemas/" + schema.fileName] == Data(JSONSchemaGenerator().bytes(schema)), "\(schema.fileName)")
        }
        // The modeline is the first line and names the schema relative to the file.
        for (file, schema) in [("new/Content/site.yml", SchemaFile.site), ("new/Content/registry.yml", .registry)] {
            let text = String(decoding: try fs.readFile(at: file), as: UTF8.self)
            let first = try #require(text.split(separator: "\n").first)
            #expect(first == "# yaml-language-server: $schema=../schemas/\(schema.fileName)")
            #expect(resolve(String(first.dropFirst("# yaml-language-server: $schema=".count)), from: file) == "new/schemas/" + schema.fileName)
        }
        // VS Code: the same schemas for the same files, from the workspace's root, and the extension that reads them.
        let settings = try JSONReader().read(String(decoding: try fs.readFile(at: "new/.vscode/settings.json"), as: UTF8.self)).get()
        let mapping = try #require(settings["yaml.schemas"]?.members)
        #expect(mapping.map { "\($0.key) \($0.value.string ?? "")" } == ["./schemas/site.schema.json Content/site.yml", "./schemas/registry.schema.json Content/registry.yml"])
        for entry in mapping {
            #expect(fs.kind(at: resolve(entry.key, from: "new/x")) == .file && fs.kind(at: "new/" + (entry.value.string ?? "")) == .file)
        }
        let extensions = try JSONReader().read(String(decoding: try fs.readFile(at: "new/.vscode/extensions.json"), as: UTF8.self)).get()
        #expect(extensions["recommendations"]?.array?.compactMap(\.string) == ["redhat.vscode-yaml"])

        // What init writes validates: site.yml, registry.yml, front matter, the licence, every block.
        var documents: [SiteDocument] = []
        for path in fs.files.keys.sorted() where path.hasPrefix("new/Content/") {
            let text = String(decoding: try fs.readFile(at: path), as: UTF8.self)
            documents += SiteDocuments.of(String(path.dropFirst("new/Content/".count)), text: text, file: path)
        }
        #expect(Set(documents.map(\.schema.fileName)).isSuperset(of: ["site.schema.json", "registry.schema.json", "front-matter.schema.json",
                                                                      "licence.schema.json", "block-spec.schema.json"]))
        let problems = documents.flatMap { $0.problems() }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func theModelinesFollowANestedContentFolderAndExistingSettingsAreKept() throws {
        let fs = InMemoryFileSystem(files: ["site/.vscode/settings.json": "{\"editor.tabSize\": 2}\n", "site/schemas/notes.md": "mine"])
        let created = run(["init", "site", "--content", "docs/content"], on: fs)
        #expect(created.status == 0)
        let text = String(decoding: try fs.readFile(at: "site/docs/content/registry.yml"), as: UTF8.self)
        #expect(text.hasPrefix("# yaml-language-server: $schema=../../schemas/registry.schema.json\n"))
        #expect(String(decoding: try fs.readFile(at: "site/.vscode/settings.json"), as: UTF8.self) == "{\"editor.tabSize\": 2}\n")
        #expect(created.out.contains("\n  .vscode/settings.json exists and was left as it is; `specimen schema` writes the schemas\n"))
        #expect(fs.kind(at: "site/.vscode/extensions.json") == .file && fs.kind(at: "site/schemas/site.schema.json") == .file)
        #expect(fs.files["site/schemas/notes.md"] == Data("mine".utf8))
        let settings = EditorSettings(contentFolder: "docs/content").settings
        #expect(settings.contains("\"./schemas/site.schema.json\": \"docs/content/site.yml\""))
    }

    @Test func anExistingContentFolderStopsItBeforeWritingAnything() {
        let fs = InMemoryFileSystem(files: ["new/Content/mine.md": "mine"])
        let result = run(["init", "new"], on: fs)
        #expect(result.status == 2)
        #expect(result.err == "specimen: error: `new/Content` already exists; init writes only into a new site and changes nothing\n")
        #expect(fs.files.keys.sorted() == ["new/Content/mine.md"])
    }

    @Test func aSiteWithItsOwnTemplatesKeepsThemAndGetsTheRestFromTheBuiltInTheme() throws {
        let fs = InMemoryFileSystem(files: ["new/Templates/partials/footer.mustache": "<footer class=\"ours\">{{strings.home}}</footer>\n"])
        #expect(run(["init", "new"], on: fs).status == 0)
        #expect(fs.files.keys.filter { $0.hasPrefix("new/Templates/") } == ["new/Templates/partials/footer.mustache"])
        let built = run(["build", "--strict", "--content", "new/Content", "--templates", "new/Templates", "--output", "new/Public"], on: fs)
        #expect(built.status == 0, "\(built.err)")
        let home = String(decoding: try fs.readFile(at: "new/Public/index.html"), as: UTF8.self)
        #expect(home.contains("<footer class=\"ours\">Home</footer>"))
        #expect(home.contains("<header") && fs.kind(at: "new/Public/theme/specimen.css") == .file, "the rest is the built-in theme")
    }

    @Test func anExistingGitignoreIsLeftAsItIsAndTheLinesToAddAreShown() throws {
        let fs = InMemoryFileSystem(files: ["README.md": "mine", ".gitignore": "node_modules/\n"])
        let result = run(["init", "."], on: fs)
        #expect(result.status == 0)
        #expect(String(decoding: try fs.readFile(at: ".gitignore"), as: UTF8.self) == "node_modules/\n")
        #expect(result.out.contains(".gitignore exists and was left as it is; add to it: /Public/ /.specimen-cache/ /.Public.specimen-staging/ /.Public.specimen-old/\n"))
        #expect(result.out.hasSuffix("Next: specimen serve\n"))
        #expect(fs.kind(at: "Content/index.md") == .file)
    }

    @Test func theFolderOptionsNameFoldersInsideTheNewSite() throws {
        let fs = InMemoryFileSystem()
        let result = run(["init", "my site", "--content", "docs", "--output", "out/site"], on: fs)
        #expect(result.status == 0)
        #expect(fs.kind(at: "my site/docs/site.yml") == .file)
        #expect(result.out.hasSuffix("Next: cd 'my site' && specimen serve --content docs --output out/site\n"))
        let ignored = String(decoding: try fs.readFile(at: "my site/.gitignore"), as: UTF8.self)
        #expect(ignored.contains("\n/out/site/\n/out/.specimen-cache/\n/out/.site.specimen-staging/\n/out/.site.specimen-old/\n"))

        for outside in [["--content", "../elsewhere"], ["--content", "/abs"], ["--content", "."]] {
            let refused = run(["init", "other"] + outside, on: fs)
            #expect(refused.status == 2, "\(outside)")
            #expect(refused.err.contains("must name a folder inside `other`"))
        }
        #expect(fs.kind(at: "other") == nil)
    }

    @Test func noGitignoreWhenTheSiteIsBuiltOutsideItsFolder() {
        #expect(StarterSite(contentFolder: "Content", outputFolder: "/var/www").gitignore == nil)
        #expect(StarterSite(contentFolder: "Content", outputFolder: "../www").gitignore == nil)
        #expect(StarterSite(contentFolder: "Content", outputFolder: "/var/www").files.allSatisfy { $0.path != ".gitignore" })
    }

    @Test func aFailedWriteOfTheEditorSettingsRemovesWhatInitWrote() {
        let before = StarterSite(contentFolder: "Content", outputFolder: "Public").files.count
        let disk = InMemoryFileSystem(files: ["new/.vscode/mine.json": "{}"])
        let result = run(["init", "new"], on: WatchedFileSystem(base: disk, writesBeforeFailing: before + 3))
        #expect(result.status == 2)
        #expect(disk.files.keys.sorted() == ["new/.vscode/mine.json"])
        #expect(disk.kind(at: "new/schemas") == nil)
    }

    @Test func aFailedWriteRemovesWhatInitWrote() {
        let disk = InMemoryFileSystem(files: ["new/notes.txt": "mine"])
        let result = run(["init", "new"], on: WatchedFileSystem(base: disk, writesBeforeFailing: 5))
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("specimen: error: could not write the new site into `new`: "))
        #expect(disk.files.keys.sorted() == ["new/notes.txt"])
        #expect(disk.kind(at: "new/Content") == nil)
    }

    /// The GitHub workflow: the action with the site's content folder, never over one that exists.
    @Test func writesTheGitHubWorkflowUnlessThereIsOne() throws {
        let fs = InMemoryFileSystem()
        let created = run(["init", "new"], on: fs)
        #expect(created.out.contains("  .github/workflows/specimen.yml: checks pull requests and publishes to GitHub Pages"))
        let workflow = String(decoding: try fs.readFile(at: "new/.github/workflows/specimen.yml"), as: UTF8.self)
        #expect(workflow.contains("      - uses: specimen-design/specimen@v1\n        with:\n          build: ${{ github.event_name != 'pull_request' }}\n"))
        #expect(workflow.contains("fetch-depth: 0") && !workflow.contains("          content:"))

        let other = InMemoryFileSystem(files: ["docs/.github/workflows/specimen.yml": "ours"])
        let result = run(["init", "docs", "--content", "guides"], on: other)
        #expect(result.status == 0 && result.out.contains(".github/workflows/specimen.yml exists and was left as it is"))
        #expect(String(decoding: try other.readFile(at: "docs/.github/workflows/specimen.yml"), as: UTF8.self) == "ours")
        let site = StarterSite(contentFolder: "guides", outputFolder: "Public").workflow
        #expect(String(decoding: site.contents, as: UTF8.self).contains("          content: guides\n          build:"))
    }
}

