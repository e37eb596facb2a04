import Foundation
import SpecimenKit

/// The site `specimen init` creates: the sample content of `Starter/Content/` (compiled into the
/// program: `StarterFiles`, written by script/embed-starter) and a `.gitignore` for what builds
/// write. No theme: the built-in one is used until `specimen theme eject` copies files out. A
/// value, so that `InitCommand` only decides where it goes.
struct StarterSite {
    /// A file of the new site, at a path relative to the site's folder.
    struct File: Equatable {
        var path: String
        var contents: Data
    }

    /// Where the content goes inside the new site's folder, and where builds will write (for
    /// the `.gitignore`); the same options, with the same defaults, as every command.
    var contentFolder: String
    var outputFolder: String

    /// The sample content's files, relative to the content folder, in path order.
    static var contentFiles: [File] { decode(StarterFiles.content) }
    /// Where the GitHub workflow goes, relative to the site's folder.
    static let workflowPath = ".github/workflows/specimen.yml"

    /// The GitHub workflow that checks pull requests and publishes to Pages with the action in
    /// Specimen's repository (`action.yml`); its `content:` names the content folder when it is
    /// not the default one.
    var workflow: File {
        var text = String(decoding: Data(base64Encoded: StarterFiles.workflow) ?? Data(), as: UTF8.self)
        if contentFolder != "Content" {
            text = text.replacingOccurrences(of: "          build: ${{ github.event_name != 'pull_request' }}\n",
                                             with: "          content: \(contentFolder)\n          build: ${{ github.event_name != 'pull_request' }}\n")
        }
        return File(path: Self.workflowPath, contents: Data(text.utf8))
    }

    /// Every file of the new site, relative to its folder: content, the GitHub workflow, then the
    /// `.gitignore` when builds write inside the folder.
    var files: [File] {
        var files = Self.contentFiles.map { File(path: joinPath(contentFolder, $0.path), contents: $0.contents) }
        files.append(workflow)
        if let gitignore { files.append(File(path: ".gitignore", contents: Data(gitignore.utf8))) }
        return files
    }

    /// The lines that keep built output, the build cache and the swap folders of an interrupted
    /// build out of git; nil when the output folder is outside the site's folder.
    var gitignore: String? {
        guard !outputFolder.hasPrefix("/"), !outputFolder.split(separator: "/").contains("..") else { return nil }
        let parts = outputFolder.split(separator: "/").filter { $0 != "." }
        guard let name = parts.last else { return nil }
        let parent = parts.dropLast().map { "/" + $0 }.joined()
        return """
            # Written by `specimen build` and `specimen serve`: the built site, the build cache, and the
            # folders a build swaps the site through.
            \(parent)/\(name)/
            \(parent)/.specimen-cache/
            \(parent)/.\(name).specimen-staging/
            \(parent)/.\(name).specimen-old/

            """
    }

    private static func decode(_ entries: [(path: String, base64: String)]) -> [File] {
        // script/embed-starter wrote the base64; should it ever be wrong, the file comes out empty,
        // which InitCommandTests (comparing with the folders on disk) reports.
        entries.map { File(path: $0.path, contents: Data(base64Encoded: $0.base64) ?? Data()) }
    }
}
