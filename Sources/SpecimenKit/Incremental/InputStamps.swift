/// The stamp of every file a build reads, so the next build can tell that nothing changed
/// without reading and hashing the whole site (`InputFingerprint`): at 10,000 pages, reading and
/// hashing were most of a no-change build, which now only lists folders and `stat`s files.
///
/// Stamps are as trustworthy as the clock that makes them: a file written twice within one tick
/// of the file system's clock can keep its stamp (same size, same times, same inode). So stamps
/// are recorded only when every file is older than the build by a margin (`areSettled`): a
/// file saved while the build read it makes the next build read and hash everything again, as
/// before. A stamp mismatch is never taken as a change either: the content hashes decide.
package struct InputStamps: Sendable, Equatable {
    /// `InputFingerprint.optionsHash`: Specimen's version, the options and the folders.
    package var options: String
    /// Every file read from `Content/` and `Templates/`, by its path as the build names it.
    package var files: [String: InputStamp]
    /// Links below `Content/` that lead outside it: never read, but reported when used.
    package var outsideLinks: [String]

    package init(options: String, files: [String: InputStamp], outsideLinks: [String]) {
        self.options = options
        self.files = files
        self.outsideLinks = outsideLinks
    }

    /// The stamps of what `listing` found; nil when a file disappeared before it was stamped.
    package init?(listing: SourceListing, input: SiteInput, options: String, fileSystem: any FileSystem, parallelism: Parallelism = .parallel) {
        var paths = listing.contentFiles.map { joinPath(input.contentDirectory, $0) } + listing.templateFiles.map { joinPath(input.templatesDirectory, $0) }
        var outsideLinks = listing.outsideLinks
        // Older versions' files too (`site.yml` `versions:`), by their paths on disk.
        for version in listing.versions {
            paths += version.listing.contentFiles.map { joinPath(version.input.contentDirectory, $0) }
            outsideLinks += version.listing.outsideLinks.map { joinPath(version.input.contentDirectory, $0) }
        }
        var files: [String: InputStamp] = [:]
        files.reserveCapacity(paths.count)
        for (path, stamp) in zip(paths, parallelism.map(paths) { fileSystem.inputStamp(at: $0) }) {
            guard let stamp else { return nil }
            files[path] = stamp
        }
        self.init(options: options, files: files, outsideLinks: outsideLinks)
    }

    /// True when every file was last modified (and its status last changed) at least `margin`
    /// seconds before `start`, the time the build began listing: a later write then cannot have
    /// kept a recorded stamp. The margin covers file systems whose clock is coarse or runs a
    /// little behind this one.
    package func areSettled(before start: Double, margin: Double = 1) -> Bool {
        files.values.allSatisfy { $0.modified < start - margin && $0.changed < start - margin }
    }
}
