/// A field name with its hash worked out once, when the template is parsed: a page render looks
/// up thousands of names, and hashing each one again (with Swift's seeded hasher) showed in profiles.
public struct TemplateKey: Sendable, Hashable {
    public let name: String
    /// FNV-1a over the name's UTF-8 bytes: the same for the same name in every process.
    public let hash: UInt64

    public init(_ name: String) {
        self.name = name
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        self.hash = hash
    }
}
