/// Writes one JSON object's members straight into bytes (two-space indentation, `"key" : value`,
/// nil members left out): `PrettyJSON` writes its objects and arrays through it, and exports too
/// large to build as a tree first use it directly — `rules.json` has one object per rule, and
/// building 40,000 `PrettyJSON` trees to write them once cost more than writing them.
///
/// Members must come in key order, as `PrettyJSON` sorts them (`.sortedKeys`); debug builds
/// check it. `RulesJSONTests` compares the result with the tree written by `PrettyJSON`.
struct PrettyJSONMembers {
    /// The object's own depth: its members are indented one level deeper.
    let depth: Int
    private var count = 0
    #if DEBUG
    private var lastKey: String?
    #endif

    /// Starts an object at `depth` (the opening brace; the caller has written any indentation).
    init(depth: Int, into output: inout [UInt8]) {
        self.depth = depth
        output.append(UInt8(ascii: "{"))
    }

    /// A string member; nothing when `value` is nil.
    mutating func string(_ key: StaticString, _ value: String?, into output: inout [UInt8]) {
        guard let value else { return }
        self.key(key, into: &output)
        PrettyJSON.appendQuoted(value, to: &output)
    }

    /// An array of strings, one per line.
    mutating func strings(_ key: StaticString, _ values: [String], into output: inout [UInt8]) {
        self.key(key, into: &output)
        Self.array(values, depth: depth + 1, into: &output) { value, output in PrettyJSON.appendQuoted(value, to: &output) }
    }

    /// An array of objects, one per item, whose members `members` writes.
    mutating func objects<Items: Sequence>(_ key: StaticString, _ items: Items, into output: inout [UInt8],
                                           members: (Items.Element, inout PrettyJSONMembers, inout [UInt8]) -> Void) {
        self.key(key, into: &output)
        let depth = depth
        Self.array(items, depth: depth + 1, into: &output) { item, output in
            var object = PrettyJSONMembers(depth: depth + 2, into: &output)
            members(item, &object, &output)
            object.close(into: &output)
        }
    }

    /// A member whose key is only known at run time (`PrettyJSON`'s objects, sorted by it);
    /// its value is written next, one level deeper.
    mutating func member(_ key: String, into output: inout [UInt8]) {
        separate(into: &output)
        PrettyJSON.appendQuoted(key, to: &output)
        output.append(" : ")
    }

    /// An array at `depth`: `[`, each item on its own line one level deeper, `]` (an empty array
    /// is written `[`, a blank line, `]`, as `JSONEncoder` writes it).
    static func array<Items: Sequence>(_ items: Items, depth: Int, into output: inout [UInt8],
                                       item: (Items.Element, inout [UInt8]) -> Void) {
        output.append("[\n")
        for (index, element) in items.enumerated() {
            if index > 0 { output.append(",\n") }
            PrettyJSON.indent(depth + 1, &output)
            item(element, &output)
        }
        output.append(UInt8(ascii: "\n"))
        PrettyJSON.indent(depth, &output)
        output.append(UInt8(ascii: "]"))
    }

    /// The closing brace (an object without members is written `{`, a blank line, `}`).
    func close(into output: inout [UInt8]) {
        output.append(count == 0 ? "\n\n" : "\n")
        PrettyJSON.indent(depth, &output)
        output.append(UInt8(ascii: "}"))
    }

    private mutating func key(_ key: StaticString, into output: inout [UInt8]) {
        #if DEBUG
        let name = key.description
        assert(lastKey.map { $0 < name } ?? true, "PrettyJSONMembers: \(name) after \(lastKey ?? "")")
        lastKey = name
        #endif
        separate(into: &output)
        output.append(UInt8(ascii: "\""))
        output.append(key)
        output.append("\" : ")
    }

    /// What goes before a member: a line feed (and a comma after the first), the indentation.
    private mutating func separate(into output: inout [UInt8]) {
        output.append(count == 0 ? "\n" : ",\n")
        count += 1
        PrettyJSON.indent(depth + 1, &output)
    }
}
