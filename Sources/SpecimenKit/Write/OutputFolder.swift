/// Decides, before anything is written, where a build may put its site. A build replaces the
/// whole output folder, so the folder must be Specimen's: `--output docs` on a folder of notes,
/// or `--output notes.txt`, must be refused, not emptied. A folder is Specimen's when it does
/// not exist, holds nothing but what publishing tools keep there (`keptNames`), carries the
/// marker every build leaves (`markerName`), or has a build cache beside it (a site built before
/// the marker existed).
package struct OutputFolder: Sendable {
    package let fileSystem: any FileSystem

    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The file every build writes into the site, which says the folder is Specimen's.
    package static let markerName = ".specimen-site"
    /// What the marker says to someone who finds it.
    package static let markerText = "This folder is written by Specimen: every `specimen build` replaces what is in it.\n"
    /// What an output folder may hold that Specimen did not write, kept through every build: a
    /// placeholder, a gh-pages worktree's `.git`, GitHub Pages' `CNAME` and `.nojekyll`.
    package static let keptNames = [".gitkeep", ".git", "CNAME", ".nojekyll"]

    /// The real place of `output`: a symbolic link to a folder is followed (the site is built
    /// into its target, the link left as it is), and so are links in every parent.
    package func resolve(_ output: String) -> String {
        fileSystem.resolvedPath(output)
    }

    /// Why the site must not be written to `output` (as the user wrote it), or nil when it may.
    package func refusal(output: String, input: SiteInput) -> String? {
        let resolved = resolve(output)
        if resolved == "/" { return "refusing to write the site to `/`" }
        // Older versions' content folders (`site.yml` `versions:`) are sources too.
        let versions = ContentLoader(fileSystem: fileSystem).versionFolders(input).map { ("version \($0.setting.id)'s content", $0.folder) }
        for (name, folder) in [("content", input.contentDirectory), ("templates", input.templatesDirectory)] + versions {
            let source = fileSystem.resolvedPath(folder)
            if resolved == source || source.hasPrefix(resolved + "/") || resolved.hasPrefix(source + "/") {
                return "refusing to write the site to `\(output)`: it overlaps the \(name) folder `\(folder)`"
            }
        }
        switch fileSystem.kind(at: resolved) {
        case nil:
            return nil
        case .directory:
            return foreignEntries(in: resolved).map { names in
                "refusing to write the site to `\(output)`: it holds files Specimen did not write (\(names)), which a build would replace; "
                    + "choose an empty or new folder, or move them out"
            }
        case .file, .symbolicLink:
            return "refusing to write the site to `\(output)`: it is a file, not a folder"
        }
    }

    /// The first few names in the folder that make it someone else's, or nil when it is Specimen's.
    private func foreignEntries(in folder: String) -> String? {
        guard fileSystem.kind(at: BuildCache.path(forOutput: folder)) != .file,
              fileSystem.kind(at: joinPath(folder, Self.markerName)) != .file else { return nil }
        guard let names = try? fileSystem.contentsOfDirectory(at: folder) else { return "a folder Specimen cannot list" }
        let foreign = names.filter { !Self.keptNames.contains($0) }.sorted()
        guard !foreign.isEmpty else { return nil }
        return foreign.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + (foreign.count > 3 ? " and \(foreign.count - 3) more" : "")
    }
}
