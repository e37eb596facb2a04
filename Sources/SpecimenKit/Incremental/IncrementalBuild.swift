import Foundation
import Synchronization

/// What an incremental build remembers between builds and decides from it: the previous build's
/// cache beside the output, the inputs' stamps and fingerprint, whether the site is already up to
/// date, which rendered files may be kept, and the cache to write for the next build. A build
/// without a cache (`--no-cache`) has one too, which remembers nothing and keeps nothing.
struct IncrementalBuild {
    let fileSystem: any FileSystem
    let parallelism: Parallelism
    let specimenVersion: String
    let input: SiteInput
    /// The real output folder.
    let output: String
    /// False for `--no-cache`: nothing is read, kept or written.
    let isEnabled: Bool
    /// Options that change every output (`--base-url`), part of every key.
    var options: [String]

    /// The previous build's cache, when it is usable.
    private(set) var previous: BuildCache?
    /// The stamps of every input file, taken before any is read.
    private(set) var stamps: InputStamps?
    /// What every output is made of, once the inputs are loaded.
    private(set) var fingerprint: InputFingerprint?
    /// When the build began, before anything was listed (`InputStamps.areSettled`).
    private let started = Date().timeIntervalSince1970
    /// The previous output's files that are as it wrote them, with their inodes (0 where the
    /// system has none), once worked out (`intactFiles`).
    private var intact: [String: UInt64]?

    var cachePath: String { BuildCache.path(forOutput: output) }

    init(fileSystem: any FileSystem, parallelism: Parallelism, specimenVersion: String, input: SiteInput, output: String, baseURL: String?,
         isEnabled: Bool) {
        self.fileSystem = fileSystem
        self.parallelism = parallelism
        self.specimenVersion = specimenVersion
        self.input = input
        self.output = output
        self.isEnabled = isEnabled
        self.options = ["base-url=\(baseURL ?? "")"]
    }

    /// Lists the inputs with `list` while the previous cache is read on another thread (megabytes
    /// of JSON at 10,000 pages; listing mostly waits on the file system), then stamps the listed
    /// inputs (nothing is read yet). Returns the listing.
    mutating func start(listing list: () throws -> SourceListing) throws -> SourceListing {
        guard isEnabled else { return try list() }
        let cacheRead = DispatchGroup(), readCache = Mutex<BuildCache?>(nil), reader = self
        DispatchQueue.global().async(group: cacheRead) {
            let previous = reader.readCache()
            readCache.withLock { $0 = previous }
        }
        let listed = Result { try list() }
        cacheRead.wait()
        let listing = try listed.get()
        previous = readCache.withLock { $0 }
        stamp(listing)
        return listing
    }

    /// Stamps the listed inputs, with the options no file's stamp shows.
    private mutating func stamp(_ listing: SourceListing) {
        // Commit dates are an input no file's stamp shows: a commit changes them and nothing else.
        if let dates = listing.commitDates { options.append("commit-dates=\(dates.digest)") }
        for version in listing.versions {
            if let dates = version.listing.commitDates { options.append("commit-dates \(version.setting.id)=\(dates.digest)") }
        }
        let optionsHash = InputFingerprint.optionsHash(input: input, options: options, specimenVersion: specimenVersion)
        stamps = InputStamps(listing: listing, input: input, options: optionsHash, fileSystem: fileSystem, parallelism: parallelism)
    }

    /// The previous build's cache when every input has the stamp it had and the output is as it
    /// was written: the site is up to date, and nothing need be read.
    func upToDateFromStamps() -> BuildCache? {
        guard let previous, let stamps, previous.inputStamps == stamps, previousOutputIsIntact() else { return nil }
        return previous
    }

    /// The older versions the previous build recorded (`TrustedVersions`) when every one of their
    /// files has the stamp it had and every file written under their folders is as it was
    /// written: the build may take them whole, once their comparison key confirms it. Works out
    /// which previous outputs are intact, once for the whole build.
    mutating func trustedVersions(_ listing: SourceListing) -> TrustedVersions? {
        guard let previous, let stamps, let recorded = previous.trustedVersions?.matching(listing, input: input, stamps: stamps),
              fileSystem.kind(at: output) == .directory else { return nil }
        let intact = intactFiles(of: previous)
        self.intact = intact
        let folders = recorded.versions.map(\.folder)
        for path in previous.outputs.keys where folders.contains(where: { path.hasPrefix($0) }) && intact[path] == nil { return nil }
        return recorded
    }

