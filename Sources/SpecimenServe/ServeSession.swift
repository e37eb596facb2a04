import Foundation
import SpecimenKit

/// `specimen serve`: builds the site, serves it, watches `Content/` and `Templates/`, rebuilds
/// incrementally on every change (unchanged pages are not parsed or rendered again) and tells
/// open pages to reload, or to show what went wrong. Runs until its task is cancelled.
package struct ServeSession: Sendable {
    package let input: SiteInput
    package let output: String
    package let host: String
    package let port: UInt16
    package let fileSystem: any FileSystem
    package let specimenVersion: String
    /// Told when each long stage of a full build starts (the command line shows it on a terminal).
    package let progress: (@Sendable (BuildStep) -> Void)?

    /// What happened, for the terminal.
    package enum Event: Sendable {
        /// The server accepts connections at this URL.
        case listening(String)
        /// A build finished: its diagnostics, whether it wrote the site, and how long it took.
        case built(diagnostics: [Diagnostic], wrote: Bool, filesRendered: Int, pages: Int, seconds: Double)
        /// A build could not start (no `site.yml`, an output folder that overlaps the content…).
        case failed(String)
    }

    package init(input: SiteInput, output: String, host: String = "127.0.0.1", port: UInt16 = 8000,
                fileSystem: any FileSystem = LocalFileSystem(), specimenVersion: String = "dev",
                progress: (@Sendable (BuildStep) -> Void)? = nil) {
        self.input = input
        self.output = output
        self.host = host
        self.port = port
        self.fileSystem = fileSystem
        self.specimenVersion = specimenVersion
        self.progress = progress
    }

    package func run(report: @escaping @Sendable (Event) -> Void) async throws {
        // A folder that is not Specimen's is neither replaced nor served (a folder of notes would
        // otherwise be published on the local port): refused before anything starts.
        if let refusal = OutputFolder(fileSystem: fileSystem).refusal(output: output, input: input) { throw BuildError.refusedOutput(refusal) }
        // No site to serve, or no port to serve it on: stop now, as `build` does (exit 2), not
        // serve an overlay nobody asked for.
        try ContentLoader(fileSystem: fileSystem).checkFolders(input)
        try SiteServer.checkPortIsFree(host: host, port: port)
        let hub = ReloadHub()
        let indexWriter = SearchIndexWriter()
        let pipeline = Pipeline(fileSystem: CachingFileSystem(base: fileSystem), parseCache: ParseCache(), specimenVersion: specimenVersion,
                                progress: progress)
        // Older versions' folders too (`site.yml` `versions:`, as listed when serving starts).
        let versionFolders = ContentLoader(fileSystem: fileSystem).versionFolders(input).map(\.folder)
        let watcher = SiteWatcher(folders: [input.contentDirectory, input.templatesDirectory] + versionFolders, fileSystem: fileSystem)
        let initial = watcher.snapshot()
        let first = build(with: pipeline, hub: hub, live: nil, first: true, report: report)
        if fileSystem.kind(at: output) == nil { try fileSystem.createDirectory(at: output) }  // so a first failed build still serves its overlay
        let server = try SiteServer(output: output, host: host, port: port, hub: hub)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                do { try await server.run() } catch where Task.isCancelled {}  // stopping ends the listening socket with an error
            }
            let port = try await server.listeningPort()
            let shownHost = host.contains(":") ? "[\(host)]" : host
            report(.listening("http://\(shownHost):\(port)/"))
            group.addTask {
                var snapshot = initial
                var live = first
                do {
                    while !Task.isCancelled {
                        let change = try await watcher.nextChange(after: snapshot)
                        snapshot = change.snapshot
                        if var edited = live, applyBodyEdits(change.changedPaths, to: &edited, hub: hub, indexWriter: indexWriter, report: report) {
                            live = edited
                        } else {
                            indexWriter.supersede()  // the build writes the index of what it builds
                            live = build(with: pipeline, hub: hub, live: live, report: report)
                        }
                    }
                } catch is CancellationError {}
                await indexWriter.finish()
                await server.stop()
            }
            defer { group.cancelAll() }
            try await group.next()
        }
    }

    /// A full (incremental) build; returns the site kept in memory for quick edits, when the
    /// build wrote the site.
    private func build(with pipeline: Pipeline, hub: ReloadHub, live: LiveSite?, first: Bool = false, report: (Event) -> Void) -> LiveSite? {
        let started = ContinuousClock.now
        do {
            let result = try pipeline.build(input, output: output, options: BuildOptions(incremental: true, inPlace: true, skipsWhenUpToDate: !first))
            let seconds = (ContinuousClock.now - started) / .seconds(1)
            let wrote = result.filesWritten != nil
            let shown = wrote ? [] : result.check.diagnostics
            hub.publish(diagnostics: shown, sourceLines: SourceExcerpt(fileSystem: fileSystem).lines(for: shown))
            report(.built(diagnostics: result.check.diagnostics, wrote: wrote, filesRendered: result.filesRendered, pages: result.pages, seconds: seconds))
            if result.isUpToDate { return live }
            guard wrote, let site = result.check.site, let templates = result.check.templates, let cache = pipeline.parseCache else { return nil }
            return LiveSite(site: site, templates: templates, diagnostics: result.check.diagnostics, parseDiagnostics: cache.pageDiagnostics())
        } catch {
            hub.publish(diagnostics: [], problem: "\(error)")
            report(.failed("\(error)"))
            return nil
        }
    }

    /// Rebuilds only the edited pages when the change is new text in existing pages that leaves
    /// everything else as it was (`LiveSite`); false when the full build is needed.
    private func applyBodyEdits(_ paths: Set<String>, to live: inout LiveSite, hub: ReloadHub, indexWriter: SearchIndexWriter,
                                report: @escaping @Sendable (Event) -> Void) -> Bool {
        let started = ContinuousClock.now
        let prefix = input.contentDirectory.hasSuffix("/") ? input.contentDirectory : input.contentDirectory + "/"
        var files: [SourceFile] = []
        for path in paths.sorted() {
            // A page over the size limit takes the full build, which reports it (SP006) unread.
            guard path.hasPrefix(prefix), path.hasSuffix(".md"), fileSystem.kind(at: path) == .file,
                  case .data(let data)? = try? fileSystem.readFile(at: path, limit: SourceFile.sizeLimit) else { return false }
            files.append(SourceFile(path: path, relativePath: String(path.dropFirst(prefix.count)), data: data))
        }
        var edited = live
        guard !files.isEmpty, let update = edited.apply(files) else { return false }
        // Under the output's lock, as every build: a `build` running beside `serve` swaps the
        // folder whole, never while this writes into it.
        let lock = BuildCache.lockPath(forOutput: OutputFolder(fileSystem: fileSystem).resolve(output))
        let fileSystem = self.fileSystem, output = self.output, writer = SiteWriter(fileSystem: fileSystem)
        func write(_ files: [OutputFile]) throws {
            try fileSystem.withExclusiveLock(at: lock, whileWaiting: {}) {
                for file in files { try writer.replace(file, in: output) }
            }
        }
        do {
            try write(update.files)
        } catch {
            return false  // the full build will say what is wrong with the output folder
        }
        live = edited
        let wrote = !update.diagnostics.hasErrors
        let shown = wrote ? [] : update.diagnostics
        hub.publish(diagnostics: shown, sourceLines: SourceExcerpt(fileSystem: fileSystem).lines(for: shown))
        report(.built(diagnostics: update.diagnostics, wrote: wrote, filesRendered: update.files.count, pages: live.site.pages.count,
                      seconds: (ContinuousClock.now - started) / .seconds(1)))
        // The search index after the page is shown (see `LiveSite.Update.searchIndex`), away
        // from the watcher, so that a save made meanwhile is not kept waiting by it.
        if let searchIndex = update.searchIndex {
            indexWriter.schedule(make: searchIndex, write: { file, isCurrent in
                try fileSystem.withExclusiveLock(at: lock, whileWaiting: {}) {
                    if isCurrent() { try writer.replace(file, in: output) }
                }
            }, failed: { error in
                report(.failed("the search index could not be written: \(error)"))
            })
        }
        return true
    }
}
