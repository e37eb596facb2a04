import Foundation
import Testing
@testable import SpecimenCommands
import SpecimenKit
import SpecimenTestSupport

/// `specimen theme eject` and `theme list`: files come out of the built-in theme byte for byte,
/// nothing in `Templates/` is ever overwritten, and names that match nothing stop the command.
@Suite struct ThemeCommandTests {
    private func run(_ arguments: [String], on fs: any FileSystem) -> (status: Int32, out: String, err: String) {
        let recorder = RecordingConsole()
        let status = SpecimenCLI.run(arguments, in: CommandContext(fileSystem: fs, workingDirectory: "/site", console: recorder.console))
        return (status, recorder.standardOutput, recorder.standardError)
    }

    @Test func ejectCopiesTheNamedFilesAndFoldersOnly() throws {
        let fs = InMemoryFileSystem()
        let result = run(["theme", "eject", "partials/footer", "i18n/", "theme/specimen.css"], on: fs)
        #expect(result.status == 0, "\(result.err)")
        #expect(fs.files.keys.sorted() == ["Templates/i18n/en.yml", "Templates/i18n/vi.yml", "Templates/partials/footer.mustache", "Templates/theme/specimen.css"])
        for path in ["partials/footer.mustache", "theme/specimen.css", "i18n/en.yml"] {
            #expect(try fs.readFile(at: "Templates/" + path) == BuiltInTheme.data(at: path))
        }
        #expect(result.out.contains("  partials/footer.mustache\n") && result.out.contains("Every other file stays built in"))
    }

    @Test func ejectWithoutNamesCopiesTheWholeThemeIntoTheNamedFolder() {
        let fs = InMemoryFileSystem()
        #expect(run(["theme", "eject", "--templates", "theme-copy"], on: fs).status == 0)
        #expect(fs.files.keys.sorted() == BuiltInTheme.paths.map { "theme-copy/" + $0 })
    }

    @Test func ejectNeverOverwritesAFileTheSiteHas() throws {
        let fs = InMemoryFileSystem(files: ["Templates/partials/footer.mustache": "ours"])
        let result = run(["theme", "eject", "partials"], on: fs)
        #expect(result.status == 0)
        #expect(String(decoding: try fs.readFile(at: "Templates/partials/footer.mustache"), as: UTF8.self) == "ours")
        #expect(result.out.contains("Already in Templates/, left as it is:\n  partials/footer.mustache\n"))
        #expect(fs.kind(at: "Templates/partials/header.mustache") == .file)
    }

    @Test func anUnknownNameCopiesNothingAndSuggests() {
        let fs = InMemoryFileSystem()
        let result = run(["theme", "eject", "partials/footer", "partials/foter"], on: fs)
        #expect(result.status == 2)
        #expect(result.err.contains("`partials/foter` is not a file of the built-in theme (did you mean `partials/footer`?)"))
        #expect(fs.files.isEmpty)
    }

    @Test func listSaysWhichFilesTheSiteReplaces() throws {
        let fs = InMemoryFileSystem(files: ["Templates/partials/footer.mustache": "ours", "Templates/layout.mustache": String(decoding: try #require(BuiltInTheme.data(at: "layout.mustache")), as: UTF8.self)])
        let result = run(["theme", "list"], on: fs)
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n").map { $0.split(separator: " ", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) } }
        let states = Dictionary(uniqueKeysWithValues: lines.map { ($0[0], $0[1]) })
        #expect(states.count == BuiltInTheme.paths.count)
        #expect(states["partials/footer.mustache"] == "in Templates/, changed")
        #expect(states["layout.mustache"] == "in Templates/, same as the built-in file")
        #expect(states["page.mustache"] == "built in")
    }

    /// Without `--templates`, a site with no `Templates/` builds with the built-in theme; a
    /// folder named with `--templates` that does not exist is a typo, and stops the build.
    @Test func aTemplatesFolderNamedOnTheCommandLineMustExist() {
        let fs = InMemoryFileSystem(files: ["Content/site.yml": "title: T\n", "Content/index.md": "---\ntitle: Home\n---\nHi.\n"])
        let plain = run(["build", "--strict"], on: fs)
        #expect(plain.status == 0, "\(plain.err)")
        #expect(fs.kind(at: "Public/theme/specimen.css") == .file)
        let typo = run(["build", "--templates", "Templats"], on: fs)
        #expect(typo.status == 2)
        #expect(typo.err == "specimen: error: no folder at `Templats`\n")
    }
}
