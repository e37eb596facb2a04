/// Which files a build reads, found by walking `Content/` and `Templates/` without reading any:
/// what `ContentLoader` then reads, and what an incremental build stamps to know, before reading
/// anything, whether the site changed at all (`InputStamps`).
package struct SourceListing: Sendable {
    /// Every file below `Content/` (hidden ones skipped), sorted, relative to it.
    package var contentFiles: [String]
    /// Symbolic links below `Content/` that lead outside it (never read; SP403 when used).
    package var outsideLinks: [String]
    /// Every file below `Templates/`, sorted, relative to it.
    package var templateFiles: [String]
    /// The last commit date of each content file, when `site.yml` may ask for them
    /// (`theme: lastUpdated: git`) and `Content/` is in a git work tree.
    package var commitDates: CommitDates? = nil
    /// The older versions `site.yml` lists (`versions:`) whose folders hold a site, in its order.
    package var versions: [Version] = []

    /// An older version's files, listed as the current site's are.
    package struct Version: Sendable {
        package var setting: VersionSetting
        /// Its content folder, with the current site's templates folder.
        package var input: SiteInput
        package var listing: SourceListing
    }
}
