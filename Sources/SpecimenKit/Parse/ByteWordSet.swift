import Foundation

/// Distinct words as bytes, each numbered in the order first inserted and found again by its
/// bytes: an open-addressing table over one buffer. The search index's word handling (a page's
/// words, every page's terms, the stop words) uses it for millions of words, where a
/// `Set<String>` or a `Dictionary` of `Substring`s made and hashed a string per word and cost as
/// much as cmark's parse. Hashes are FNV-1a (`hash(_:)`), which the word folder computes as it
/// goes, so callers pass the hash in.
package struct ByteWordSet: Sendable {
    /// Every word's bytes, one after another.
    private var bytes: [UInt8] = []
    /// Where each word starts in `bytes`; it ends where the next starts.
    private var starts: [Int] = []
    /// Each word's hash, by number.
    package private(set) var hashes: [UInt64] = []
    /// Word number + 1 by slot, 0 for an empty one; never more than half full.
    private var slots: [Int32]

    /// `capacity`: the slots to start with, a power of two.
    package init(capacity: Int = 512) {
        slots = [Int32](repeating: 0, count: capacity)
    }

    /// A set of the words of `list`, separated by white space.
    package init(words list: String) {
        self.init(capacity: 1024)
        for word in list.split(whereSeparator: \.isWhitespace) {
            var bytes = Array(word.utf8)
            bytes.withUnsafeMutableBufferPointer { _ = insert(UnsafeBufferPointer($0), hash: Self.hash(UnsafeBufferPointer($0))) }
        }
    }

    /// How many words.
    package var count: Int { starts.count }

    /// FNV-1a over the bytes.
    package static func hash(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = offsetBasis
        for byte in word { hash = (hash ^ UInt64(byte)) &* prime }
        return hash
    }

    /// FNV-1a's starting value and prime, for callers that hash as they read.
    package static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    package static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The number of `word`, inserted when it is new.
    @discardableResult
    package mutating func insert(_ word: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (number: Int, isNew: Bool) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let number = Int(slots[slot] - 1)
            if matches(number, word, hash) { return (number, false) }
            slot = (slot + 1) & mask
        }
        let number = starts.count
        slots[slot] = Int32(number + 1)
        starts.append(bytes.count)
        bytes.append(contentsOf: word)
        hashes.append(hash)
        if starts.count * 2 > slots.count { grow() }
        return (number, true)
    }

    /// True when the set has `word`.
    package func contains(_ word: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Bool {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            if matches(Int(slots[slot] - 1), word, hash) { return true }
            slot = (slot + 1) & mask
        }
        return false
    }

    /// Calls `body` with the bytes of word `number`.
    package func withWord<Result>(_ number: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { buffer in body(UnsafeBufferPointer(rebasing: buffer[starts[number]..<end(of: number)])) }
    }

    /// Word `number` as a string.
    package func string(_ number: Int) -> String {
        String(decoding: bytes[starts[number]..<end(of: number)], as: UTF8.self)
    }

    /// The bytes of every word together.
    package var byteCount: Int { bytes.count }

    private func end(of number: Int) -> Int {
        number + 1 < starts.count ? starts[number + 1] : bytes.count
    }

    private func matches(_ number: Int, _ word: UnsafeBufferPointer<UInt8>, _ hash: UInt64) -> Bool {
        guard hashes[number] == hash, end(of: number) - starts[number] == word.count else { return false }
        return word.isEmpty || bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + starts[number], word.baseAddress!, word.count) == 0 }
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for number in hashes.indices {
            var slot = Int(truncatingIfNeeded: hashes[number]) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number + 1)
        }
    }
}
