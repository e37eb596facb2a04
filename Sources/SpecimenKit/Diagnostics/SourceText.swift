#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A source file's text split into lines, for turning positions from parsers into file
/// positions: Yams counts columns in characters, Specimen (like cmark) in UTF-8 bytes.
package struct SourceText: Sendable {
    /// The lines without their line breaks; `lines[0]` is line 1.
    package let lines: [Substring]

    package init(_ text: String) {
        lines = Self.lines(of: text)
    }

    /// `text` split at every `\n`, by bytes: `split(separator:)` on a String compares whole
    /// characters, and every file is split into lines.
    package static func lines(of text: String) -> [Substring] {
        var text = text
        text.makeContiguousUTF8()
        // Line-break offsets found with memchr over the bytes, then one Substring per line.
        let breaks: [Int] = text.utf8.withContiguousStorageIfAvailable { bytes -> [Int] in
            var found: [Int] = []
            guard let base = bytes.baseAddress else { return found }
            var offset = 0
            while offset < bytes.count, let hit = memchr(base + offset, 10, bytes.count - offset) {
                let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                found.append(at)
                offset = at + 1
            }
            return found
        } ?? []
        let utf8 = text.utf8
        var result: [Substring] = []
        result.reserveCapacity(breaks.count + 1)
        var start = utf8.startIndex
        // Made from UTF-8 slices: subscripting the `String` rounds each bound to a scalar
        // boundary first (a line feed always is one).
        for offset in breaks {
            let end = utf8.index(utf8.startIndex, offsetBy: offset)
            result.append(Substring(utf8[start..<end]))
            start = utf8.index(after: end)
        }
        result.append(Substring(utf8[start..<utf8.endIndex]))
        return result
    }

    /// The UTF-8 byte column (1-based) of the character column `characterColumn` (1-based) on `line`.
    /// Positions past the end of the line map to one past its last byte.
    package func byteColumn(line: Int, characterColumn: Int) -> Int {
        guard line >= 1, line <= lines.count else { return characterColumn }
        let text = lines[line - 1]
        // libyaml counts Unicode scalars, not grapheme clusters: every byte that is not a UTF-8
        // continuation byte starts one.
        let counted = text.utf8.withContiguousStorageIfAvailable { utf8 -> (bytes: Int, scalars: Int) in
            var scalars = 0
            for (offset, byte) in utf8.enumerated() where byte & 0xC0 != 0x80 {
                if scalars >= characterColumn - 1 { return (offset, scalars) }
                scalars += 1
            }
            return (utf8.count, scalars)
        } ?? {
            var bytes = 0, scalars = 0
            for scalar in text.unicodeScalars {
                if scalars >= characterColumn - 1 { break }
                bytes += UTF8.width(scalar)
                scalars += 1
            }
            return (bytes, scalars)
        }()
        return counted.bytes + 1 + max(0, characterColumn - 1 - counted.scalars)
    }

    /// The UTF-8 byte column (1-based) where `needle` first occurs on `line` at or after byte column `from`, if it does.
    package func byteColumn(of needle: String, line: Int, from: Int = 1) -> Int? {
        guard line >= 1, line <= lines.count else { return nil }
        let bytes = Array(lines[line - 1].utf8)
        let target = Array(needle.utf8)
        guard !target.isEmpty, bytes.count >= target.count else { return nil }
        var start = max(0, from - 1)
        while start + target.count <= bytes.count {
            if bytes[start..<start + target.count].elementsEqual(target) { return start + 1 }
            start += 1
        }
        return nil
    }
}
