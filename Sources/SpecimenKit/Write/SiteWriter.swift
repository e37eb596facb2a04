import Foundation

/// The only code that writes files. It writes the whole site into a staging folder beside the
/// output folder and then swaps it in, so a failed or killed build never leaves a half-written
/// site: the output folder holds either the previous build or the new one.
package struct SiteWriter: Sendable {
    package let fileSystem: any FileSystem
    /// Files are written on every core (folders first, in order).
    package let parallelism: Parallelism

    package init(fileSystem: any FileSystem, parallelism: Parallelism = .parallel) {
        self.fileSystem = fileSystem
        self.parallelism = parallelism
    }

    /// Why `output` must not be written, or nil when it may (`OutputFolder`).
    package func refusal(output: String, input: SiteInput) -> String? {
        OutputFolder(fileSystem: fileSystem).refusal(output: output, input: input)
    }

    /// Writes `files` as the new content of `output` and returns what it wrote, for the next
    /// incremental build. With `previous` (the last build's cache), a file whose bytes did not
    /// change, or that is `reusesPrevious`, is linked from the current output instead of written,
    /// so unchanged files keep their modification time and are not rewritten.
    /// `records` asks for the hash and stamp of every file (an incremental build keeps them).
    @discardableResult
    package func write(_ files: [OutputFile], to output: String, previous: BuildCache? = nil, records recording: Bool = false) throws -> [String: BuildCache.Record] {
        try write(jobs: files.map(OutputJob.init), to: output, previous: previous, records: recording).records
    }

    /// What writing jobs did.
    package struct Summary: Sendable {
        /// Hash and stamp of every file written or kept, when asked for.
        package var records: [String: BuildCache.Record]
        /// Files in the site.
        package var files: Int
        /// Rendered files that were made (not kept from the previous build).
        package var rendered: Int
        /// Rendered files kept from the previous build.
        package var reused: Int

        mutating func count(_ kind: OutputFile.Kind) {
            switch kind {
            case .rendered: rendered += 1
            case .reused: reused += 1
            case .copied: break
            }
        }
    }

    /// Makes and writes every job on every core, holding only the files being written in memory.
    ///
    /// `spare`: where the output this build replaces is kept until the next build, which brings
    /// it up to date and swaps it in instead of making a new folder. A new folder is one `mkdir`
    /// per page and one link per unchanged file, and the replaced one is as many deletions: at
    /// 10,000 pages that was most of a one-page-edit build (ext4 makes folders slowly for minutes
    /// after deleting many). The spare is never trusted: a kept file counts as in place only when
    /// it is the same file (inode) as the output's, which the cache has checked, and a file that
    /// changed gets a new inode (the spare shares its unchanged files with the output, so writing
    /// into one of them would change the site being served). nil deletes the replaced output.
    ///
    /// `intact`: the output's files found as `previous` wrote them when the build began, with
    /// their inodes (`OutputKeeper.intact`). A kept file is in place when the spare's walk read
    /// that same inode with its name: known without asking the disk again (a stat and an lstat
    /// for each of 20,000 files were most of what an unchanged older version still cost an edit
    /// build). A file changed in place during the build is then kept with the stamp it had: the
    /// next build finds its stamp changed and writes it again.
    package func write(jobs: [OutputJob], to output: String, previous: BuildCache? = nil, records recording: Bool = false,
                      spare: String? = nil, intact: [String: UInt64] = [:]) throws -> Summary {
        let trimmed = output.hasSuffix("/") && output.count > 1 ? String(output.dropLast()) : output
        // Split by hand: Foundation's `deletingLastPathComponent` traps on one-letter paths ("P").
        let slash = trimmed.lastIndex(of: "/")
        let parent = slash.map { String(trimmed[..<$0]) } ?? ""
        let name = slash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? trimmed
        let old = joinPath(parent.isEmpty ? "." : parent, ".\(name).specimen-old")
        // A build stopped between the two renames of the fallback swap left the site here.
        if fileSystem.kind(at: trimmed) == nil, fileSystem.kind(at: old) == .directory { try fileSystem.moveItem(at: old, to: trimmed) }
        switch fileSystem.kind(at: trimmed) {
        case nil, .directory?: break
        case .file?, .symbolicLink?: throw WriteError.notAFolder(trimmed)  // never removed: it is not Specimen's
        }
        let fresh = joinPath(parent.isEmpty ? "." : parent, ".\(name).specimen-staging")
        // A build stopped half-way may have left the output's own entries (`.git`…) in a folder
        // about to be removed: they go back first.
        try recoverKeptEntries(into: trimmed, from: [old, fresh] + (spare.map { [$0] } ?? []))
        try fileSystem.removeItem(at: old)
        try Self.checkPaths(of: jobs)
        try fileSystem.removeItem(at: fresh)
        var reused: FileTree?
        if let spare, fileSystem.kind(at: spare) == .directory {
            if previous != nil, fileSystem.kind(at: trimmed) == .directory { reused = try? fileSystem.tree(at: spare) }
            if reused == nil { try fileSystem.removeItem(at: spare) }
        }
        let staging = reused == nil ? fresh : spare ?? fresh
        if reused == nil { try fileSystem.createDirectory(at: staging) }
        do {
            // Inodes name one file only on one device (the output may be a mount point).
            let inPlace = reused != nil && fileSystem.device(at: staging).map { $0 == fileSystem.device(at: trimmed) } == true ? intact : [:]
            return try fill(staging, reused: reused, jobs: jobs, output: trimmed, old: old, previous: previous, recording: recording, spare: spare,
                            inPlace: inPlace)
        } catch {
            // Nothing half-built is left behind, whatever failed (a full disk most of all): the
            // output's own entries go back if they had moved, then the staging folder goes.
            try? recoverKeptEntries(into: trimmed, from: [staging, old])
            if fileSystem.kind(at: trimmed) == nil, fileSystem.kind(at: old) == .directory { try? fileSystem.moveItem(at: old, to: trimmed) }
            try? fileSystem.removeItem(at: staging)
            throw error
        }
    }

    /// Writes every job into `staging` (the spare output being brought up to date when `reused`
    /// is its content, else a new folder) and swaps it in for `output`. `inPlace`: the output's
    /// intact files' inodes, when the spare is on the output's device.
    private func fill(_ staging: String, reused: FileTree?, jobs: [OutputJob], output trimmed: String, old: String, previous: BuildCache?,
                      recording: Bool, spare: String?, inPlace: [String: UInt64]) throws -> Summary {
        var reused = reused
        // Folders that hold other folders are made first, in order; the rest (one per page) by
        // the job that writes into them, on every core: making a folder costs as much as writing a
        // file, and there is one per page.
        let folders = Set(jobs.compactMap { job in job.path.lastIndex(of: "/").map { String(job.path[..<$0]) } })
        var parents = Set<String>()
        for folder in folders {
            var path = Substring(folder)
            while let slash = path.lastIndex(of: "/") {
                path = path[..<slash]
                guard parents.insert(String(path)).inserted else { break }
            }
        }
        if let spareTree = reused {
            reused = try prune(spareTree, in: staging, files: Set(jobs.map(\.path))) { folders.contains($0) || parents.contains($0) }
        }
        for folder in parents.sorted() { try fileSystem.createDirectory(at: joinPath(staging, folder)) }
        // A folder is there already when made above or kept in the spare (asked of both sets, not
        // of their union: copying 20,000 folders' names was a serial 15 ms).
        let fileSystem = self.fileSystem, spareTree = reused, madeParents = parents
        let written = parallelism.map(jobs) { job -> Result<(String, BuildCache.Record?, OutputFile.Kind), any Error> in
            Result {
                let file = job.make()
                guard file.path == job.path else { throw WriteError.unsafePath(file.path) }
                if let slash = file.path.lastIndex(of: "/") {
                    let folder = String(file.path[..<slash])
                    if !madeParents.contains(folder), spareTree?.folders.contains(folder) != true { try fileSystem.createDirectory(at: joinPath(staging, folder)) }
                }
                let target = joinPath(staging, file.path), current = joinPath(trimmed, file.path)
                let inSpare = spareTree?.files.contains(file.path) ?? false
                let hash = recording && !file.reusesPrevious ? try contentHash(of: file) : ""
                // The file in the output now, and whether the spare's file is that very file (a
                // hard link of it), asked together: most of an edit build's files are kept so.
                // Known already when the spare's walk read the inode the output's file had.
                let record = previous?.outputs[file.path]
                let found = if let record, inSpare, let inode = inPlace[file.path], inode != 0, spareTree?.inodes[file.path] == inode {
                    (stamp: record.stamp, isSame: true)
                } else {
                    record == nil ? nil : inSpare ? fileSystem.stamp(at: current, sameFileAs: target) : fileSystem.stamp(at: current).map { ($0, false) }
                }
                if let kept = try keepable(file, stamp: found?.stamp, previous: previous, hash: hash) {
                    // Already in place: the very file whose stamp `keepable` just compared.
                    if found?.isSame == true {
                        return (file.path, BuildCache.Record(key: nil, hash: kept.hash, stamp: kept.stamp), file.kind)
                    }
                    if inSpare { try fileSystem.removeItem(at: target) }
                    try fileSystem.linkItem(at: current, to: target)
                    return (file.path, BuildCache.Record(key: nil, hash: kept.hash, stamp: fileSystem.stamp(at: target) ?? kept.stamp), file.kind)
                }
                if inSpare { try fileSystem.removeItem(at: target) }  // a new file, never the old one overwritten
                if recording, file.sourcePath == nil {
                    let stamp = try file.withBytes { try fileSystem.writeFileStamped(at: target, bytes: $0) }
                    return (file.path, stamp.map { BuildCache.Record(key: nil, hash: hash, stamp: $0) }, file.kind)
                }
                try put(file, at: target)
                return (file.path, recording ? fileSystem.stamp(at: target).map { BuildCache.Record(key: nil, hash: hash, stamp: $0) } : nil, file.kind)
            }
        }
        var summary = Summary(records: [:], files: jobs.count, rendered: 0, reused: 0)
        summary.records.reserveCapacity(recording ? jobs.count : 0)  // grown one by one, 20,000 records were rehashed a dozen times
        for result in written {
            let (path, record, kind) = try result.get()
            summary.records[path] = record
            summary.count(kind)
        }
        try fileSystem.writeFile(at: joinPath(staging, OutputFolder.markerName), contents: Data(OutputFolder.markerText.utf8))
        if fileSystem.kind(at: trimmed) == .directory {
            // The output's own entries move into the new site before it is swapped in, so the
            // published folder always has them (a gh-pages worktree keeps its `.git`).
            for kept in OutputFolder.keptNames where fileSystem.kind(at: joinPath(trimmed, kept)) != nil {
                try fileSystem.removeItem(at: joinPath(staging, kept))
                try fileSystem.moveItem(at: joinPath(trimmed, kept), to: joinPath(staging, kept))
            }
            if try fileSystem.exchangeItems(staging, trimmed) {
                try keep(staging, as: spare)  // now the previous site
            } else {
                try fileSystem.moveItem(at: trimmed, to: old)
                try fileSystem.moveItem(at: staging, to: trimmed)
                try keep(old, as: spare)
            }
        } else {
            try fileSystem.removeItem(at: trimmed)
            try fileSystem.moveItem(at: staging, to: trimmed)
        }
        return summary
    }

    /// Moves the output's own entries (`OutputFolder.keptNames`) that a stopped build left in
    /// one of `folders` back into `output`, where it lacks them.
    private func recoverKeptEntries(into output: String, from folders: [String]) throws {
        guard fileSystem.kind(at: output) == .directory else { return }
        for folder in folders where fileSystem.kind(at: folder) == .directory {
            for kept in OutputFolder.keptNames where fileSystem.kind(at: joinPath(output, kept)) == nil && fileSystem.kind(at: joinPath(folder, kept)) != nil {
                try fileSystem.moveItem(at: joinPath(folder, kept), to: joinPath(output, kept))
            }
        }
    }

    /// Removes from the spare folder `root` (whose content is `tree`) what the new site does not
    /// have (its `files`, and the folders `isWanted` says it has), folders before files (removing
    /// one removes what is in it); a path that changed from file to folder or back is among them.
    /// Returns what is left.
    private func prune(_ tree: FileTree, in root: String, files wanted: Set<String>, folders isWanted: (String) -> Bool) throws -> FileTree {
        // Only what goes is sorted and subtracted: most builds keep every one of 20,000 folders.
        let folders = tree.folders.filter { !isWanted($0) }, files = tree.files.filter { !wanted.contains($0) }
        for folder in folders.sorted() { try fileSystem.removeItem(at: joinPath(root, folder)) }
        for file in files { try fileSystem.removeItem(at: joinPath(root, file)) }
        var left = FileTree(files: files.isEmpty ? tree.files : tree.files.subtracting(files),
                            folders: folders.isEmpty ? tree.folders : tree.folders.subtracting(folders))
        // A removed file's inode is never asked for (only the new site's files are).
        left.inodes = tree.inodes
        return left
    }

    /// Keeps the replaced output at `spare` for the next build, or deletes it (no spare wanted,
    /// or it cannot be renamed there: a spare is never copied).
    private func keep(_ replaced: String, as spare: String?) throws {
        guard let spare, replaced != spare else {
            if spare == nil { try fileSystem.removeItem(at: replaced) }
            return
        }
        if let slash = spare.lastIndex(of: "/") { try? fileSystem.createDirectory(at: String(spare[..<slash])) }
        do {
            try fileSystem.removeItem(at: spare)
            try fileSystem.replaceFile(at: spare, with: replaced)
        } catch {
            try fileSystem.removeItem(at: replaced)
        }
    }

    /// Updates `output` in place from the previous build: writes only the files whose bytes
    /// changed (each through a temporary file and a rename, so a reader never sees half a file),
    /// and removes the files the previous build wrote that are gone. For `serve`, where a fast
    /// edit-to-browser loop matters more than swapping the whole folder at once.
    package func update(jobs: [OutputJob], in output: String, previous: BuildCache) throws -> Summary {
        try Self.checkPaths(of: jobs)
        var summary = Summary(records: [:], files: jobs.count, rendered: 0, reused: 0)
        var records: [String: BuildCache.Record] = [:]
        for job in jobs {
            let file = job.make()
            guard file.path == job.path else { throw WriteError.unsafePath(file.path) }
            summary.count(file.kind)
            let target = joinPath(output, file.path)
            let hash = file.reusesPrevious ? "" : try contentHash(of: file)
            let stamp = previous.outputs[file.path] == nil ? nil : fileSystem.stamp(at: target)
            if let kept = try keepable(file, stamp: stamp, previous: previous, hash: hash) {
                records[file.path] = kept
                continue
            }
            if let slash = file.path.lastIndex(of: "/") { try fileSystem.createDirectory(at: joinPath(output, String(file.path[..<slash]))) }
            try replace(file, in: output)
            if let stamp = fileSystem.stamp(at: target) { records[file.path] = BuildCache.Record(key: nil, hash: hash, stamp: stamp) }
        }
        for path in previous.outputs.keys where records[path] == nil && Self.isSafe(path) {
            try fileSystem.removeItem(at: joinPath(output, path))
        }
        let marker = joinPath(output, OutputFolder.markerName)
        if fileSystem.kind(at: marker) == nil { try fileSystem.writeFile(at: marker, contents: Data(OutputFolder.markerText.utf8)) }
        summary.records = records
        return summary
    }

    /// The hash the cache records for `file`'s bytes. A file copied from disk is read a chunk at
    /// a time and hashed with SHA-256, whose result does not depend on where reads split it.
    private func contentHash(of file: OutputFile) throws -> String {
        guard let source = file.sourcePath else { return file.withBytes(ContentHash.of(bytes:)) }
        var hash = SHA256()
        try fileSystem.readChunks(at: source) { hash.update($0) }
        return "sha256-" + SHA256.hex(hash.finish())
    }

    /// Writes `file` into the existing site at `output` through a temporary file and a rename,
    /// so a reader never sees half of it (`update`, and `serve`'s quick edits).
    package func replace(_ file: OutputFile, in output: String) throws {
        let target = joinPath(output, file.path), temporary = target + ".specimen-new"
        try put(file, at: temporary)
        try fileSystem.replaceFile(at: target, with: temporary)
    }

    /// Writes `file` at `target`: its bytes, or a chunked copy of the file it comes from.
    private func put(_ file: OutputFile, at target: String) throws {
        if let source = file.sourcePath { return try fileSystem.copyFile(at: source, to: target) }
        try file.withBytes { try fileSystem.writeFile(at: target, bytes: $0) }
    }

    /// The previous build's record of `file` when the file in the output now (its `stamp`, nil
    /// when there is none) can stand for it: always for a file to keep (`reusesPrevious`; an
    /// error if it is gone or changed), otherwise when its bytes hash the same. A file edited or
    /// deleted by hand since is never kept.
    private func keepable(_ file: OutputFile, stamp: FileStamp?, previous: BuildCache?, hash: String) throws -> BuildCache.Record? {
        guard let record = previous?.outputs[file.path], let stamp, stamp == record.stamp else {
            if file.reusesPrevious { throw WriteError.missingPrevious(file.path) }
            return nil
        }
        return file.reusesPrevious || record.hash == hash ? record : nil
    }

    /// Every path stays inside the output and is written once: a second file at one path would
    /// replace the first (the checks report such clashes as SP004 first; this is the last line).
    static func checkPaths(of jobs: [OutputJob]) throws {
        var seen = Set<[UInt8]>(minimumCapacity: jobs.count)
        for job in jobs {
            guard isSafe(job.path) else { throw WriteError.unsafePath(job.path) }
            guard seen.insert(Array(job.path.utf8)).inserted else { throw WriteError.writtenTwice(job.path) }
        }
    }

    /// A relative path with no `..`, `.` or empty segment: it cannot leave the output folder.
    /// Byte by byte: splitting every path of a 10,000-page site into substrings was a serial
    /// 25 ms of each build.
    static func isSafe(_ path: String) -> Bool {
        var length = 0, dots = 0
        // A segment is unsafe when empty, or all dots and at most two of them.
        func isSafeSegment() -> Bool { length > 0 && !(length == dots && dots <= 2) }
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                guard isSafeSegment() else { return false }
                (length, dots) = (0, 0)
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return isSafeSegment()
    }
}

/// Why the site could not be written.
package enum WriteError: Error, Sendable, CustomStringConvertible {
    case unsafePath(String)
    /// The output is a file (or a link), which a build never replaces.
    case notAFolder(String)
    /// Two files of the site would be written to one path (a bug: `OutputPathChecker` reports it first).
    case writtenTwice(String)
    /// A file to keep from the previous build is no longer there as it was (a bug: the pipeline checks first).
    case missingPrevious(String)

    package var description: String {
        switch self {
        case .unsafePath(let path): "refusing to write `\(path)`: it would leave the output folder"
        case .notAFolder(let path): "refusing to write the site to `\(path)`: it is a file, not a folder"
        case .writtenTwice(let path): "refusing to write `\(path)` twice: two files of the site claim it"
        case .missingPrevious(let path): "`\(path)` changed in the output folder during the build; run the build again"
        }
    }
}
