import Foundation

/// A 64-bit FNV-1a hash of bytes, for telling whether an input or an output changed since the
/// last build. Not cryptographic (SHA-256 is for the checksums users see): a cache key only has to
/// tell versions of the same file apart, and this is several times faster over a large site.
public struct ContentHash: Sendable, Hashable {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// Feeds raw bytes.
    public mutating func combine(buffer: UnsafeRawBufferPointer) {
        var state = self.state
        for byte in buffer { state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        self.state = state
    }

    /// Feeds a file's bytes followed by a separator.
    public mutating func combine(_ data: Data) {
        data.withUnsafeBytes { combine(buffer: $0) }
        combine(separator: ())
    }

    /// Feeds a string's UTF-8 bytes followed by a separator, so that `("ab", "c")` and `("a", "bc")` differ.
    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(buffer: UnsafeRawBufferPointer($0)) }
        combine(separator: ())
    }

    /// Feeds an integer.
    public mutating func combine(_ number: Int) {
        combine(String(number))
    }

    private mutating func combine(separator: Void) {
        state = (state ^ 0xff) &* 0x0000_0100_0000_01b3
    }

    /// The hash as 16 hexadecimal digits.
    public var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hash of one file's bytes.
    public static func of(_ data: Data) -> String {
        var hash = ContentHash()
        hash.combine(data)
        return hash.hex
    }
}
