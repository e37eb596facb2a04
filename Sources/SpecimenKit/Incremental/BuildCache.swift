import Foundation
import SpecimenFormats

/// What the previous build of an output folder left behind, so the next one can skip what did
/// not change: a hash of every input (an unchanged site is not built again), the key each
/// output was rendered from (a page whose inputs did not change is not rendered again), and the
/// hash and stamp of every file written (an unchanged file is linked, not rewritten).
///
/// It lives in `.specimen-cache/` beside the output folder (git-ignored). It is never trusted
/// blindly: a file that does not parse, has another format or Specimen version, or whose
/// checksum does not match its body is discarded, and a previous output file is reused only
/// when its size and modification time are still the ones recorded.
package struct BuildCache: Sendable, Equatable {
    /// Bumped whenever the meaning of the cache changes.
    package static let format = 6  // 3: output hashes computed in four lanes; 4: input stamps; 5: trusted versions; 6: binary

    /// One file of the previous output.
    package struct Record: Sendable, Equatable {
        /// The render key it was made from (`OutputKeys`), nil for files that are copied or always rendered.
        package var key: String?
        /// `ContentHash` of its bytes.
        package var hash: String
        /// Its size and modification time right after the build.
        package var stamp: FileStamp

        package init(key: String?, hash: String, stamp: FileStamp) {
            self.key = key
            self.hash = hash
            self.stamp = stamp
        }
    }

    package var format: Int
    /// The Specimen version that wrote it.
    package var specimen: String
    /// `InputFingerprint` of the build: every source, template, theme and content file, and the options.
    package var inputs: String
    /// The output folder's files, by path inside it.
    package var outputs: [String: Record]
    /// What the build reported, printed again when nothing changed.
    package var diagnostics: [Diagnostic]
    /// Pages in the site, for the summary line.
    package var pages: Int
    /// The stamp of every input, when they were settled (`InputStamps.areSettled`): the next
    /// build compares them before reading anything.
    package var inputStamps: InputStamps?
    /// The older versions, as the next build may take them whole when none of their files
    /// changed (`TrustedVersions`); nil when the build had none, or any of them was not settled.
    package var trustedVersions: TrustedVersions?

    package init(specimen: String, inputs: String, outputs: [String: Record], diagnostics: [Diagnostic], pages: Int,
                inputStamps: InputStamps? = nil, trustedVersions: TrustedVersions? = nil) {
        self.format = Self.format
        self.specimen = specimen
        self.inputs = inputs
        self.outputs = outputs
        self.diagnostics = diagnostics
        self.pages = pages
        self.inputStamps = inputStamps
        self.trustedVersions = trustedVersions
    }

    /// Where the cache of `output` lives: `.specimen-cache/<output folder name>.cache` beside it.
    package static func path(forOutput output: String) -> String {
        inCacheFolder(of: output, suffix: ".cache")
    }

    /// Where the pages the build parsed are kept for the next one (`PageStore`):
    /// `.specimen-cache/<name>.pages`, and an older version's (its `id`) in
    /// `.specimen-cache/<name>.versions/<id>.pages` (an id is one safe path segment).
    package static func pagesPath(forOutput output: String, version: String? = nil) -> String {
        inCacheFolder(of: output, suffix: version.map { ".versions/\($0).pages" } ?? ".pages")
    }

    /// Where the comparison of the versions is kept for the next build (`VersionLinkRecord`):
    /// `.specimen-cache/<name>.links`.
    package static func linksPath(forOutput output: String) -> String {
        inCacheFolder(of: output, suffix: ".links")
    }

    /// The folder of the older versions' parsed pages (`pagesPath(forOutput:version:)`).
    package static func versionPagesFolder(forOutput output: String) -> String {
        inCacheFolder(of: output, suffix: ".versions")
    }

    /// Where the output a build replaced is kept for the next build to bring up to date
    /// (`SiteWriter.write(jobs:to:previous:records:spare:)`): `.specimen-cache/<name>.previous`.
    package static func previousOutputPath(forOutput output: String) -> String {
        inCacheFolder(of: output, suffix: ".previous")
    }

    /// The lock two builds into one output take in turn (`FileSystem.withExclusiveLock`):
    /// `.specimen-cache/<name>.lock`, kept even by `--no-cache` builds.
    package static func lockPath(forOutput output: String) -> String {
        inCacheFolder(of: output, suffix: ".lock")
    }

    private static func inCacheFolder(of output: String, suffix: String) -> String {
        let trimmed = output.hasSuffix("/") && output.count > 1 ? String(output.dropLast()) : output
        let slash = trimmed.lastIndex(of: "/")
        let parent = slash.map { String(trimmed[..<$0]) } ?? ""
        let name = slash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? trimmed
        return joinPath(joinPath(parent.isEmpty ? "." : parent, ".specimen-cache"), name + suffix)
    }
}
