/// The template renderer's output, and what every writer of a page appends to: bytes appended
/// at the end of an array whose spare capacity is already part of it. `Array.append(contentsOf:)` takes the generic sequence path (about 120
/// instructions besides the copy, and templates append almost two million pieces per thousand
/// pages); here an append is a capacity check and a `memcpy`. `finish()` gives the bytes as an
/// array without copying them. The appends are `@inlinable`: the template engine and the page
/// writers call them from other modules, millions of times per build.
public struct ByteWriter {
    /// The bytes written so far, then spare room: `storage.count` is the capacity.
    @usableFromInline var storage: [UInt8]
    /// How many bytes of `storage` have been written.
    @usableFromInline var written = 0
    /// How many bytes have been written.
    @inlinable public var count: Int { written }

    /// A writer with room for `capacity` bytes (none allocated for 0: a writer that is only
    /// swapped with another, as nested renders do, never needs its own).
    public init(capacity: Int) {
        storage = capacity > 0 ? Self.uninitialized(capacity) : []
    }

    /// The bytes `write` appends to a new writer.
    public static func collect(capacity: Int = 4096, _ write: (inout ByteWriter) -> Void) -> [UInt8] {
        var output = ByteWriter(capacity: capacity)
        write(&output)
        return output.finish()
    }

    /// Appends `bytes`.
    @inlinable @inline(__always)
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let length = bytes.count
        if storage.count &- written < length { grow(to: written + length) }
        let at = written
        storage.withUnsafeMutableBufferPointer { $0.baseAddress.unsafelyUnwrapped.advanced(by: at).update(from: source, count: length) }
        written = at + length
    }

    /// Appends the bytes of an array.
    @inlinable
    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends the bytes of part of an array (without copying them into an array first).
    @inlinable
    public mutating func append(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends the UTF-8 bytes of `text`.
    @inlinable
    public mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends the UTF-8 bytes of a literal.
    @inlinable
    public mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Inserts `bytes` at `index`, moving what follows it.
    public mutating func insert(_ bytes: [UInt8], at index: Int) {
        let length = bytes.count
        guard length > 0 else { return }
        if storage.count &- written < length { grow(to: written + length) }
        let end = written
        storage.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress.unsafelyUnwrapped
            (base + index + length).update(from: base + index, count: end - index)  // memmove
            bytes.withUnsafeBufferPointer { (base + index).update(from: $0.baseAddress.unsafelyUnwrapped, count: length) }
        }
        written = end + length
    }

    /// The byte at `index`, nil outside what was written.
    public func byte(at index: Int) -> UInt8? {
        index >= 0 && index < written ? storage[index] : nil
    }

    /// A copy of the bytes written from `start` on (a part written straight into a larger output,
    /// kept to be written again elsewhere).
    public func bytes(from start: Int) -> [UInt8] {
        Array(storage[max(0, min(start, written))..<written])
    }

    /// The last byte written, if any.
    public var last: UInt8? { written > 0 ? storage[written - 1] : nil }

    /// The bytes written, as an array (the spare room is cut off, not copied); the writer is
    /// empty afterwards. Mutating rather than consuming: a consumed copy would share the array
    /// with the writer left behind, and cutting it would then copy every byte.
    public mutating func finish() -> [UInt8] {
        var bytes: [UInt8] = []
        swap(&bytes, &storage)
        bytes.removeLast(bytes.count - written)
        written = 0
        return bytes
    }

    /// At least doubles the room, keeping what was written (not inlined: it is the rare path).
    @usableFromInline @inline(never)
    mutating func grow(to minimum: Int) {
        let written = self.written
        var larger = Self.uninitialized(Swift.max(minimum, storage.count * 2))
        larger.withUnsafeMutableBufferPointer { target in
            storage.withUnsafeBufferPointer { target.baseAddress.unsafelyUnwrapped.update(from: $0.baseAddress.unsafelyUnwrapped, count: written) }
        }
        storage = larger
    }

    /// An array of `capacity` bytes whose contents are never read before they are written
    /// (bytes are plain values: there is nothing to initialise or destroy).
    /// The allocator's rounding is used too (as an array's own capacity is): without it, an
    /// output a little larger than the size asked for grew into a new, twice as large block.
    private static func uninitialized(_ capacity: Int) -> [UInt8] {
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { _, initialized in initialized = capacity }
        let slack = bytes.capacity - bytes.count
        if slack > 0 { bytes.append(contentsOf: repeatElement(0, count: slack)) }
        return bytes
    }
}
