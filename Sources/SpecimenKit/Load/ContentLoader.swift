import Foundation

/// Reads a site's sources through a `FileSystem`: the only stage besides `Write` that touches the
/// disk. It lists folders in sorted order, so everything after it is deterministic, and skips
/// hidden files and folders (`.git`, `.DS_Store`).
package struct ContentLoader: Sendable {
    package let fileSystem: any FileSystem
    /// Pages are read and decoded on every core (10,000 files one after another were a
    /// noticeable part of a large build).
    package let parallelism: Parallelism

    package init(fileSystem: any FileSystem, parallelism: Parallelism = .parallel) {
        self.fileSystem = fileSystem
        self.parallelism = parallelism
    }

    /// Throws when `Content/` or `site.yml` is missing, or a templates folder the user named
    /// (`--templates`): what makes a build (and `serve`, before it starts) exit with status 2
    /// rather than report diagnostics. A missing default `Templates/` is the usual case: the
    /// built-in theme is used whole.
    package func checkFolders(_ input: SiteInput) throws {
        let content = input.contentDirectory, templates = input.templatesDirectory
        guard fileSystem.kind(at: content) == .directory else { throw LoadError.missingDirectory(content) }
        switch fileSystem.kind(at: templates) {
        case .directory: break
        case nil where !input.requiresTemplates: break
        default: throw LoadError.missingDirectory(templates)
        }
        let configPath = joinPath(content, "site.yml")
        guard fileSystem.kind(at: configPath) == .file else { throw LoadError.missingSiteConfig(configPath) }
    }

    /// The files of `Content/` and `Templates/`, unread. Throws only when a folder or `site.yml`
    /// is missing or a folder unreadable.
    package func list(_ input: SiteInput) throws -> SourceListing {
        try checkFolders(input)
        let content = input.contentDirectory, templates = input.templatesDirectory
        let (files, outsideLinks) = try listFiles(in: content)
        let templateFiles = fileSystem.kind(at: templates) == .directory ? try listFiles(in: templates).files : []
        var listing = SourceListing(contentFiles: files, outsideLinks: outsideLinks, templateFiles: templateFiles)
        guard let settings = try? fileSystem.readFile(at: joinPath(content, "site.yml")) else { return listing }
        listing.commitDates = commitDates(in: content, settings: settings)
        // Older versions (`versions:`) are listed with the current one, so that their files are
        // stamped and fingerprinted too; a folder without a site is reported by `VersionChecker`.
        for (setting, folder) in versionFolders(ofSettings: settings, content: content) {
            var versionInput = input
            versionInput.contentDirectory = folder
            var versionListing = SourceListing(contentFiles: [], outsideLinks: [], templateFiles: templateFiles)
            (versionListing.contentFiles, versionListing.outsideLinks) = try listFiles(in: folder)
            versionListing.commitDates = (try? fileSystem.readFile(at: joinPath(folder, "site.yml"))).flatMap { commitDates(in: folder, settings: $0) }
            listing.versions.append(SourceListing.Version(setting: setting, input: versionInput, listing: versionListing))
        }
        return listing
    }

    /// The last commit date of each file of the content folder `folder`, when its `site.yml`
    /// (`settings`) may ask for them (`theme: lastUpdated: git`).
    private func commitDates(in folder: String, settings: Data) -> CommitDates? {
        CommitDates.areWanted(bySettings: String(decoding: settings, as: UTF8.self)) ? CommitDates.read(in: folder) : nil
    }

    /// The older versions `site.yml` lists (`versions:`) whose folders hold a site, with those
    /// folders; none when it cannot be read.
    package func versionFolders(_ input: SiteInput) -> [(setting: VersionSetting, folder: String)] {
        guard let settings = try? fileSystem.readFile(at: joinPath(input.contentDirectory, "site.yml")) else { return [] }
        return versionFolders(ofSettings: settings, content: input.contentDirectory)
    }

    private func versionFolders(ofSettings settings: Data, content: String) -> [(setting: VersionSetting, folder: String)] {
        let configFile = SourceFile(path: joinPath(content, "site.yml"), relativePath: "site.yml", data: settings)
        return (SiteConfigParser().parse(configFile).value?.versions ?? []).compactMap { setting in
            let folder = VersionSetting.contentDirectory(setting.content, besides: content)
            return isVersionFolder(folder, besides: content) ? (setting, folder) : nil
        }
    }

    /// True when `folder` holds a site (`site.yml`) and is neither the current content folder
    /// nor inside it nor around it (its pages would be read twice).
    package func isVersionFolder(_ folder: String, besides content: String) -> Bool {
        guard fileSystem.kind(at: folder) == .directory, fileSystem.kind(at: joinPath(folder, "site.yml")) == .file else { return false }
        let version = fileSystem.resolvedPath(folder), current = fileSystem.resolvedPath(content)
        return version != current && !version.hasPrefix(current + "/") && !current.hasPrefix(version + "/")
    }

    /// Loads `Content/` and `Templates/` (as `listing` found them, when given). Throws only when a
    /// folder or `site.yml` is missing or unreadable.
    package func load(_ input: SiteInput, listing: SourceListing? = nil) throws -> LoadedSite {
        try load(input, listing: listing ?? list(input), theme: nil)
    }

    /// `load`, taking the theme's files from `theme` when given (an older version's build uses
    /// the current one's theme).
    private func load(_ input: SiteInput, listing: SourceListing, theme: LoadedSite?) throws -> LoadedSite {
        let content = input.contentDirectory, templates = input.templatesDirectory

        var pagePaths: [String] = []
        var tokenFiles: [SourceFile] = []
        var resolverFiles: [SourceFile] = []
        var tokenSources: [SourceFile] = []
        var licences: [SourceFile] = []
        var others: [String] = []
        for relative in listing.contentFiles where relative != "site.yml" && relative != "registry.yml" {
            if relative.hasPrefix("licences/") && relative.hasSuffix(".md") && !relative.dropFirst("licences/".count).contains("/") {
                licences.append(try readSource(root: content, relative: relative))
            } else if relative.hasSuffix(".md") && !relative.hasPrefix("licences/") {
                pagePaths.append(relative)
            } else if relative.hasPrefix("tokens/") && relative.hasSuffix(".tokens.json") {
                tokenFiles.append(try readSource(root: content, relative: relative))
            } else if relative.hasPrefix("tokens/") && relative.hasSuffix(".resolver.json") {
                resolverFiles.append(try readSource(root: content, relative: relative))
            } else if relative.hasPrefix("tokens/") && relative.hasSuffix(".json") {
                tokenSources.append(try readSource(root: content, relative: relative))
                others.append(relative)
            } else {
                others.append(relative)
            }
        }
        let pages = try parallelism.map(pagePaths) { relative in Result { try readSource(root: content, relative: relative) } }
            .map { try $0.get() }
        var templateFiles: [SourceFile] = theme?.templates ?? []
        var themeFiles: [String: Data] = theme?.themeFiles ?? [:]
        var stringFiles: [SourceFile] = theme?.stringFiles ?? []
        // The site's own files first, then every file of the built-in theme it does not replace.
        let own = Set(listing.templateFiles)
        let builtIn = theme == nil ? BuiltInTheme.files { !own.contains($0) } : []
        let sources = listing.templateFiles.map { ($0, nil as Data?) } + builtIn.map { ($0.path, $0.data as Data?) }
        for (relative, builtInData) in sources.sorted(by: { $0.0 < $1.0 }) {
            let source = { () throws -> SourceFile in
                guard let builtInData else { return try readSource(root: templates, relative: relative) }
                return SourceFile(path: joinPath(BuiltInTheme.folderName, relative), relativePath: relative, data: builtInData)
            }
            if relative.hasPrefix("theme/") {
                themeFiles[relative] = try builtInData ?? read(joinPath(templates, relative))
            } else if relative.hasPrefix("i18n/") && relative.hasSuffix(".yml") && !relative.dropFirst("i18n/".count).contains("/") {
                stringFiles.append(try source())
            } else if relative.hasSuffix(".mustache") {
                templateFiles.append(try source())
            }
        }
        let registry = fileSystem.kind(at: joinPath(content, "registry.yml")) == .file ? try readSource(root: content, relative: "registry.yml") : nil
        var loaded = LoadedSite(siteConfig: try readSource(root: content, relative: "site.yml"), registry: registry, pages: pages,
                                contentFiles: others, templates: templateFiles, stringFiles: stringFiles, themeFiles: themeFiles, tokenFiles: tokenFiles,
                                resolverFiles: resolverFiles, tokenSources: tokenSources, licences: licences, outsideLinks: listing.outsideLinks,
                                commitDates: listing.commitDates)
        loaded.versions = try loadVersions(listing.versions, theme: loaded)
        return loaded
    }

    /// Loads the older versions `versions` (of a listing), each as a site of its own, with the
    /// theme of `theme`, the current version (read once). A build that took them whole from the
    /// previous one loads them only when it finds, once the current version is parsed, that it cannot.
    package func loadVersions(_ versions: [SourceListing.Version], theme: LoadedSite) throws -> [LoadedSite.Version] {
        try versions.map { version in
            var versionListing = version.listing
            versionListing.templateFiles = []
            var older = try load(version.input, listing: versionListing, theme: theme)
            older.versions = []
            return LoadedSite.Version(setting: version.setting, input: version.input, loaded: older)
        }
    }

    /// The size and checksum of downloadable files inside `Content/`, each read a chunk at a time.
    package func readAssetFiles(_ relativePaths: [String], in input: SiteInput) throws -> [String: AssetFile] {
        var files: [String: AssetFile] = [:]
        for relative in relativePaths {
            let path = joinPath(input.contentDirectory, relative)
            do { files[relative] = try AssetFile.read(at: path, fileSystem: fileSystem) } catch {
                throw LoadError.unreadable(path, reason: "\(error.localizedDescription)")
            }
        }
        return files
    }

    /// Every regular file below `root`, as sorted paths relative to it, and the symbolic links
    /// that lead outside it. Symbolic links to folders are not followed (a loop would never end).
    private func listFiles(in root: String) throws -> (files: [String], outsideLinks: [String]) {
        var result: [String] = []
        var outside: [String] = []
        let resolvedRoot = fileSystem.resolvedPath(root)
        var pending = [""]
        while let relative = pending.popLast() {
            let directory = joinPath(root, relative)
            let entries: [(name: String, kind: FileKind?)]
            do { entries = try fileSystem.entries(at: directory) } catch {
                throw LoadError.unreadable(directory, reason: "\(error.localizedDescription)")
            }
            for (name, kind) in entries where !name.hasPrefix(".") {
                let child = joinPath(relative, name)
                switch kind {
                case .directory: pending.append(child)
                case .file: result.append(child)
                case .symbolicLink:
                    // Followed only to a file inside the same root: nothing outside is ever read.
                    let target = fileSystem.resolvedPath(joinPath(root, child))
                    if !target.hasPrefix(resolvedRoot + "/") {
                        outside.append(child)
                    } else if fileSystem.kind(at: target) == .file {
                        result.append(child)
                    }
                case nil: break
                }
            }
        }
        return (result.sorted(), outside.sorted())
    }

    private func readSource(root: String, relative: String) throws -> SourceFile {
        let path = joinPath(root, relative)
        let isData = relative == "registry.yml" || (relative.hasPrefix("tokens/") && relative.hasSuffix(".json"))
        let limit = isData ? SourceFile.dataSizeLimit : SourceFile.sizeLimit
        // Refused from its size: a 1 GiB page is never read into memory to be refused.
        let read: LimitedRead
        do { read = try fileSystem.readFile(at: path, limit: limit) } catch {
            throw LoadError.unreadable(path, reason: "\(error.localizedDescription)")
        }
        switch read {
        case .data(let data): return SourceFile(path: path, relativePath: relative, data: data, limit: limit)
        case .tooLarge(let bytes): return SourceFile(path: path, relativePath: relative, tooLarge: bytes, limit: limit)
        }
    }

    private func read(_ path: String) throws -> Data {
        do { return try fileSystem.readFile(at: path) } catch {
            throw LoadError.unreadable(path, reason: "\(error.localizedDescription)")
        }
    }
}
