import Foundation
import SpecimenFormats
import Synchronization

/// The pages the previous build parsed, kept in the build cache (`.specimen-cache/<name>.pages`)
/// so that `specimen build` after an edit parses only the pages whose text changed (issue 26,
/// point 3). A page is read back (`PageRecord`, without its body) only when its text has the
/// length and hash it was parsed from and `site.yml` and the interface strings are the ones it
/// was parsed with; anything else is parsed as if there were no store.
///
/// Never trusted blindly, as the rest of the cache: a file with another format or Specimen
/// version, or whose checksum does not match, is ignored (and replaced by the build's own), and
/// a record that does not read back is parsed instead.
package final class PageStore: Sendable {
    /// Bumped whenever what a record holds or how it is written changes (`PageRecord`).
    package static let format = 1

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
    /// The previous build's file, whole (records point into it), or empty.
    private let data: Data
    private let stored: [String: Stored]
    /// The configuration the stored pages were parsed with (`configKey`).
    private let storedConfig: String
    private let kept = Mutex<(config: String, pages: [String: Kept], misses: Int)>(("", [:], 0))

    /// A store with the pages of `data` (the file a previous build wrote), or none when `data` is
    /// nil, damaged or another format's or Specimen version's.
    package init(data: Data?, specimen: String) {
        self.specimen = specimen
        guard let data, let (config, stored) = Self.index(data, specimen: specimen) else {
            self.data = Data()
            self.stored = [:]
            self.storedConfig = ""
            return
        }
        self.data = data
        self.stored = stored
        self.storedConfig = config
    }

    /// How many pages were read back; the others were parsed.
    package var reusedCount: Int {
        kept.withLock { $0.pages.values.count { if case .stored = $0 { true } else { false } } }
    }

    /// The parsed page for `file`: read back when its text and configuration (`configKey` of
    /// `SiteParser`'s `site.yml` and interface strings) are those it was parsed with, else
    /// `parse`d and kept for the next build.
    func page(for file: SourceFile, configKey: String, parse: (SourceFile) -> Diagnosed<Page>) -> Diagnosed<Page> {
        var text = file.text
        let textHash = text.withUTF8 { ContentHash.of(bytes: UnsafeRawBufferPointer($0)) }
        let textLength = text.utf8.count
        if configKey == storedConfig, file.problem == nil, let entry = stored[file.path], entry.textHash == textHash, entry.textLength == textLength {
            let page = data.withUnsafeBytes { bytes in
                try? PageRecord.read(UnsafeRawBufferPointer(rebasing: bytes[entry.range]), file: file)
            }
            if let page {
                kept.withLock { state in
                    state.config = configKey
                    state.pages[file.path] = .stored(entry.range, textHash: textHash, textLength: textLength)
                }
                return page
            }
        }
        let page = parse(file)
        // A file with a problem (invalid UTF-8, a NUL byte) is parsed every time, not kept.
        let record = file.problem == nil ? ByteWriter.collect(capacity: 4096) { PageRecord.write(page, to: &$0) } : nil
        kept.withLock { state in
            state.config = configKey
            state.misses += 1
            if let record { state.pages[file.path] = .parsed(record, textHash: textHash, textLength: textLength) }
        }
        return page
    }

    /// The file for the next build, or nil when it would hold what the previous one did (every
    /// page read back, none gone, none added).
    package func encoded() -> [UInt8]? {
        let (config, pages, misses) = kept.withLock { ($0.config, $0.pages, $0.misses) }
        guard !pages.isEmpty else { return nil }
        if misses == 0, config == storedConfig, pages.count == stored.count { return nil }
        var output = ByteWriter(capacity: data.count + 1 << 20)
        output.appendString("specimen-pages")
        output.appendInteger(Self.format)
        output.appendString(specimen)
        output.appendString(config)
        output.appendInteger(pages.count)
        data.withUnsafeBytes { bytes in
            for path in pages.keys.sorted() {
                output.appendString(path)
                switch pages[path] {
                case .stored(let range, let hash, let length)?:
                    output.appendString(hash)
                    output.appendInteger(length)
                    output.appendBytes(UnsafeRawBufferPointer(rebasing: bytes[range]))
                case .parsed(let record, let hash, let length)?:
                    output.appendString(hash)
                    output.appendInteger(length)
                    record.withUnsafeBytes { output.appendBytes($0) }
                case nil:
                    break
                }
            }
        }
        var body = output.finish()
        let checksum = body.withUnsafeBytes { ContentHash.of(bytes: $0) }
        var file = ByteWriter(capacity: body.count + 32)
        file.appendString(checksum)
        body.withUnsafeMutableBufferPointer { file.append(UnsafeBufferPointer($0)) }
        return file.finish()
    }

    /// The configuration key a page is kept under: a hash of `SiteParser`'s configuration text.
    static func configKey(_ config: String) -> String {
        var config = config
        return config.withUTF8 { ContentHash.of(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// The stored pages of `data` by path, with the configuration they were parsed with; nil for a
    /// file that is damaged, of another format or written by another Specimen.
    private static func index(_ data: Data, specimen: String) -> (config: String, pages: [String: Stored])? {
        data.withUnsafeBytes { bytes -> (String, [String: Stored])? in
            var reader = ByteReader(bytes)
            guard let checksum = try? reader.string(),
                  checksum == ContentHash.of(bytes: UnsafeRawBufferPointer(rebasing: bytes[reader.offset...])) else { return nil }
            do {
                guard try reader.string() == "specimen-pages", try reader.integer() == format, try reader.string() == specimen else { return nil }
                let config = try reader.string()
                let count = try reader.count()
                var pages: [String: Stored] = [:]
                pages.reserveCapacity(count)
                for _ in 0..<count {
                    let path = try reader.string(), hash = try reader.string(), length = try reader.integer()
                    let record = try reader.bytesView()
                    pages[path] = Stored(textHash: hash, textLength: length, range: (reader.offset - record.count)..<reader.offset)
                }
                guard reader.isAtEnd else { return nil }
                return (config, pages)
            } catch {
                return nil
            }
        }
    }
}
