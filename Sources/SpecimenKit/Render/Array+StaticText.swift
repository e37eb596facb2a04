extension Array where Element == UInt8 {
    /// Appends the UTF-8 bytes of a literal: appending a `String`'s UTF-8 view goes through the
    /// generic sequence path, and the JSON writers append punctuation several times per value.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }
}
