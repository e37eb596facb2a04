/// A design-system version as people mean it, so that spellings of one version are equal
/// (`1`, `1.0`, `1.00`) and every two versions are ordered the same way in every build: the order
/// is total (transitive, and equal exactly when the keys are equal), which sorting by string or
/// by `Int(part)` alone was not (`1.9` < `1.10` < `1.10a` < `1.9`), and it never looks at a
/// `Set`'s or `Dictionary`'s order. The rule (Docs/content.md, next to `since`):
///
/// - Everything before the first `-` is the release, after it the pre-release (`2.0-beta`); a
///   pre-release is older than its release (`2.0-beta` < `2.0`), as in Semantic Versioning.
/// - Each is split at `.` into parts; a part is a run of digits and non-digits (`10a` → 10, `a`).
///   Digit runs compare as numbers of any length (`010` = `10`), other runs byte-wise (UTF-8), and
///   a number is older than text in the same place (`1.10` < `1.10a` < `1.11`).
/// - Missing parts count as `0` (`1` = `1.0` = `1.0.0`), and a part that runs out is older than
///   one that goes on (`1.10` < `1.10a`).
package struct VersionKey: Hashable, Comparable, Sendable {
    /// A run of digits (leading zeros removed) or of other bytes.
    enum Token: Hashable, Comparable, Sendable {
        case number([UInt8])
        case text([UInt8])

        static func < (a: Token, b: Token) -> Bool {
            switch (a, b) {
            case let (.number(x), .number(y)): x.count != y.count ? x.count < y.count : x.lexicographicallyPrecedes(y)
            case let (.text(x), .text(y)): x.lexicographicallyPrecedes(y)
            case (.number, .text): true
            case (.text, .number): false
            }
        }
    }

    /// Release parts, without trailing parts equal to `0`.
    let release: [[Token]]
    /// Pre-release parts likewise, or nil for a release.
    let prerelease: [[Token]]?

    package init(_ version: String) {
        let bytes = Array(version.utf8)
        if let dash = bytes.firstIndex(of: UInt8(ascii: "-")) {
            release = Self.parts(bytes[..<dash])
            prerelease = Self.parts(bytes[(dash + 1)...])
        } else {
            release = Self.parts(bytes[...])
            prerelease = nil
        }
    }

    package static func < (a: VersionKey, b: VersionKey) -> Bool {
        if a.release != b.release { return precedes(a.release, b.release) }
        switch (a.prerelease, b.prerelease) {
        case let (x?, y?): return precedes(x, y)
        case (.some, nil): return true
        default: return false
        }
    }

    /// The part `0`, which missing parts count as.
    private static let zero: [Token] = [.number([])]

    /// Compares part lists as if the shorter went on with `0` parts; since trailing `0` parts are
    /// removed, that is: the first differing part decides, and a list that runs out compares as `0`.
    private static func precedes(_ a: [[Token]], _ b: [[Token]]) -> Bool {
        for index in 0..<max(a.count, b.count) {
            let x = index < a.count ? a[index] : zero, y = index < b.count ? b[index] : zero
            if x != y { return x.lexicographicallyPrecedes(y) }
        }
        return false
    }

    private static func parts(_ bytes: ArraySlice<UInt8>) -> [[Token]] {
        var parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map(tokens)
        while parts.last == zero { parts.removeLast() }
        return parts
    }

    private static func tokens(_ part: ArraySlice<UInt8>) -> [Token] {
        var tokens: [Token] = []
        var start = part.startIndex
        while start < part.endIndex {
            let isDigit = Self.isDigit(part[start])
            let end = part[start...].firstIndex { Self.isDigit($0) != isDigit } ?? part.endIndex
            let run = part[start..<end]
            tokens.append(isDigit ? .number(Array(run.drop { $0 == UInt8(ascii: "0") })) : .text(Array(run)))
            start = end
        }
        return tokens
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
