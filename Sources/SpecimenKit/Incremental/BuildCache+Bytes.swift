import Foundation
import SpecimenFormats

/// The build cache on disk: its fields in a fixed order, without names (`ByteWriter`, as the
/// parsed pages and the versions' comparison are kept), then the checksum of what comes before.
/// Read and written whole by every build, no-change builds included: as JSON, reading it was a
/// fifth of a no-change 10,000-page build and writing it a tenth of a second of every other.
/// Anything cut short, changed or of another format makes the whole cache unreadable (nil), as
/// a damaged cache must be, never read in part.
extension BuildCache {
    /// The file's first field, so that no other file is ever read as a cache.
    private static let magic = "specimen-cache"

    /// The encoded cache. Dictionaries are written in their own order, which differs from one
    /// run to the next (the cache is not part of the site).
    package func encoded() -> Data {
        var writer = PageRecord.Writer(file: "", output: ByteWriter(capacity: 64 + outputs.count * 96 + (inputStamps?.files.count ?? 0) * 64))
        writer.output.appendString(Self.magic)
        writer.output.appendInteger(format)
        writer.output.appendString(specimen)
        writer.output.appendString(inputs)
        writer.output.appendInteger(pages)
        writer.output.appendInteger(outputs.count)
        for (path, record) in outputs {
            writer.output.appendString(path)
            writer.output.appendOptional(record.key)
            writer.output.appendString(record.hash)
            writer.stamp(record.stamp)
        }
        writer.array(diagnostics) { $0.diagnostic($1) }
        writer.optional(inputStamps) { writer, stamps in
            writer.output.appendString(stamps.options)
            writer.stamps(stamps.files)
            writer.strings(stamps.outsideLinks)
        }
        writer.optional(trustedVersions) { writer, trusted in
            writer.output.appendString(trusted.options)
            writer.output.appendString(trusted.templates)
            writer.output.appendString(trusted.linkKey)
            writer.array(trusted.versions) { writer, version in
                writer.output.appendString(version.id)
                writer.output.appendString(version.label)
                writer.output.appendString(version.content)
                writer.output.appendString(version.build)
                writer.output.appendInteger(version.pages)
                writer.output.appendString(version.outline.withTokens)
                writer.output.appendString(version.outline.withRegistry)
                writer.output.appendFlag(version.sameData)
                writer.stamps(version.files)
                writer.strings(version.outsideLinks)
            }
        }
        var bytes = writer.output.finish()
        ContentHash.seal(&bytes)
        return Data(bytes)
    }

    /// The cache in `data`, or nil when it is damaged, from another format or another Specimen version.
    package static func decode(_ data: Data, specimen: String) -> BuildCache? {
        data.withUnsafeBytes { bytes -> BuildCache? in
            guard let body = ContentHash.unsealed(bytes) else { return nil }
            var reader = PageRecord.Reader(input: ByteReader(body), file: "")
            do {
                guard try reader.input.string() == magic, try reader.input.integer() == format, try reader.input.string() == specimen else { return nil }
                let inputs = try reader.input.string(), pages = try reader.input.integer()
                let count = try reader.input.count()
                var outputs: [String: Record] = [:]
                outputs.reserveCapacity(count)
                for _ in 0..<count {
                    let path = try reader.input.string()
                    outputs[path] = Record(key: try reader.input.optionalString(), hash: try reader.input.string(), stamp: try reader.stamp())
                }
                let diagnostics = try reader.array { try $0.diagnostic() }
                let stamps = try reader.optional { reader in
                    InputStamps(options: try reader.input.string(), files: try reader.stamps(), outsideLinks: try reader.strings())
                }
                let trusted = try reader.optional { reader in
                    TrustedVersions(options: try reader.input.string(), templates: try reader.input.string(), linkKey: try reader.input.string(),
                                    versions: try reader.array { reader in
                                        TrustedVersions.Version(id: try reader.input.string(), label: try reader.input.string(), content: try reader.input.string(),
                                                                build: try reader.input.string(), pages: try reader.input.integer(),
                                                                outline: OutputKeys.Outline(withTokens: try reader.input.string(), withRegistry: try reader.input.string()),
                                                                sameData: try reader.input.flag(), files: try reader.stamps(), outsideLinks: try reader.strings())
                                    })
                }
                guard reader.input.isAtEnd else { return nil }
                return BuildCache(specimen: specimen, inputs: inputs, outputs: outputs, diagnostics: diagnostics, pages: pages, inputStamps: stamps,
                                  trustedVersions: trusted)
            } catch {
                return nil
            }
        }
    }
}

extension PageRecord.Writer {
    /// An output file's size and modification time.
    mutating func stamp(_ stamp: FileStamp) {
        output.appendInteger(stamp.size)
        output.appendDouble(stamp.modified)
    }

    /// Input files' stamps by path, in the dictionary's own order.
    mutating func stamps(_ stamps: [String: InputStamp]) {
        output.appendInteger(stamps.count)
        for (path, stamp) in stamps {
            output.appendString(path)
            output.appendInteger(stamp.size)
            output.appendDouble(stamp.modified)
            output.appendDouble(stamp.changed)
            output.appendInteger(Int(truncatingIfNeeded: Int64(bitPattern: stamp.inode)))
        }
    }
}

extension PageRecord.Reader {
    mutating func stamp() throws -> FileStamp {
        FileStamp(size: try input.integer(), modified: try input.double())
    }

    mutating func stamps() throws -> [String: InputStamp] {
        let count = try input.count()
        var stamps: [String: InputStamp] = [:]
        stamps.reserveCapacity(count)
        for _ in 0..<count {
            let path = try input.string()
            stamps[path] = InputStamp(size: try input.integer(), modified: try input.double(), changed: try input.double(),
                                      inode: UInt64(bitPattern: Int64(try input.integer())))
        }
        return stamps
    }
}
