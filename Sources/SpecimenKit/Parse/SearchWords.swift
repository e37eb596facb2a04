import Foundation

/// The words of a page's prose that the search index may keep (`SearchTerms` keeps the rarest
/// of them), found while the page is parsed, on every core.
///
/// A word is a run of letters, digits and combining marks, folded as `theme/search.js` folds
/// text — lower case, decomposed (NFD), the combining marks of its `MARKS` ranges removed, `đ` →
/// `d` — so the browser compares them with what the reader types without folding them again.
/// Left out: words of fewer than three letters, numbers, words longer than `maximumBytes` (web
/// addresses, hashes), English stop words ("the", "which"), and the words of the texts the
/// caller names (the page's title and headings, which the index has already).
///
/// Every word of every page goes through here (millions at 10,000 pages), so it works on bytes:
/// ASCII letters are folded in place, distinct words are found by their bytes in a small table
/// (a `Set<String>` made and hashed a string per word, and took as long as cmark's parse), and
/// only the page's distinct words are compared with the stop words and sorted.
package enum SearchWords {
    /// Shortest word kept, in characters after folding.
    static let minimumLength = 3
    /// Longest word kept, in UTF-8 bytes after folding.
    static let maximumBytes = 40
    /// Most distinct words a page keeps here, the first it uses: a bound on what a very long
    /// page holds in memory until the index is built (a guideline page uses a few hundred).
    static let parseLimit = 1_000

    /// The distinct words of `prose` (UTF-8), without stop words and the words of `excluded`
    /// texts, joined with spaces, in an order fixed by the words alone (`SearchTerms` sorts
    /// them for the index): one string per page, so that 10,000 pages do not keep millions of
    /// small strings.
    package static func of(prose: [UInt8], excludingWordsOf excluded: [String] = []) -> String {
        var table = Table()
        var folder = Folder()
        for text in excluded {
            folder.words(in: Array(text.utf8)) { word, hash in table.insert(word, hash: hash, isExcluded: true) }
        }
        folder.words(in: prose) { word, hash in
            if table.keptCount < parseLimit { table.insert(word, hash: hash, isExcluded: false) }
        }
        return table.joinedKeptWords { word, hash in stopWords.contains(word, hash: hash) }
    }

    /// The distinct words of a page (`ByteWordSet`), each marked excluded or not.
    private struct Table {
        private var words = ByteWordSet()
        private var excluded: [Bool] = []
        private(set) var keptCount = 0

        mutating func insert(_ word: UnsafeBufferPointer<UInt8>, hash: UInt64, isExcluded: Bool) {
            guard words.insert(word, hash: hash).isNew else { return }
            excluded.append(isExcluded)
            if !isExcluded { keptCount += 1 }
        }

        /// The words not excluded and not `isStopWord`, joined with spaces, in an order that
        /// depends on the words, not on where the page uses them: by hash, which sorts as
        /// integers do (two words that share a hash, one pair in billions, by first use).
        func joinedKeptWords(without isStopWord: (UnsafeBufferPointer<UInt8>, UInt64) -> Bool) -> String {
            var kept: [(hash: UInt64, record: Int)] = []
            kept.reserveCapacity(words.count)
            for record in 0..<words.count where !excluded[record] && !words.withWord(record, { isStopWord($0, words.hashes[record]) }) {
                kept.append((words.hashes[record], record))
            }
            kept.sort(by: <)
            var output: [UInt8] = []
            output.reserveCapacity(words.byteCount + kept.count)
            for (_, record) in kept {
                if !output.isEmpty { output.append(UInt8(ascii: " ")) }
                words.withWord(record) { output.append(contentsOf: $0) }
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    private struct Folder {
        private var folded: [UInt32: [UInt8]] = [:]

        /// Calls `body` with each word of `text` that is long enough, short enough and not a
        /// number, and its hash (64-bit FNV-1a of its bytes, as `ByteWordSet.hash`). A word is
        /// gathered in a fixed buffer, hashed as it grows; one longer than `maximumBytes` is
        /// only counted to its end. One loop, its state in local variables: this runs for every
        /// byte of every page's prose.
        mutating func words(in text: [UInt8], _ body: (UnsafeBufferPointer<UInt8>, UInt64) -> Void) {
            let capacity = SearchWords.maximumBytes
            let word = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            defer { word.deallocate() }
            var count = 0, length = 0, hasLetter = false, hash = ByteWordSet.offsetBasis
            text.withUnsafeBufferPointer { bytes in
                guard let base = bytes.baseAddress else { return }
                let end = bytes.count
                var index = 0
                while index < end {
                    let byte = base[index]
                    if byte < 0x80 {
                        index &+= 1
                        var folded = byte | 0x20  // a letter in either case, and only a letter, lands on a–z
                        if folded &- UInt8(ascii: "a") < 26 {
                            hasLetter = true
                        } else if byte &- UInt8(ascii: "0") < 10 {
                            folded = byte
                        } else {
                            if count > 0 {
                                if length >= SearchWords.minimumLength, count <= capacity, hasLetter { body(UnsafeBufferPointer(start: word, count: count), hash) }
                                count = 0
                                length = 0
                                hasLetter = false
                                hash = ByteWordSet.offsetBasis
                            }
                            continue
                        }
                        if count < capacity { word[count] = folded }
                        count &+= 1
                        length &+= 1
                        hash = (hash ^ UInt64(folded)) &* ByteWordSet.prime
                        continue
                    }
                    // A non-ASCII character: decoded (the text is valid UTF-8; anything else ends a word).
                    let size = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                    var value = UInt32(byte) & (size == 4 ? 0x07 : size == 3 ? 0x0F : 0x1F)
                    var next = index + 1
                    while next < index + size, next < end, base[next] & 0xC0 == 0x80 {
                        value = value << 6 | UInt32(base[next] & 0x3F)
                        next += 1
                    }
                    let valid = size > 1 && next == index + size
                    index = next
                    if valid, let scalar = Unicode.Scalar(value), Self.isWordCharacter(scalar) {
                        let folded = fold(scalar)
                        for part in folded {
                            if count < capacity { word[count] = part }
                            count += 1
                            hash = (hash ^ UInt64(part)) &* ByteWordSet.prime
                        }
                        // A combining mark folds to nothing and is no character of its own.
                        if !folded.isEmpty {
                            length += 1
                            if scalar.properties.numericType == nil { hasLetter = true }
                        }
                    } else if count > 0 {
                        if length >= SearchWords.minimumLength, count <= capacity, hasLetter { body(UnsafeBufferPointer(start: word, count: count), hash) }
                        count = 0
                        length = 0
                        hasLetter = false
                        hash = ByteWordSet.offsetBasis
                    }
                }
            }
            if count > 0, length >= SearchWords.minimumLength, count <= capacity, hasLetter { body(UnsafeBufferPointer(start: word, count: count), hash) }
        }

        /// One character folded: lower case, NFD, without the marks `search.js` removes, đ → d.
        private mutating func fold(_ scalar: Unicode.Scalar) -> [UInt8] {
            if let known = folded[scalar.value] { return known }
            var bytes: [UInt8] = []
            for part in scalar.properties.lowercaseMapping.decomposedStringWithCanonicalMapping.unicodeScalars where !Self.isFoldedMark(part) {
                if part == "đ" { bytes.append(UInt8(ascii: "d")) } else { bytes += String(part).utf8 }
            }
            folded[scalar.value] = bytes
            return bytes
        }

        /// Letters, digits and combining marks make words; everything else ends one.
        static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
            let properties = scalar.properties
            if properties.isAlphabetic { return true }
            switch properties.generalCategory {
            case .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return false
            }
        }

        /// `search.js`'s `MARKS`: the combining diacritical marks removed when folding.
        static func isFoldedMark(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
            default: false
            }
        }
    }

    /// English words too common to tell pages apart, folded. Other languages' common words are
    /// left to `SearchTerms`, which keeps a page's rarest words.
    static let stopWords = ByteWordSet(words: """
        about above after again against all also among and any are aren around because been before being below between both \
        but can cannot could did didn does doesn doing don down during each either else even ever every few for from further \
        had has have having her here hers herself him himself his how however into isn its itself just least less let like \
        may might more most much must mustn neither nor not now off once one only onto other others our ours ourselves out \
        over own per rather same shall she should shouldn since some such than that the their theirs them themselves then \
        there these they this those though through thus too under until upon very via was wasn were weren what when where \
        whether which while who whom whose why will with within without won would wouldn yet you your yours yourself \
        yourselves http https www com org
        """)
}
