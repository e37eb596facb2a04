import SpecimenFormats
import SpecimenTemplates
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A page's body, kept between parsing and rendering. Normally its HTML, rendered by cmark while
/// the page is parsed (cmark parses each page once, not twice), with placeholders where the rest
/// of the site decides the text: the destination of each link to a path (`<marker>L<index>E`)
/// and each spec or tokens block (`<marker>F<index>E`). Rendering fills them in.
///
/// The marker is drawn from the page's own text, and a page whose HTML holds the marker anywhere
/// but in the placeholders (its author wrote it, or an entity spelt it) keeps its Markdown
/// instead and is rendered whole later, as before: a placeholder can never be forged.
package enum PageBody: Sendable, Hashable {
    /// cmark's HTML (UTF-8) with placeholders made of `marker`.
    case html([UInt8], marker: String)
    /// The Markdown (front matter blanked), for a page whose HTML could not carry placeholders.
    case markdown(String)
    /// Not made yet: the page was read back from the build cache (`PageRecord`) and its body is
    /// made from this text, parsed again, only if the page is rendered again.
    case deferred(SourceFile)

    /// What a placeholder stands for.
    package enum Slot: Sendable, Hashable {
        /// The destination of link or image `index` of the outline, escaped for `href`/`src`.
        case link(Int)
        /// The HTML of fenced block `index` (a spec or tokens block).
        case block(Int)
    }

    /// A marker for `markdown`: letters and digits only (cmark writes them unchanged into
    /// attributes), from the text's hash, so the same page always gets the same one.
    package static func marker(for markdown: String) -> String {
        var markdown = markdown
        let hex = markdown.withUTF8 { ContentHash.of(bytes: UnsafeRawBufferPointer($0)) }
        return "zqx" + hex
    }

    /// The text that stands for `slot` in the HTML: letters and digits only.
    package static func placeholder(_ slot: Slot, marker: String) -> String {
        switch slot {
        case .link(let index): "\(marker)L\(index)E"
        case .block(let index): "\(marker)F\(index)E"
        }
    }

    /// The body for `html` made with `placeholders` placeholders of `marker`; the Markdown when the
    /// marker occurs any other number of times (in the text, or in the HTML).
    package static func checked(html: [UInt8], marker: String, placeholders: Int, markdown: String) -> PageBody {
        var markdown = markdown
        let pattern = Array(marker.utf8)
        guard markdown.withUTF8({ positions(of: pattern, in: $0).count }) == 0,
              html.withUnsafeBufferPointer({ positions(of: pattern, in: $0).count }) == placeholders else { return .markdown(markdown) }
        return .html(html, marker: marker)
    }

    /// The HTML with every placeholder replaced by `fill(slot)`.
    package static func filling(_ html: [UInt8], marker: String, _ fill: (Slot) -> String) -> String {
        let bytes = ByteWriter.collect(capacity: html.count) { output in
            filling(html, marker: marker, into: &output) { slot, output in output.append(utf8: fill(slot)) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The HTML with every placeholder replaced, as UTF-8 bytes appended to `output` (the page
    /// template's own output, when the body is written into it): `fill` appends what stands for
    /// a slot.
    package static func filling(_ html: [UInt8], marker: String, into output: inout ByteWriter, _ fill: (Slot, inout ByteWriter) -> Void) {
        var pieces: [(from: Int, to: Int, slot: Slot?)] = []
        let pattern = Array(marker.utf8)
        html.withUnsafeBufferPointer { bytes in
            var copied = 0
            for start in positions(of: pattern, in: bytes) {
                var at = start + pattern.count
                guard at < bytes.count else { continue }
                let kind = bytes[at]
                at += 1
                var index = 0
                while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9") {
                    index = index * 10 + Int(bytes[at] - UInt8(ascii: "0"))
                    at += 1
                }
                guard at < bytes.count, bytes[at] == UInt8(ascii: "E") else { continue }
                pieces.append((copied, start, kind == UInt8(ascii: "L") ? .link(index) : .block(index)))
                copied = at + 1
            }
            pieces.append((copied, bytes.count, nil))
        }
        html.withUnsafeBufferPointer { bytes in
            var skipsLineFeed = false
            for piece in pieces {
                var from = piece.from
                // cmark ends a block's HTML with a line feed unless it has one: it wrote one after the
                // placeholder, which the block's own HTML (or nothing at all) would not have got.
                if skipsLineFeed, from < bytes.count, bytes[from] == UInt8(ascii: "\n") { from += 1 }
                output.append(UnsafeBufferPointer(rebasing: bytes[from..<piece.to]))
                skipsLineFeed = false
                guard let slot = piece.slot else { continue }
                let start = output.count
                fill(slot, &output)
                if case .block = slot, output.count == start || output.last == UInt8(ascii: "\n") { skipsLineFeed = true }
            }
        }
    }

    /// Where `pattern` starts in `bytes` (memchr for its first byte, then a comparison).
    private static func positions(of pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard let first = pattern.first, let base = bytes.baseAddress else { return [] }
        var found: [Int] = []
        var offset = 0
        while offset + pattern.count <= bytes.count,
              let hit = memchr(base + offset, Int32(first), bytes.count - offset - pattern.count + 1) {
            let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + at, pattern, pattern.count) == 0 {
                found.append(at)
                offset = at + pattern.count
            } else {
                offset = at + 1
            }
        }
        return found
    }
}
