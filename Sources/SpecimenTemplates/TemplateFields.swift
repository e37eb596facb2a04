/// A view model's field table: names to readers, written as a dictionary literal
/// (`["title": .of { $0.title }]`) and looked up by `TemplateKey`, whose hash was computed when
/// the template was parsed. An open-addressing table over arrays, so a lookup hashes nothing,
/// and a miss (every name looked up in an enclosing view first) usually compares no strings.
public struct TemplateFields<Root>: Sendable, ExpressibleByDictionaryLiteral {
    @usableFromInline let keys: [TemplateKey]
    /// The keys' hashes alone, so a probe compares integers and touches no string.
    @usableFromInline let hashes: [UInt64]
    @usableFromInline let fields: [TemplateField<Root>]
    /// The same readers, each in a box the table keeps alive, reached unretained: a reader
    /// called out of `fields` was retained and released around every call, and the tables are
    /// shared by every core, so both fought over the same reference counts at each field read.
    @usableFromInline let readers: [Unmanaged<TemplateFieldReader<Root>>]
    /// Owns the boxes of `readers`.
    private let readerBoxes: [TemplateFieldReader<Root>]
    /// Index into `keys`/`fields`, or -1 for an empty slot; the count is a power of two.
    @usableFromInline let slots: [Int32]

    /// A name listed twice keeps its first reader (`TemplateFieldTests` checks no table does).
    public init(dictionaryLiteral elements: (String, TemplateField<Root>)...) {
        self.init(elements)
    }

    /// A table whose names are known only at run time (interface strings read from files).
    public init(_ elements: [(String, TemplateField<Root>)]) {
        keys = elements.map { TemplateKey($0.0) }
        hashes = keys.map(\.hash)
        fields = elements.map(\.1)
        readerBoxes = fields.map { TemplateFieldReader($0.read) }
        readers = readerBoxes.map { Unmanaged.passUnretained($0) }
        var capacity = 8
        while capacity < keys.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: -1, count: capacity)
        for (index, key) in keys.enumerated() {
            var slot = Int(truncatingIfNeeded: key.hash) & (capacity - 1)
            var listed = false
            while slots[slot] >= 0 {
                if keys[Int(slots[slot])].name == key.name { listed = true }
                slot = (slot + 1) & (capacity - 1)
            }
            if !listed { slots[slot] = Int32(index) }
        }
        self.slots = slots
    }

    /// Every field name, for tests that compare the table with the view model's properties.
    public var names: [String] { keys.map(\.name) }

    /// The reader of the field named by `key`, if the table has one.
    @inlinable
    public func field(_ key: TemplateKey) -> TemplateField<Root>? {
        index(of: key).map { fields[$0] }
    }

    /// The value of the field named by `key` in `root`. The reader is called in its box, which
    /// the table keeps alive: no reference count shared by the cores is touched.
    @inlinable
    public func value(_ key: TemplateKey, of root: Root) -> TemplateValue? {
        guard let index = index(of: key) else { return nil }
        return readers.withUnsafeBufferPointer { $0[index]._withUnsafeGuaranteedRef { $0.read(root) } }
    }

    @inlinable
    func index(of key: TemplateKey) -> Int? {
        slots.withUnsafeBufferPointer { slots in
            hashes.withUnsafeBufferPointer { hashes in
                let mask = slots.count - 1
                var slot = Int(truncatingIfNeeded: key.hash) & mask
                while true {
                    let index = Int(slots[slot])
                    if index < 0 { return nil }
                    if hashes[index] == key.hash, keys.withUnsafeBufferPointer({ $0[index].name == key.name }) { return index }
                    slot = (slot + 1) & mask
                }
            }
        }
    }
}

/// A field reader in a box of its own: a closure stored in a class's constant is called without
/// retaining it (one stored in an array is copied, with a retain and a release, to be called).
public final class TemplateFieldReader<Root>: Sendable {
    @usableFromInline let read: @Sendable (Root) -> TemplateValue?

    init(_ read: @escaping @Sendable (Root) -> TemplateValue?) {
        self.read = read
    }
}
