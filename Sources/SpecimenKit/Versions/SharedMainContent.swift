import Synchronization

/// The main content of pages (`page.mustache` with the page's body) that older versions take
/// from the current version instead of rendering it again (DESIGN 3.9: shared work is not
/// repeated). Most pages of an older version are word for word the current version's
/// (`PageTwins` parses them once); when everything else the main content is made from is the
/// same in both versions too, its bytes are the same, and only the frame around it (header,
/// version switcher and banner, sidebar, footer) is rendered for the older version. The frame
/// is kept too (`LayoutRenderer.KeptFrame`): the older version renders only the parts of it that
/// are its own when the rest is the same.
///
/// What the main content is made from: the page (a twin: the same text, path and settings), the
/// configuration (`site.yml` apart from `versions:`, `version:` and `baseURL`, which only the
/// frame and the generated pages show, where each setting is written, and where the content
/// folder is in the repository, which only the frame's edit link shows), the registry,
/// tokens, licences and interface strings (their files' text), the downloadable files (their
/// bytes), every page's outline (titles, sections, order, routes and headings: the pager, the
/// links and the rules' examples), the page's commit date (`lastUpdated: git`) and its
/// component's history (`VersionSharing` compares the versions). A version that differs in any
/// of the shared inputs shares nothing; a page whose date or history differs is rendered. Either way a page's bytes are the same,
/// taken or rendered: only the work differs.
///
/// Generated outputs made from the sources alone (`GeneratedPage.isMadeFromSourcesAlone`: the
/// components and token pages, the token exports, the licence pages) are shared the same way when
/// every page of the version also has the current page's front matter, spec blocks, token grids
/// and guidance blocks: a page's main content, a data file whole. `rules.json` too, when the rules'
/// history reads the same from both versions. The rules page of such a version is made from the
/// current version's by rendering again only what differs: each row's history (`spliced`). Its
/// search index is the current version's but for the page text (`SearchIndexBuilder.Head`).
package final class SharedMainContent: Sendable {
    /// By an older version's folder (`1.0/`), the routes of its pages that take the current
    /// version's main content.
    package let routes: [String: Set<String>]
    /// By an older version's folder, the output paths of the generated pages and files it takes.
    package let generated: [String: Set<String>]
    /// By an older version's folder, the output paths of the generated files it makes from the
    /// current version's, when the version's data is the current one's: the rules page, whose
    /// rows are the same but for their history (the current version's rendering, marked where
    /// the history is, `TemplatePlan`, with those parts rendered again), and the search index,
    /// the same but for its page text (`SearchIndexBuilder.Head`).
    package let spliced: [String: Set<String>]
    /// What the current version made of a file in `spliced` for the versions that make theirs from it.
    package enum Spliced: Sendable {
        case rules(RulesPageRenderer.Kept)
        case searchIndex(SearchIndexBuilder.Head)
    }
    /// What an older version takes of a page or generated page the current version rendered.
    package enum Taken: Sendable {
        /// Its main content.
        case main([UInt8])
        /// A page whole, framed to be spliced (`LayoutRenderer.KeptFrame`): its main content is
        /// in it, unmarked.
        case frame(LayoutRenderer.KeptFrame)
    }

    /// What the current version rendered, by route (pages) or output path (generated pages: a
    /// route ends in `/` or is empty, a path never does), with how many versions still take it.
    private let rendered = Mutex<[String: (taken: Taken, takers: Int)]>([:])
    /// Generated files the current version made, by path, with how many versions still take them.
    private let files = Mutex<[String: (file: OutputFile, takers: Int)]>([:])
    /// How many pages took their main content, for `BuildResult`.
    private let taken = Atomic<Int>(0)
    /// How many generated pages and files were taken, for the profile.
    private let generatedTaken = Atomic<Int>(0)
    /// How many pages that took their main content took their frame too (`LayoutRenderer.KeptFrame`).
    private let framesTaken = Atomic<Int>(0)
    /// How many versions take each route or generated output.
    private let takers: [String: Int]
    /// What the current version made of the files in `spliced`, by path, with how many versions
    /// still take it.
    private let marked = Mutex<[String: (kept: Spliced, takers: Int)]>([:])
    /// How many versions splice each page in `spliced`.
    private let splicers: [String: Int]

    /// What `current` can share with each of `versions` (each with what it shares,
    /// `VersionSharing`); nil when no version takes anything.
    package init?(current: Site, versions: [(version: VersionedSite, sharing: VersionSharing)]) {
        var routes: [String: Set<String>] = [:], generated: [String: Set<String>] = [:], spliced: [String: Set<String>] = [:]
        for (version, sharing) in versions where sharing.sharesOutlines {
            let shared = Self.sharedRoutes(current: current, older: version.site)
            if !shared.isEmpty { routes[version.folder] = shared }
            let outputs = sharing.sharesData ? Self.sharedGenerated(current: current, older: version.site) : []
            if !outputs.isEmpty { generated[version.folder] = outputs }
            let made = [GeneratedPage.rules, .searchIndex].flatMap { $0.outputs(in: version.site) }
            let splicedOutputs = Set(made).intersection([GeneratedPage.rules, .searchIndex].flatMap { $0.outputs(in: current) })
            if sharing.sharesData, !splicedOutputs.isEmpty { spliced[version.folder] = splicedOutputs }
        }
        guard !routes.isEmpty || !generated.isEmpty || !spliced.isEmpty else { return nil }
        self.routes = routes
        self.generated = generated
        self.spliced = spliced
        var takers: [String: Int] = [:], splicers: [String: Int] = [:]
        for keys in Array(routes.values) + Array(generated.values) { for key in keys { takers[key, default: 0] += 1 } }
        for paths in spliced.values { for path in paths { splicers[path, default: 0] += 1 } }
        self.takers = takers
        self.splicers = splicers
    }

    /// Pages whose main content was taken rather than rendered.
    package var takenCount: Int { taken.load(ordering: .relaxed) }

    /// Generated pages and files taken rather than made.
    package var generatedTakenCount: Int { generatedTaken.load(ordering: .relaxed) }

    /// Pages framed from the current version's frame (a part of `takenCount`).
    package var framesTakenCount: Int { framesTaken.load(ordering: .relaxed) }

    /// Counts a page an older version framed from the current version's kept frame.
    package func countFrameTaken() {
        framesTaken.add(1, ordering: .relaxed)
    }

    /// True when an older version takes the main content of the current version's page at
    /// `route`, or its generated page or file at an output path.
    package func isTaken(_ key: String) -> Bool { takers[key] != nil }

    /// True when the version in `folder` takes the current version's generated page or file at `path`.
    package func takesGenerated(_ path: String, folder: String) -> Bool {
        generated[folder]?.contains(path) == true
    }

    /// True when an older version makes the generated file at `path` from what the current
    /// version made of it (`spliced`): the current version keeps that.
    package func isSpliced(_ path: String) -> Bool { splicers[path] != nil }

    /// Keeps what the current version made of the generated file at `path` for the versions that
    /// make theirs from it.
    package func keep(_ kept: Spliced, path: String) {
        guard let count = splicers[path] else { return }
        marked.withLock { $0[path] = (kept, count) }
    }

    /// What the current version made of the generated file at `path`, for the version in
    /// `folder`; nil when that version makes its own (its data differs, or the current
    /// version's is not made yet).
    package func takeSpliced(_ path: String, folder: String) -> Spliced? {
        guard spliced[folder]?.contains(path) == true else { return nil }
        let rendering: Spliced? = marked.withLock { store in
            guard let entry = store[path] else { return nil }
            store[path] = entry.takers <= 1 ? nil : (entry.kept, entry.takers - 1)
            return entry.kept
        }
        if rendering != nil { generatedTaken.add(1, ordering: .relaxed) }
        return rendering
    }

    /// Keeps a generated file the current version made, for the versions that take it.
    package func keep(_ file: OutputFile) {
        guard let count = takers[file.path] else { return }
        files.withLock { $0[file.path] = (file, count) }
    }

    /// The current version's generated file at `path`, for the version in `folder`; nil when that
    /// version makes its own (it differs, or the current version's is not made yet).
    package func takeFile(_ path: String, folder: String) -> OutputFile? {
        guard takesGenerated(path, folder: folder) else { return nil }
        let file: OutputFile? = files.withLock { store in
            guard let entry = store[path] else { return nil }
            store[path] = entry.takers <= 1 ? nil : (entry.file, entry.takers - 1)
            return entry.file
        }
        if file != nil { generatedTaken.add(1, ordering: .relaxed) }
        return file
    }

    /// Keeps the current version's main content of the page at `route` (or of the generated page
    /// at an output path) for the versions that take it.
    package func keep(_ bytes: [UInt8], route: String) {
        guard let count = takers[route] else { return }
        rendered.withLock { $0[route] = (.main(bytes), count) }
    }

    /// Keeps the current version's page at `route` whole, framed to be spliced, for the versions
    /// that take it (its main content is in it: it is not kept apart).
    package func keep(_ frame: LayoutRenderer.KeptFrame, route: String) {
        guard let count = takers[route] else { return }
        rendered.withLock { $0[route] = (.frame(frame), count) }
    }

    /// What the version in `folder` takes of the current version's page at `route` (or generated
    /// page at an output path): its main content, or the page framed to be spliced; nil when
    /// that version renders it (it differs, or the current version has not rendered it: an
    /// incremental build kept the current page, or its job has not finished yet).
    package func take(_ route: String, folder: String) -> Taken? {
        let isPage = routes[folder]?.contains(route) == true
        guard isPage || takesGenerated(route, folder: folder) else { return nil }
        let entry: Taken? = rendered.withLock { store in
            guard let entry = store[route] else { return nil }
            if entry.takers <= 1 { store[route] = nil } else { store[route]?.takers = entry.takers - 1 }
            return entry.taken
        }
        if entry != nil, isPage { taken.add(1, ordering: .relaxed) } else if entry != nil { generatedTaken.add(1, ordering: .relaxed) }
        return entry
    }

    /// The jobs of the current version (`current`) and of the older ones (`older`, each with its
    /// folder, paths inside it), in the order to run them: an older version's page that takes the
    /// current version's main content comes `lag` jobs after the current page, whose content is
    /// then ready and is let go of once every version took it (after the whole current version,
    /// 10,000 pages' content was held at once: 230 MB); the older versions' other files come first,
    /// their big generated pages among them, so that the cores stay busy; the pages they splice
    /// come halfway through the current version's jobs, and the generated pages and files they
    /// take come last, when the current version's (among its first jobs) are made.
    package func schedule(current: [OutputJob], older: [(folder: String, jobs: [OutputJob])], lag: Int = 32) -> [OutputJob] {
        var takers: [String: [OutputJob]] = [:], others: [OutputJob] = [], middle: [OutputJob] = [], last: [OutputJob] = []
        for (folder, jobs) in older {
            let taking = Set((routes[folder] ?? []).map { RouteMapper().outputPath(forRoute: $0) })
            let generated = generated[folder] ?? [], spliced = spliced[folder] ?? []
            for job in jobs {
                if taking.contains(job.path) {
                    takers[job.path, default: []].append(job.inFolder(folder))
                } else if spliced.contains(job.path) {
                    // Halfway: the current rules page (a first job) is made, and cores are busy.
                    middle.append(job.inFolder(folder))
                } else if generated.contains(job.path) {
                    // After every current job: the big generated pages are the current version's first jobs.
                    last.append(job.inFolder(folder))
                } else {
                    others.append(job.inFolder(folder))
                }
            }
        }
        var scheduled = others, due: [(at: Int, job: OutputJob)] = []
        scheduled.reserveCapacity(current.count + others.count + takers.values.reduce(0) { $0 + $1.count })
        for (index, job) in current.enumerated() {
            if index == current.count / 2 { scheduled += middle }
            while let first = due.first, first.at <= index {
                scheduled.append(first.job)
                due.removeFirst()
            }
            scheduled.append(job)
            for taker in takers.removeValue(forKey: job.path) ?? [] { due.append((index + lag, taker)) }
        }
        if current.isEmpty { scheduled += middle }
        scheduled += due.map(\.job)
        // Pages whose current one is not among the jobs (never, as routes are shared pages).
        for path in takers.keys.sorted() { scheduled += takers[path] ?? [] }
        return scheduled + last
    }

    /// The routes of `older`'s pages that are twins of `current`'s (`Site.borrowedFiles`) with the
    /// same commit date and no history of their component in either version.
    private static func sharedRoutes(current: Site, older: Site) -> Set<String> {
        let twins = Set(older.borrowedFiles.values)
        var routes: Set<String> = []
        // By index, reading fields in place: iterating the pages copied each whole page.
        for index in older.pages.indices where twins.contains(older.pages[index].path) {
            let route = older.pages[index].route, relativePath = older.pages[index].relativePath
            guard older.pageIndexByRoute[route] != nil, let same = current.pageIndexByRoute[route], current.pages[same].relativePath == relativePath,
                  current.commitDates?.byPath[relativePath] == older.commitDates?.byPath[relativePath] else { continue }
            if let component = older.pages[index].frontMatter.component, hasHistory(component, in: current) || hasHistory(component, in: older) {
                continue
            }
            routes.insert(route)
        }
        return routes
    }

    /// The output paths of `older`'s generated pages and files that are the current version's
    /// (see the type), for a version whose every page has the current page's data
    /// (`VersionSharing.sharesData`).
    private static func sharedGenerated(current: Site, older: Site) -> Set<String> {
        var paths = Set(GeneratedPage.allCases.filter(\.isMadeFromSourcesAlone).flatMap { $0.outputs(in: older) })
        // `rules.json` names its version and, with older versions, each rule's history.
        let history = (current: current.history, older: older.history)
        if current.config.version == older.config.version, (history.current == nil) == (history.older == nil),
           history.current?.changesByRule().isEmpty ?? true, history.older?.changesByRule().isEmpty ?? true,
           history.current?.rules.firstAppearance == history.older?.rules.firstAppearance {
            paths.formUnion(GeneratedPage.rulesJSON.outputs(in: older))
        }
        return paths.intersection(GeneratedPage.allCases.flatMap { $0.outputs(in: current) })
    }

    /// True when the main content of a page of `component` shows the component's history in
    /// `site` (`ContentPageRenderer`).
    private static func hasHistory(_ component: String, in site: Site) -> Bool {
        // What the page's history section lists (`ChangeViewFactory.history(ofComponent:)`), asked
        // without making its views.
        !(site.history?.changes(ofComponent: component).isEmpty ?? true)
    }
}
