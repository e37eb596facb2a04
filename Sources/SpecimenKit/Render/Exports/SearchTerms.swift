/// The page text of the search index: one dictionary of terms for the whole site and, per page,
/// which terms its prose uses (`SearchWords`), as a compact string of numbers.
///
/// A page keeps at most `perPage` of its words, its rarest across the site (fewest pages use
/// them; alphabetical among equals): a word on every other page tells no page apart, and a
/// long page would otherwise cost the index more than a short one tells the reader. Terms are
/// sorted in UTF-16 order, the order of JavaScript's `<`, so the browser finds the terms that
/// start with what was typed by binary search, and a page's term numbers ascend.
///
/// A page's numbers are written as the gaps between them (the first counting from -1), each
/// minus one, in base 26: every digit but the last an upper-case letter, the last a lower-case
/// one (`a` 0, `z` 25, `Ba` 26). A page of 200 words from a dictionary of 50,000 terms takes
/// about two letters a word, where the words themselves took eight.
package struct SearchTerms: Sendable {
    /// Most words a page keeps in the index.
    package static let perPage = 200

    /// Every term some page keeps, in UTF-16 order.
    package let terms: [String]
    /// Per page, its terms' positions in `terms`, encoded (see above); "" for none.
    package let postings: [String]

    /// `words`: per page, its words as `SearchWords` wrote them (distinct, joined with spaces).
    ///
    /// Worked word by word rather than page by page, so no page's words are ever sorted: each
    /// word lists the pages that use it; taking the words rarest first, a page keeps each until
    /// it has `perPage`; taking the kept words in the terms' order, each is appended to its
    /// pages' numbers, which therefore ascend. Two sorts of the distinct words, and a few passes over
    /// every word of every page (millions at 10,000 pages).
    package init(words: [String]) {
        var table = WordTable()
        var pageOfUse: [Int32] = [], wordOfUse: [Int32] = []  // every (page, word) pair, page by page
        for (page, text) in words.enumerated() {
            var text = text
            text.withUTF8 { table.forEachRecord(inWordsOf: $0) { record in
                pageOfUse.append(Int32(page))
                wordOfUse.append(record)
            } }
        }
        let spelling = table.words, pageCounts = table.pageCounts
        // Each word's uses, word by word: `uses[firstUse[w]..<firstUse[w + 1]]`, pages ascending.
        var firstUse = [Int](repeating: 0, count: spelling.count + 1)
        for (record, count) in pageCounts.enumerated() { firstUse[record + 1] = firstUse[record] + Int(count) }
        var uses = [Int32](repeating: 0, count: wordOfUse.count), filled = firstUse
        for (use, record) in wordOfUse.enumerated() {
            uses[filled[Int(record)]] = pageOfUse[use]
            filled[Int(record)] += 1
        }
        // Which uses are kept: all, unless a page has more than `perPage` words; then, taking
        // words from the fewest pages to the most (by spelling among equals), until it has them.
        var isKept = [Bool](repeating: true, count: uses.count)
        var wordsOfPage = [Int](repeating: 0, count: words.count)
        for page in pageOfUse { wordsOfPage[Int(page)] += 1 }
        if wordsOfPage.contains(where: { $0 > Self.perPage }) {
            let rarestFirst = spelling.indices.sorted { left, right in
                pageCounts[left] != pageCounts[right] ? pageCounts[left] < pageCounts[right] : spelling[left].utf8.lexicographicallyPrecedes(spelling[right].utf8)
            }
            var keptOfPage = [Int](repeating: 0, count: words.count)
            for record in rarestFirst {
                for use in firstUse[record]..<firstUse[record + 1] {
                    let page = Int(uses[use])
                    if keptOfPage[page] < Self.perPage { keptOfPage[page] += 1 } else { isKept[use] = false }
                }
            }
        }
        var isTerm = [Bool](repeating: false, count: spelling.count)
        for record in spelling.indices where (firstUse[record]..<firstUse[record + 1]).contains(where: { isKept[$0] }) { isTerm[record] = true }
        let termRecords = spelling.indices.filter { isTerm[$0] }.sorted { spelling[$0].utf16.lexicographicallyPrecedes(spelling[$1].utf16) }
        terms = termRecords.map { spelling[$0] }
        var encoded = [[UInt8]](repeating: [], count: words.count)
        var previous = [Int](repeating: -1, count: words.count)
        for (position, record) in termRecords.enumerated() {
            for use in firstUse[record]..<firstUse[record + 1] where isKept[use] {
                let page = Int(uses[use])
                guard previous[page] != position else { continue }  // a word a page lists twice
                Self.append(position - previous[page] - 1, to: &encoded[page])
                previous[page] = position
            }
        }
        postings = encoded.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Ascending numbers as gaps minus one in base 26 (see the type's comment).
    static func encode(_ numbers: [Int]) -> String {
        var output: [UInt8] = []
        var previous = -1
        for number in numbers {
            append(number - previous - 1, to: &output)
            previous = number
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// One number in base 26: upper-case letters, then a lower-case one for its last digit.
    static func append(_ number: Int, to output: inout [UInt8]) {
        var power = 1
        while power <= number / 26 { power *= 26 }
        var rest = number
        while power > 1 {
            output.append(UInt8(ascii: "A") + UInt8(rest / power))
            rest %= power
            power /= 26
        }
        output.append(UInt8(ascii: "a") + UInt8(rest))
    }

    /// The distinct words of all pages (`ByteWordSet`), each with the number of pages that use
    /// it (a `Dictionary` of `Substring`s, hashed as Unicode text, took a third of a second at
    /// 10,000 pages).
    private struct WordTable {
        private var set = ByteWordSet(capacity: 1 << 12)
        /// Per word, how many pages use it.
        private(set) var pageCounts: [Int32] = []

        /// Every word as a string, by number.
        var words: [String] { (0..<set.count).map(set.string) }

        /// Calls `body` with the number of each word of `text` (distinct words separated by
        /// spaces), counting each for one more page.
        mutating func forEachRecord(inWordsOf text: UnsafeBufferPointer<UInt8>, _ body: (Int32) -> Void) {
            var start = 0
            for end in 0...text.count where end == text.count || text[end] == UInt8(ascii: " ") {
                if end > start { body(record(of: UnsafeBufferPointer(rebasing: text[start..<end]))) }
                start = end + 1
            }
        }

        private mutating func record(of word: UnsafeBufferPointer<UInt8>) -> Int32 {
            let (number, isNew) = set.insert(word, hash: ByteWordSet.hash(word))
            if isNew { pageCounts.append(1) } else { pageCounts[number] += 1 }
            return Int32(number)
        }
    }
}
