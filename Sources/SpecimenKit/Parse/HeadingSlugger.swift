import Foundation

/// Makes heading ids the way GitHub does, but Unicode-aware: lower-cased (NFC), letters and
/// digits of every script kept with their diacritics ("Khi nào nên dùng" → `khi-nào-nên-dùng`),
/// spaces turned into `-`, other punctuation dropped, and `-1`, `-2`… appended to repeats so that
/// ids are unique within a page and stable as long as the headings are.
package struct HeadingSlugger: Sendable {
    package init() {}

    /// Ids the default theme gives elements of every page (the `<main>` the skip link jumps to,
    /// the sidebar, search, theme menu, download box, licence sections, rule filters), and `top`:
    /// a heading never takes one, so "## Main" becomes `main-1` and no page has an id twice.
    package static let reservedIDs: Set<String> = [
        "top", "main", "site-nav", "site-search-input", "site-search-results", "site-search-hint", "theme-menu",
        "download-box-title", "licence-terms-can", "licence-terms-cannot", "licence-disclaimer", "licence-attribution",
        "licence-assets-title", "rule-filters-title", "rule-filter-platform", "rule-filter-level", "rule-filter-component",
    ]

    /// One id per heading text, in order, unique within the list and never one of `reservedIDs`.
    package func ids(for headings: [String]) -> [String] {
        // Sized up front: growing them rehashed every id (a page has a dozen headings or so).
        var used = [String: Int](minimumCapacity: headings.count)
        var taken = Set<String>(minimumCapacity: headings.count)
        var result: [String] = []
        result.reserveCapacity(headings.count)
        for text in headings {
            let base = slug(text)
            var id = base
            var counter = used[base, default: 0]
            while taken.contains(id) || Self.reservedIDs.contains(id) {
                counter += 1
                id = "\(base)-\(counter)"
            }
            used[base] = counter
            taken.insert(id)
            result.append(id)
        }
        return result
    }

    /// The id for one heading text, before de-duplication; `section` when nothing is left.
    package func slug(_ text: String) -> String {
        asciiSlug(text) ?? unicodeSlug(text)
    }

    /// The slug of any text, from its Unicode properties.
    func unicodeSlug(_ text: String) -> String {
        var slug = ""
        for scalar in text.precomposedStringWithCanonicalMapping.lowercased().unicodeScalars {
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil || properties.generalCategory == .nonspacingMark
                || properties.generalCategory == .spacingMark || scalar == "_" || scalar == "-" {
                slug.unicodeScalars.append(scalar)
            } else if scalar == " " {
                slug.append("-")
            }
        }
        return slug.isEmpty ? "section" : slug
    }

    /// The same slug for ASCII text, byte by byte: normalising and looking up Unicode properties
    /// for every heading of a large site showed in profiles, and most headings are ASCII.
    /// (In ASCII, the alphabetic scalars are the letters and the numeric ones the digits.)
    func asciiSlug(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                bytes.append(byte)
            case UInt8(ascii: " "): bytes.append(UInt8(ascii: "-"))
            case 0x80...: return nil
            default: break
            }
        }
        return bytes.isEmpty ? "section" : String(decoding: bytes, as: UTF8.self)
    }
}
