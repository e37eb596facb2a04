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
package struct BuildCache: Sendable, Codable, Equatable {
    /// Bumped whenever the meaning of the cache changes.
    package static let format = 5  // 3: output hashes computed in four lanes; 4: input stamps; 5: trusted versions

    /// One file of the previous output.
    package struct Record: Sendable, Codable, Equatable {
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

    /// Where the cache of `output` lives: `.specimen-cache/<output folder name>.json` beside it.
    package static func path(forOutput output: String) -> String {
        inCacheFolder(of: output, suffix: ".json")
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

    /// The encoded cache: a first line `specimen-cache <checksum of the rest>`, then JSON.
    package func encoded() -> Data {
        let body = Data(jsonBody())
        return Data("specimen-cache \(ContentHash.of(body))\n".utf8) + body
    }

    /// The JSON `JSONDecoder` reads back into this cache, keys sorted, written member by member
    /// (`JSONObjectWriter`): a record per output file, 10,000 and more, took a seventh of a
    /// second through `JSONEncoder`, at the end of every build, on one core while the other waited.
    func jsonBody() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(64 + outputs.count * 160)
        var root = JSONObjectWriter(JSONWriter(.compact), depth: 0, into: &output)
        root.objects("diagnostics", diagnostics, into: &output) { diagnostic, object, output in
            object.string("code", diagnostic.code.rawValue, into: &output)
            object.string("hint", diagnostic.hint, into: &output)
            object.object("location", into: &output) { location, output in
                location.raw("column", String(diagnostic.location.column), into: &output)
                location.string("file", diagnostic.location.file, into: &output)
                location.raw("line", String(diagnostic.location.line), into: &output)
            }
            object.string("message", diagnostic.message, into: &output)
            object.string("severity", diagnostic.severity.rawValue, into: &output)
        }
        root.raw("format", String(format), into: &output)
        if let inputStamps {
            root.object("inputStamps", into: &output) { stamps, output in
                stamps.object("files", into: &output) { files, output in Self.write(inputStamps.files, into: &files, &output) }
                stamps.string("options", inputStamps.options, into: &output)
                stamps.strings("outsideLinks", inputStamps.outsideLinks, into: &output)
            }
        }
        root.string("inputs", inputs, into: &output)
        root.object("outputs", into: &output) { records, output in
            for path in outputs.keys.sorted() {
                guard let record = outputs[path] else { continue }
                records.object(path, into: &output) { fields, output in
                    fields.string("hash", record.hash, into: &output)
                    fields.string("key", record.key, into: &output)
                    fields.object("stamp", into: &output) { stamp, output in
                        stamp.raw("modified", Self.number(record.stamp.modified), into: &output)
                        stamp.raw("size", String(record.stamp.size), into: &output)
                    }
                }
            }
        }
        root.raw("pages", String(pages), into: &output)
        root.string("specimen", specimen, into: &output)
        if let trustedVersions {
            root.object("trustedVersions", into: &output) { trusted, output in
                trusted.string("linkKey", trustedVersions.linkKey, into: &output)
                trusted.string("options", trustedVersions.options, into: &output)
                trusted.string("templates", trustedVersions.templates, into: &output)
                trusted.objects("versions", trustedVersions.versions, into: &output) { version, object, output in
                    object.string("build", version.build, into: &output)
                    object.string("content", version.content, into: &output)
                    object.object("files", into: &output) { files, output in Self.write(version.files, into: &files, &output) }
                    object.string("id", version.id, into: &output)
                    object.string("label", version.label, into: &output)
                    object.object("outline", into: &output) { outline, output in
                        outline.string("withRegistry", version.outline.withRegistry, into: &output)
                        outline.string("withTokens", version.outline.withTokens, into: &output)
                    }
                    object.strings("outsideLinks", version.outsideLinks, into: &output)
                    object.raw("pages", String(version.pages), into: &output)
                    object.raw("sameData", version.sameData ? "true" : "false", into: &output)
                }
            }
        }
        root.close(into: &output)
        return output
    }

    /// Writes input stamps by path, in path order, as members of `files`.
    private static func write(_ stamps: [String: InputStamp], into files: inout JSONObjectWriter, _ output: inout [UInt8]) {
        for path in stamps.keys.sorted() {
            guard let stamp = stamps[path] else { continue }
            files.object(path, into: &output) { fields, output in
                fields.raw("changed", Self.number(stamp.changed), into: &output)
                fields.raw("inode", String(stamp.inode), into: &output)
                fields.raw("modified", Self.number(stamp.modified), into: &output)
                fields.raw("size", String(stamp.size), into: &output)
            }
        }
    }

    /// `description` is the shortest text that reads back as the same Double; a time that is not
    /// a number is written as 0, so the file counts as changed, never as unchanged.
    private static func number(_ value: Double) -> String {
        value.isFinite ? value.description : "0"
    }

    /// The cache in `data`, or nil when it is damaged, from another format or another Specimen version.
    package static func decode(_ data: Data, specimen: String) -> BuildCache? {
        guard let newline = data.firstIndex(of: 10) else { return nil }
        let header = String(decoding: data[data.startIndex..<newline], as: UTF8.self)
        let body = Data(data[data.index(after: newline)...])
        guard header == "specimen-cache \(ContentHash.of(body))",
              let cache = BuildCacheReader.read(body),
              cache.format == Self.format, cache.specimen == specimen else { return nil }
        return cache
    }
}
