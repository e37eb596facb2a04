/// Writes one JSON object's members straight into bytes, laid out as its `JSONWriter` lays out
/// trees (nil members left out). For files too large to build as a tree first: `rules.json` has
/// one object per rule and the build cache one record per output file, and building tens of
/// thousands of trees to write them once cost more than writing them.
///
/// In `.encoderPretty`, members must come in key order, as the tree writer sorts them
/// (`.sortedKeys`); debug builds check it. `RulesJSONTests` compares the result with the tree.
package struct JSONObjectWriter {
    package let writer: JSONWriter
    /// The object's own depth: its members are one level deeper.
    package let depth: Int
    private var count = 0
    #if DEBUG
    private var lastKey: String?
    #endif

    /// Starts an object at `depth` (the opening brace; the caller has written any indentation).
    package init(_ writer: JSONWriter, depth: Int, into output: inout [UInt8]) {
        self.writer = writer
        self.depth = depth
        output.append(UInt8(ascii: "{"))
    }

    /// The key of the next member; its value is written next, one level deeper.
    package mutating func key(_ key: String, into output: inout [UInt8]) {
        #if DEBUG
        if writer.style == .encoderPretty {
            assert(lastKey.map { $0 < key } ?? true, "JSONObjectWriter: \(key) after \(lastKey ?? "")")
            lastKey = key
        }
        #endif
        writer.separate(first: count == 0, depth: depth + 1, into: &output)
        count += 1
        writer.appendQuoted(key, to: &output)
        writer.style.keySeparator.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    /// A string member; nothing when `value` is nil.
    package mutating func string(_ key: String, _ value: String?, into output: inout [UInt8]) {
        guard let value else { return }
        self.key(key, into: &output)
        writer.appendQuoted(value, to: &output)
    }

    /// A member whose value is JSON text already (a number, `true`, a literal).
    package mutating func raw(_ key: String, _ json: String, into output: inout [UInt8]) {
        self.key(key, into: &output)
        output.append(contentsOf: json.utf8)
    }

    /// A member whose value is a tree.
    package mutating func node(_ key: String, _ value: JSONNode?, into output: inout [UInt8]) {
        guard let value else { return }
        self.key(key, into: &output)
        writer.write(value, depth: depth + 1, into: &output)
    }

    /// An array of strings.
    package mutating func strings<Items: Sequence<String>>(_ key: String, _ values: Items, into output: inout [UInt8]) {
        self.key(key, into: &output)
        let writer = writer
        writer.array(values, depth: depth + 1, into: &output) { value, output in writer.appendQuoted(value, to: &output) }
    }

    /// An object member, whose members `members` writes.
    package mutating func object(_ key: String, into output: inout [UInt8], members: (inout JSONObjectWriter, inout [UInt8]) -> Void) {
        self.key(key, into: &output)
        var object = JSONObjectWriter(writer, depth: depth + 1, into: &output)
        members(&object, &output)
        object.close(into: &output)
    }

    /// An array of objects, one per item, whose members `members` writes.
    package mutating func objects<Items: Sequence>(_ key: String, _ items: Items, into output: inout [UInt8],
                                                  members: (Items.Element, inout JSONObjectWriter, inout [UInt8]) -> Void) {
        self.key(key, into: &output)
        let writer = writer, depth = depth
        writer.array(items, depth: depth + 1, into: &output) { item, output in
            var object = JSONObjectWriter(writer, depth: depth + 2, into: &output)
            members(item, &object, &output)
            object.close(into: &output)
        }
    }

    /// The closing brace.
    package func close(into output: inout [UInt8]) {
        writer.close(UInt8(ascii: "}"), isEmpty: count == 0, depth: depth, into: &output)
    }
}
