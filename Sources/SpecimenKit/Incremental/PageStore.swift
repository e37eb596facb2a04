import Foundation
import SpecimenFormats
import Synchronization

/// The pages and the registry the previous build parsed, kept in the build cache
/// (`.specimen-cache/<name>.pages`; an older version's in `<name>.versions/<id>.pages`, without
/// findings) so that `specimen build` after an edit parses only the pages
/// whose text changed (issue 26, point 3). A page is read back (`PageRecord`, without its body;
/// the registry as a `RegistryRecord`, by its path like a page) only when its text has the
/// length and hash it was parsed from and `site.yml` and the interface strings are the ones it
/// was parsed with; anything else is parsed as if there were no store.
///
/// With the pages, what the checks that read only data found in them (`DataFindings`): kept in
/// one file, the findings always belong to the records beside them, even after a build that
/// stopped at an error.
///
/// Never trusted blindly, as the rest of the cache: a file with another format or Specimen
/// version, or whose checksum does not match, is ignored (and replaced by the build's own), and
/// a record that does not read back is parsed instead.
package final class PageStore: Sendable {
    /// Bumped whenever what a record holds or how it is written changes (`PageRecord`, `RegistryRecord`).
    package static let format = 3  // 3: the data checks' findings after the pages

    /// Where a stored page's record is in `data`, and what text it was parsed from.
    private struct Stored: Sendable {
        var textHash: String
        var textLength: Int
        var range: Range<Int>
    }

    /// What this build asked for, by path: a stored record still good, or a new one.
    private enum Kept: Sendable {
        case stored(Range<Int>, textHash: String, textLength: Int)
        case parsed([UInt8], textHash: String, textLength: Int)
    }

    private let specimen: String
    /// The previous build's file, whole (records point into it), or empty; let go of with the
    /// records once the next file is written (`releaseRecords`).
    private let previousFile: Mutex<Data>
    /// The previous build's file (a reference to it: `Data` is copied on write only).
    private var data: Data { previousFile.withLock { $0 } }
    private let stored: [String: Stored]
    /// The configuration the stored pages were parsed with (`configKey`).
    private let storedConfig: String
    /// `asked` counts the values asked for (`pages` is let go of once written; `dataIsUnchanged`
    /// is asked while it is written).
    private let kept = Mutex<(config: String, pages: [String: Kept], misses: Int, reused: Int, asked: Int, dataChanged: Bool)>(("", [:], 0, 0, 0, false))
    /// What the data checks found in the stored pages, when the previous build checked them.
    package let previousFindings: DataFindings?
    /// What this build's data checks found, written with its pages (nil when they did not run),
    /// and whether it is known yet: the file is written from when the pages are parsed, its
    /// records let go of, and finished once the checks are done (`encode`).
    private let findings = Mutex<(found: DataFindings?, isKnown: Bool)>((nil, false))
    private let findingsKnown = DispatchSemaphore(value: 0)

    /// A store with the pages of `data` (the file a previous build wrote), or none when `data` is
    /// nil, damaged or another format's or Specimen version's.
    package init(data: Data?, specimen: String) {
        self.specimen = specimen
        guard let data, let (config, stored, findings) = Self.index(data, specimen: specimen) else {
            self.previousFile = Mutex(Data())
            self.stored = [:]
            self.storedConfig = ""
            self.previousFindings = nil
            return
        }
        self.previousFile = Mutex(data)
        self.stored = stored
        self.storedConfig = config
        self.previousFindings = findings
    }

    /// True when every stored page and the registry were asked for again, with the
    /// configuration they were parsed with, and none was added, and each one parsed again (its
    /// text changed) has the data its record had (`PageRecord.sourceData`: front matter, spec
    /// blocks, token grids and guidance blocks, where they are in the file): `previousFindings`
    /// are still what the data checks find in these pages.
    package var dataIsUnchanged: Bool {
        kept.withLock { state in
            !state.dataChanged && state.config == storedConfig && !stored.isEmpty && state.asked == stored.count
        }
    }

    /// Keeps what this build's data checks found (nil: they did not run), to be written with its
    /// pages; only the first call counts. A build calls it once its checks are done, or fail:
    /// the file being written waits for it.
    package func keep(_ findings: DataFindings?) {
        let isFirst = self.findings.withLock { state in
            guard !state.isKnown else { return false }
            state = (findings, true)
            return true
        }
        if isFirst { findingsKnown.signal() }
    }

    /// How many records the previous build's file holds (0 when it was damaged, foreign or absent).
    package var storedCount: Int { stored.count }

    /// How many pages were read back; the others were parsed.
    package var reusedCount: Int {
        kept.withLock { $0.reused }
    }

    /// The parsed page for `file`: read back when its text and configuration (`configKey` of
    /// `SiteParser`'s `site.yml` and interface strings) are those it was parsed with, else
    /// `parse`d and kept for the next build.
    func page(for file: SourceFile, configKey: String, parse: (SourceFile) -> Diagnosed<Page>) -> Diagnosed<Page> {
        value(for: file, configKey: configKey, parse: parse, write: { PageRecord.write($0, to: &$1) },
              read: { try PageRecord.read($0, file: file) }, sameData: { page, record in
                  guard let stored = try? PageRecord.read(record, file: file) else { return false }
                  return PageRecord.sourceData(of: stored.value) == PageRecord.sourceData(of: page.value)
              })
    }

    /// The parsed registry, kept and read back as a page is (`page(for:configKey:parse:)`).
    func registry(for file: SourceFile, configKey: String, parse: (SourceFile) -> Diagnosed<Registry>) -> Diagnosed<Registry> {
        value(for: file, configKey: configKey, parse: parse, write: { RegistryRecord.write($0, file: file.path, to: &$1) },
              read: { try RegistryRecord.read($0, file: file.path) }, sameData: nil)
    }

    /// `file`'s parsed value, read back from its record when its text and `configKey` are those
    /// it was parsed with, else `parse`d and its record kept for the next build. `sameData`, for a
    /// page (counted in `reusedCount`), says whether a parsed page has the data of the record its
    /// path had (`dataIsUnchanged`); any other value parsed again changes the data.
    private func value<Value>(for file: SourceFile, configKey: String, parse: (SourceFile) -> Value, write: (Value, inout ByteWriter) -> Void,
                              read: (UnsafeRawBufferPointer) throws -> Value, sameData: ((Value, UnsafeRawBufferPointer) -> Bool)?) -> Value {
        let isPage = sameData != nil
        var text = file.text
        let textHash = text.withUTF8 { ContentHash.of(bytes: UnsafeRawBufferPointer($0)) }
        let textLength = text.utf8.count
        if configKey == storedConfig, file.problem == nil, let entry = stored[file.path], entry.textHash == textHash, entry.textLength == textLength {
            let value = data.withUnsafeBytes { bytes in  // `data` once: one lock per page
                try? read(UnsafeRawBufferPointer(rebasing: bytes[entry.range]))
            }
            if let value {
                kept.withLock { state in
                    state.config = configKey
                    state.asked += 1
                    if isPage { state.reused += 1 }
                    state.pages[file.path] = .stored(entry.range, textHash: textHash, textLength: textLength)
                }
                return value
            }
        }
        let value = parse(file)
        var isSameData = false
        if let sameData, configKey == storedConfig, file.problem == nil, let entry = stored[file.path] {
            isSameData = data.withUnsafeBytes { sameData(value, UnsafeRawBufferPointer(rebasing: $0[entry.range])) }
        }
        // A file with a problem (invalid UTF-8, a NUL byte) is parsed every time, not kept.
        // Copied to an array of its own size: `collect`'s spare room would be held until the
        // store is written, half as much again as the records.
        let record = file.problem == nil ? ByteWriter.collect(capacity: 4096) { write(value, &$0) }.withUnsafeBufferPointer { Array($0) } : nil
        kept.withLock { state in
            state.config = configKey
            state.misses += 1
            state.asked += 1
            if !isSameData { state.dataChanged = true }
            if let record { state.pages[file.path] = .parsed(record, textHash: textHash, textLength: textLength) }
        }
        return value
    }

    /// Lets go of the records kept for the next build and of the previous build's file (once the
    /// next is written): a large site's are hundreds of megabytes each, better freed before the
    /// site renders. Only `reusedCount` is left to ask.
    package func releaseRecords() {
        kept.withLock { $0.pages = [:] }
        previousFile.withLock { $0 = Data() }
    }

    /// True when the file for the next build would differ from the previous one's: a page was
    /// parsed, added or removed, or the configuration changed, or else (waiting for the checks)
    /// this build's findings differ from the stored ones: found with other files' data (a token
    /// file edited) or for an older version with other inputs (a template edited).
    package var hasChanges: Bool {
        let (config, pages, misses) = kept.withLock { ($0.config, $0.pages, $0.misses) }
        guard !pages.isEmpty else { return false }
        if misses > 0 || config != storedConfig || pages.count != stored.count { return true }
        findingsKnown.wait()
        findingsKnown.signal()  // for `encode`
        let found = findings.withLock { $0.found }
        return found != nil && found != previousFindings
    }

    /// The file for the next build, handed to `write` a piece at a time (never held whole: at
    /// 100,000 pages it is hundreds of megabytes): a header, a piece per page, the data checks'
    /// findings, then the checksum of the pieces before it, fed to `ContentHash` piece by piece as
    /// `index` reads them. `waitingForFindings` (a build's store, written while its pages are
    /// checked) lets go of the records once written and waits for `keep`; otherwise the findings
    /// kept so far are written.
    package func encode(waitingForFindings: Bool = false, _ write: (UnsafeRawBufferPointer) throws -> Void) throws {
        let (config, pages) = kept.withLock { ($0.config, $0.pages) }
        var checksum = ContentHash()
        func emit(_ piece: inout ByteWriter, checksummed: Bool = true) throws {
            let bytes = piece.finish()
            try bytes.withUnsafeBytes { raw in
                if checksummed { checksum.combine(buffer: raw) }
                try write(raw)
            }
        }
        var header = ByteWriter(capacity: 256)
        header.appendString("specimen-pages")
        header.appendInteger(Self.format)
        header.appendString(specimen)
        header.appendString(config)
        header.appendInteger(pages.count)
        try emit(&header)
        try data.withUnsafeBytes { bytes in
            var entry = ByteWriter(capacity: 16 << 10)
            for (path, page) in pages.sorted(by: { $0.key < $1.key }) {
                entry.appendString(path)
                switch page {
                case .stored(let range, let hash, let length):
                    entry.appendString(hash)
                    entry.appendInteger(length)
                    entry.appendBytes(UnsafeRawBufferPointer(rebasing: bytes[range]))
                case .parsed(let record, let hash, let length):
                    entry.appendString(hash)
                    entry.appendInteger(length)
                    record.withUnsafeBytes { entry.appendBytes($0) }
                }
                try emit(&entry)
            }
        }
        if waitingForFindings {
            // The records are written: let go of them while the checks run, then wait for these.
            releaseRecords()
            findingsKnown.wait()
            findingsKnown.signal()  // for another `encode` of the same store
        }
        var findings = ByteWriter(capacity: 4096)
        let found = self.findings.withLock { $0.found }
        findings.appendFlag(found != nil)
        found?.write(to: &findings)
        try emit(&findings)
        var trailer = ByteWriter(capacity: Self.checksumLength)
        trailer.append(utf8: checksum.hex)
        try emit(&trailer, checksummed: false)
    }

    /// The length of the checksum that ends the file (written as it streams, not `ContentHash.seal`).
    private static let checksumLength = ContentHash.hexLength

    /// The configuration key a page is kept under: a hash of `SiteParser`'s configuration text.
    static func configKey(_ config: String) -> String {
        var config = config
        return config.withUTF8 { ContentHash.of(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// The stored pages of `data` by path, with the configuration they were parsed with; nil for a
    /// file that is damaged, of another format or written by another Specimen.
    private static func index(_ data: Data, specimen: String) -> (config: String, pages: [String: Stored], findings: DataFindings?)? {
        data.withUnsafeBytes { bytes -> (String, [String: Stored], DataFindings?)? in
            guard bytes.count > checksumLength else { return nil }
            let bodyLength = bytes.count - checksumLength
            var reader = ByteReader(UnsafeRawBufferPointer(rebasing: bytes[..<bodyLength]))
            var checksum = ContentHash()
            do {
                guard try reader.string() == "specimen-pages", try reader.integer() == format, try reader.string() == specimen else { return nil }
                let config = try reader.string()
                let count = try reader.count()
                checksum.combine(buffer: UnsafeRawBufferPointer(rebasing: bytes[..<reader.offset]))
                var pages: [String: Stored] = [:]
                pages.reserveCapacity(count)
                for _ in 0..<count {
                    let start = reader.offset
                    let path = try reader.string(), hash = try reader.string(), length = try reader.integer()
                    let record = try reader.bytesView()
                    pages[path] = Stored(textHash: hash, textLength: length, range: (reader.offset - record.count)..<reader.offset)
                    checksum.combine(buffer: UnsafeRawBufferPointer(rebasing: bytes[start..<reader.offset]))
                }
                let start = reader.offset
                let findings = try reader.flag() ? try DataFindings.read(from: &reader) : nil
                checksum.combine(buffer: UnsafeRawBufferPointer(rebasing: bytes[start..<reader.offset]))
                guard reader.isAtEnd, checksum.hex.utf8.elementsEqual(bytes[bodyLength...]) else { return nil }
                return (config, pages, findings)
            } catch {
                return nil
            }
        }
    }
}