    /// Fingerprints the loaded inputs; `kept`, the older versions taken whole, which `loaded` lacks.
    mutating func fingerprint(_ loaded: LoadedSite, kept: TrustedVersions? = nil) {
        guard isEnabled else { return }
        let fileSystem = self.fileSystem
        fingerprint = InputFingerprint(loaded: loaded, input: input, options: options, specimenVersion: specimenVersion,
                                       stamps: { fileSystem.stamp(at: $0) }, kept: kept?.versions ?? [], parallelism: parallelism)
    }

    /// What the next build needs to take the older versions whole (`TrustedVersions`): nil
    /// without a fingerprint, a comparison key (`linkKey`) or stamps, or when a file of an
    /// older version was changed too recently for its stamp to be trusted (`settledStamps`).
    /// `listing`: this build's; `pages` and `sameData`: each older version's page count and
    /// `VersionSharing.sharesData`, in order; `keys`: this build's output keys (their outlines).
    func versionsToTrust(_ listing: SourceListing, margin: Double, linkKey: String?, pages: [Int], sameData: [Bool],
                         keys: OutputKeys?) -> TrustedVersions? {
        guard let stamps, let fingerprint, let linkKey, let keys, !listing.versions.isEmpty,
              [pages.count, sameData.count, keys.olderOutlines.count, fingerprint.olderBuilds.count].allSatisfy({ $0 == listing.versions.count })
        else { return nil }
        var versions: [TrustedVersions.Version] = []
        for (index, version) in listing.versions.enumerated() {
            guard let settled = TrustedVersions.settledFiles(of: version, in: stamps, before: started, margin: margin) else { return nil }
            versions.append(TrustedVersions.Version(id: version.setting.id, label: version.setting.label, content: version.input.contentDirectory,
                                                    build: fingerprint.olderBuilds[index], pages: pages[index], outline: keys.olderOutlines[index],
                                                    sameData: sameData[index], files: settled.files, outsideLinks: settled.outsideLinks))
        }
        return TrustedVersions(options: stamps.options, templates: fingerprint.templates.all, linkKey: linkKey, versions: versions)
    }

    /// The stamps to keep in the next cache: only when every input was last changed well before
    /// the build began (a file saved twice within one tick of the clock must not keep a stale stamp).
    func settledStamps(margin: Double) -> InputStamps? {
        stamps.flatMap { $0.areSettled(before: started, margin: margin) ? $0 : nil }
    }

    /// The previous build's cache when the inputs' text is what it was built from and the output
    /// is as it was written; the settled stamps are remembered in it, so the next build need not
    /// read files that were only touched.
    func upToDateFromFingerprint(settledStamps: InputStamps?) -> BuildCache? {
        guard var previous, let fingerprint, previous.inputs == fingerprint.build, previousOutputIsIntact() else { return nil }
        if let settledStamps, previous.inputStamps != settledStamps {
            previous.inputStamps = settledStamps
            writeCache(previous)
        }
        return previous
    }

    /// Which rendered files may be kept from the previous output: their key (what they are made
    /// of) is unchanged and the file is as it was written.
    /// `kept`: the older versions taken whole, which `versions` lacks.
    func keeper(for site: Site, versions: [VersionedSite] = [], kept: TrustedVersions? = nil) -> OutputKeeper {
        let keys = fingerprint.map { fingerprint in
            // Versions that did not parse stop the build before this; each parsed one has a fingerprint.
            let older = zip(versions, fingerprint.versions).map { (folder: $0.folder, site: $0.site, fingerprint: $1) }
            return OutputKeys(site: site, fingerprint: fingerprint, versions: older, kept: kept?.versions.map { ($0.folder, $0.outline) } ?? [],
                              parallelism: parallelism)
        }
        guard let keys, let previous else { return OutputKeeper(keys: keys) }
        let intact = self.intact ?? intactFiles(of: previous)
        let keep: @Sendable (String) -> Bool = { path in
            guard let record = previous.outputs[path], let key = record.key else { return false }
            return key == keys.key(forOutput: path, isRendered: true) && intact[path] != nil
        }
        return OutputKeeper(keys: keys, keep: keep, keptWhole: OutputKeeper.keptWhole(folders: versions.map(\.folder), keys: keys,
                                                                                     previous: previous.outputs, keep: keep),
                            intact: intact)
    }

