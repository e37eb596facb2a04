import Foundation

/// A 64-bit FNV-1a hash of bytes, for telling whether an input or an output changed since the
/// last build. Not cryptographic (SHA-256 is for the checksums users see): a cache key only has to
/// tell versions of the same file apart, and this is several times faster over a large site.
package struct ContentHash: Sendable, Hashable {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    /// Feeds raw bytes.
    package mutating func combine(buffer: UnsafeRawBufferPointer) {
        // FNV-1a over 8-byte words, then the last bytes one by one: eight times fewer
        // multiplications than byte by byte (every output file is hashed, a gigabyte at 10,000 pages).
        // Long buffers go through four lanes of 32-byte blocks first: four independent chains of
        // multiplications run side by side, about three times as fast as one.
        let prime: UInt64 = 0x0000_0100_0000_01b3
        var state = self.state
        let blocks = buffer.count / 32
        if blocks > 0 {
            var lane0 = state, lane1 = state ^ 0x9E37_79B9_7F4A_7C15, lane2 = state ^ 0xC2B2_AE3D_27D4_EB4F, lane3 = state ^ 0x1656_67B1_9E37_79F9
            for block in 0..<blocks {
                let base = block * 32
                lane0 = (lane0 ^ buffer.loadUnaligned(fromByteOffset: base, as: UInt64.self)) &* prime
                lane1 = (lane1 ^ buffer.loadUnaligned(fromByteOffset: base + 8, as: UInt64.self)) &* prime
                lane2 = (lane2 ^ buffer.loadUnaligned(fromByteOffset: base + 16, as: UInt64.self)) &* prime
                lane3 = (lane3 ^ buffer.loadUnaligned(fromByteOffset: base + 24, as: UInt64.self)) &* prime
                lane0 ^= lane0 >> 29
                lane1 ^= lane1 >> 29
                lane2 ^= lane2 >> 29
                lane3 ^= lane3 >> 29
            }
            state = lane0
            for lane in [lane1, lane2, lane3] {
                state = (state ^ lane) &* prime
                state ^= state >> 29
            }
        }
        let words = buffer.count / 8
        for index in (blocks * 4)..<words {
            state = (state ^ buffer.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) &* prime
            state ^= state >> 29
        }
        for byte in buffer[(words * 8)...] { state = (state ^ UInt64(byte)) &* prime }
        self.state = state
    }

    /// Feeds a file's bytes followed by a separator.
    package mutating func combine(_ data: Data) {
        data.withUnsafeBytes { combine(buffer: $0) }
        combine(separator: ())
    }

    /// Feeds a string's UTF-8 bytes followed by a separator, so that `("ab", "c")` and `("a", "bc")` differ.
    package mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(buffer: UnsafeRawBufferPointer($0)) }
        combine(separator: ())
    }

    /// Feeds an integer.
    package mutating func combine(_ number: Int) {
        combine(String(number))
    }

    private mutating func combine(separator: Void) {
        state = (state ^ 0xff) &* 0x0000_0100_0000_01b3
    }

    /// The hash as 16 hexadecimal digits.
    package var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// How many bytes `hex` takes: the checksum that ends a sealed file (`seal`).
    package static let hexLength = 16

    /// Appends the hash of `bytes` to them (`hex`): how the cache's binary files end, so that a
    /// file cut short or changed is never read (`unsealed`).
    package static func seal(_ bytes: inout [UInt8]) {
        bytes += bytes.withUnsafeBytes { of(bytes: $0) }.utf8
    }

    /// What `seal` sealed, without the checksum; nil when `file` is too short to hold one or the
    /// checksum is not that of the bytes before it.
    package static func unsealed(_ file: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer? {
        guard file.count > hexLength else { return nil }
        let body = UnsafeRawBufferPointer(rebasing: file[..<(file.count - hexLength)])
        return of(bytes: body).utf8.elementsEqual(file[(file.count - hexLength)...]) ? body : nil
    }

    /// The hash of one file's bytes.
    package static func of(bytes: UnsafeRawBufferPointer) -> String {
        var hash = ContentHash()
        hash.combine(buffer: bytes)
        hash.combine(separator: ())
        return hash.hex
    }

    package static func of(_ data: Data) -> String {
        var hash = ContentHash()
        hash.combine(data)
        return hash.hex
    }
}
