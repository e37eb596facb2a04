#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads back the binary values `ByteWriter` wrote with `appendInteger`, `appendFlag` and
/// `appendString` (the build cache's parsed pages, `PageStore`), in the order they were written.
/// Every read is checked against the end: bytes cut short or changed make it throw, never read
/// past the buffer or trap.
public struct ByteReader {
    /// Why bytes could not be read as the value asked for.
    public struct Malformed: Error, Sendable {
        public init() {}
    }

    private let bytes: UnsafeRawBufferPointer
    /// Where the next value starts.
    public private(set) var offset: Int

    /// A reader of `bytes` from `offset`; the bytes must outlive it.
    public init(_ bytes: UnsafeRawBufferPointer, offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    /// True when every byte has been read.
    public var isAtEnd: Bool { offset >= bytes.count }

    /// An integer written by `appendInteger` (zigzag LEB128: small numbers take a byte).
    public mutating func integer() throws -> Int {
        var value: UInt64 = 0, shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw Malformed() }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { break }
            shift += 7
        }
        return Int(truncatingIfNeeded: Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1))))
    }

    /// A count of things still to read: an integer from 0 up to the bytes left, so that a damaged
    /// count can never make a reader reserve or loop past what the buffer could hold.
    public mutating func count() throws -> Int {
        let count = try integer()
        guard count >= 0, count <= bytes.count - offset else { throw Malformed() }
        return count
    }

    /// A flag written by `appendFlag`.
    public mutating func flag() throws -> Bool {
        guard offset < bytes.count else { throw Malformed() }
        defer { offset += 1 }
        switch bytes[offset] {
        case 0: return false
        case 1: return true
        default: throw Malformed()
        }
    }

    /// The bytes written by `appendBytes`, without copying them.
    public mutating func bytesView() throws -> UnsafeRawBufferPointer {
        let count = try count()
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)])
    }

    /// A string written by `appendString`; text that is not UTF-8 is malformed.
    public mutating func string() throws -> String {
        let utf8 = try bytesView().bindMemory(to: UInt8.self)
        // `String(decoding:)` validates on the standard library's fast path, where
        // `String(validating:)` went through generic code (a fifth of reading a page back); it
        // repairs what is not UTF-8, so a string whose bytes it changed is refused.
        var string = String(decoding: utf8, as: UTF8.self)
        let isUnchanged = string.withUTF8 { decoded in
            decoded.count == utf8.count && (utf8.isEmpty || memcmp(decoded.baseAddress!, utf8.baseAddress!, utf8.count) == 0)
        }
        guard isUnchanged else { throw Malformed() }
        return string
    }

    /// A number written by `appendDouble`, bit for bit (a time read back equals the one written).
    public mutating func double() throws -> Double {
        Double(bitPattern: UInt64(bitPattern: Int64(try integer())))
    }

    /// An optional string written by `appendOptional`.
    public mutating func optionalString() throws -> String? {
        try flag() ? try string() : nil
    }
}

extension ByteWriter {
    /// Appends `value` for `ByteReader.integer()`.
    public mutating func appendInteger(_ value: Int) {
        var rest = UInt64(bitPattern: (Int64(value) << 1) ^ (Int64(value) >> 63))
        var buffer: (UInt64, UInt64) = (0, 0)
        var length = 0
        withUnsafeMutableBytes(of: &buffer) { raw in
            repeat {
                let low = UInt8(rest & 0x7F)
                rest >>= 7
                raw[length] = rest == 0 ? low : low | 0x80
                length += 1
            } while rest != 0
        }
        withUnsafeBytes(of: &buffer) { append(UnsafeBufferPointer(start: $0.baseAddress?.assumingMemoryBound(to: UInt8.self), count: length)) }
    }

    /// Appends `value` for `ByteReader.double()`.
    public mutating func appendDouble(_ value: Double) {
        appendInteger(Int(truncatingIfNeeded: Int64(bitPattern: value.bitPattern)))
    }

    /// Appends `value` for `ByteReader.flag()`.
    public mutating func appendFlag(_ value: Bool) {
        var byte: UInt8 = value ? 1 : 0
        withUnsafeBytes(of: &byte) { append(UnsafeBufferPointer(start: $0.baseAddress?.assumingMemoryBound(to: UInt8.self), count: 1)) }
    }

    /// Appends `bytes` with their count, for `ByteReader.bytesView()`.
    public mutating func appendBytes(_ bytes: UnsafeRawBufferPointer) {
        appendInteger(bytes.count)
        append(UnsafeBufferPointer(start: bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), count: bytes.count))
    }

    /// Appends `text` for `ByteReader.string()`.
    public mutating func appendString(_ text: String) {
        var text = text
        text.withUTF8 { appendBytes(UnsafeRawBufferPointer($0)) }
    }

    /// Appends `text` or its absence, for `ByteReader.optionalString()`.
    public mutating func appendOptional(_ text: String?) {
        appendFlag(text != nil)
        if let text { appendString(text) }
    }
}