    /// The pages the previous build parsed (`PageStore`) of the current version, or of the older
    /// version `version` (its id), or an empty store when it left none (a damaged or foreign one
    /// is ignored, and replaced by this build's); nil without a cache.
    func pageStore(version: String? = nil) -> PageStore? {
        guard isEnabled else { return nil }
        let path = BuildCache.pagesPath(forOutput: output, version: version)
        let data = fileSystem.kind(at: path) == .file ? try? fileSystem.readFile(at: path) : nil
        return PageStore(data: data, specimen: binaryIdentity)
    }

    /// The comparison of the versions the previous build kept (`VersionLinkRecord`); nil without
    /// one, or when it is damaged or another Specimen's.
    func versionLinkRecord() -> VersionLinkRecord? {
        guard isEnabled else { return nil }
        let path = BuildCache.linksPath(forOutput: output)
        guard fileSystem.kind(at: path) == .file, let data = try? fileSystem.readFile(at: path) else { return nil }
        return VersionLinkRecord.decode(data, specimen: binaryIdentity)
    }

    /// Writes this build's comparison of the versions for the next one; one that cannot be
    /// written only makes the next build slower.
    func save(_ record: VersionLinkRecord) {
        guard isEnabled else { return }
        let path = BuildCache.linksPath(forOutput: output), fileSystem = self.fileSystem
        do {
            let bytes = record.encoded(specimen: binaryIdentity)
            try replaceCacheFile(at: path) { temporary in try fileSystem.writeFile(at: temporary, contents: Data(bytes)) }
        } catch {
            try? fileSystem.removeItem(at: path + ".tmp")
        }
    }

    /// Removes the parsed pages kept for older versions `site.yml` no longer lists (a few
    /// megabytes each); only `<id>.pages` files, which builds wrote there, are removed, and the
    /// versions' comparison once there are none.
    func forgetVersions(keeping ids: Set<String>) {
        guard isEnabled else { return }
        if ids.isEmpty, fileSystem.kind(at: BuildCache.linksPath(forOutput: output)) == .file {
            try? fileSystem.removeItem(at: BuildCache.linksPath(forOutput: output))
        }
        let folder = BuildCache.versionPagesFolder(forOutput: output)
        guard fileSystem.kind(at: folder) == .directory, let names = try? fileSystem.contentsOfDirectory(at: folder) else { return }
        for name in names where name.hasSuffix(".pages") && !ids.contains(String(name.dropLast(".pages".count))) {
            try? fileSystem.removeItem(at: joinPath(folder, name))
        }
    }

    /// What the page stores and the versions' comparison are tied to: the version and the
    /// running program (`executableIdentity`).
    private var binaryIdentity: String { specimenVersion + " " + Self.executableIdentity }

    /// The running program's size and modification time: a page parsed by another build of
    /// Specimen with the same version number (a parser fixed in between) is not read back.
    private static let executableIdentity: String = {
        guard let path = Bundle.main.executablePath, let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "" }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size) \(modified)"
    }()

    /// Writes the pages this build parsed for the next one, when they differ from the stored ones,
    /// letting go of them once written, then what the data checks found in them, once the build
    /// says (`PageStore.keep`); a store that cannot be written only makes the next build slower.
    func save(_ store: PageStore, version: String? = nil) {
        defer { store.releaseRecords() }
        guard isEnabled, store.hasChanges else { return }
        let path = BuildCache.pagesPath(forOutput: output, version: version), fileSystem = self.fileSystem
        do {
            try replaceCacheFile(at: path) { temporary in try fileSystem.writeFile(at: temporary) { write in try store.encode(waitingForFindings: true, write) } }
        } catch {
            try? fileSystem.removeItem(at: path + ".tmp")
        }
    }

    /// Writes the cache of the build that wrote `summary` (copied files carry no key; the files of
    /// older versions taken whole keep the previous build's), with the older versions as the
    /// next build may take them (`trusted`).
    func record(_ summary: SiteWriter.Summary, keys: OutputKeys?, copied: Set<String>, diagnostics: [Diagnostic], pages: Int, settledStamps: InputStamps?,
                trusted: TrustedVersions? = nil) {
        guard let keys, let fingerprint else { return }
        var records = summary.records
        let keptFolders = previous == nil ? [] : keys.keptFolders
        // In place, position by position: looking each of 20,000 paths up again to change its
        // record was most of this serial step in a two-version edit.
        var position = records.startIndex
        while position != records.endIndex {
            let path = records.keys[position]
            if !keptFolders.isEmpty, keptFolders.contains(where: { path.hasPrefix($0) }) {
                records.values[position].key = previous?.outputs[path]?.key
            } else if !copied.contains(path) {
                records.values[position].key = keys.key(forOutput: path, isRendered: true)
            }
            position = records.index(after: position)
        }
        writeCache(BuildCache(specimen: specimenVersion, inputs: fingerprint.build, outputs: records, diagnostics: diagnostics,
                              pages: pages, inputStamps: settledStamps, trustedVersions: trusted))
    }

    /// True when every file the previous build's cache lists is still in the output as it was
    /// written (asked once `trustedVersions` may have stat-ed them all: `intact`).
    private func previousOutputIsIntact() -> Bool {
        guard let previous, fileSystem.kind(at: output) == .directory else { return false }
        return (intact ?? intactFiles(of: previous)).count == previous.outputs.count
    }

    /// The files the cache lists that are still in the output as they were written (their size
    /// and modification time), with their inodes: one stat per file, on every core (a no-change
    /// build is mostly this).
    private func intactFiles(of cache: BuildCache) -> [String: UInt64] {
        let fileSystem = self.fileSystem, output = self.output, outputs = Array(cache.outputs)
        let inodes = parallelism.map(outputs) { path, record -> UInt64? in
            guard let found = fileSystem.inputStamp(at: joinPath(output, path)),
                  FileStamp(size: found.size, modified: found.modified) == record.stamp else { return nil }
            return found.inode
        }
        var intact: [String: UInt64] = [:]
        intact.reserveCapacity(outputs.count)
        for ((path, _), inode) in zip(outputs, inodes) { if let inode { intact[path] = inode } }
        return intact
    }

    /// The cache beside the output; a damaged or foreign one is deleted and ignored.
    private func readCache() -> BuildCache? {
        let path = cachePath
        guard fileSystem.kind(at: path) == .file, let data = try? fileSystem.readFile(at: path) else { return nil }
        guard let cache = BuildCache.decode(data, specimen: specimenVersion) else {
            try? fileSystem.removeItem(at: path)
            return nil
        }
        return cache
    }

    /// Writes the cache beside the output; a cache that cannot be written only makes the next build slower.
    private func writeCache(_ cache: BuildCache) {
        let path = cachePath, fileSystem = self.fileSystem
        do {
            try replaceCacheFile(at: path) { temporary in try fileSystem.writeFile(at: temporary, contents: cache.encoded()) }
        } catch {
            try? fileSystem.removeItem(at: path)
        }
    }

    /// Writes a file of the cache folder through `<path>.tmp` (`write` writes that one), then
    /// puts it in place: a build never reads half of one. Throws when any step fails; the caller
    /// decides what to remove.
    private func replaceCacheFile(at path: String, write: (String) throws -> Void) throws {
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let temporary = path + ".tmp"
        try fileSystem.createDirectory(at: folder)
        try write(temporary)
        try fileSystem.removeItem(at: path)
        try fileSystem.moveItem(at: temporary, to: path)
    }
}
