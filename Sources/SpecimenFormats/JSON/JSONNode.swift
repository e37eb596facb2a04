/// A JSON value with the file position where it starts. Foundation's JSON reader gives no
/// positions, and every token diagnostic must point at the exact value (Docs/diagnostics.md).
package struct JSONNode: Sendable, Hashable {
    /// The value itself.
    package indirect enum Value: Sendable, Hashable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// One `"key": value` of an object, in the order written.
    package struct Member: Sendable, Hashable {
        package var key: String
        package var keyLine: Int
        package var keyColumn: Int
        package var value: JSONNode

        package init(key: String, keyLine: Int = 0, keyColumn: Int = 0, value: JSONNode) {
            self.key = key
            self.keyLine = keyLine
            self.keyColumn = keyColumn
            self.value = value
        }
    }

    package var value: Value
    package var line: Int
    /// 1-based, in UTF-8 bytes.
    package var column: Int

    package init(value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// A value made in code rather than read from a file: it has no position (line and column 0).
    package init(_ value: Value) {
        self.init(value: value, line: 0, column: 0)
    }

    /// An object made in code, members in the order given; nil values are left out, as
    /// synthesized `Encodable` conformances leave out nil optionals.
    package init(members: [(String, JSONNode?)]) {
        self.init(.object(members.compactMap { key, value in value.map { Member(key: key, value: $0) } }))
    }

    /// An array of strings made in code.
    package init(strings: [String]) {
        self.init(.array(strings.map { JSONNode(.string($0)) }))
    }

    /// The members of an object, or nil.
    package var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The member called `key` of an object.
    package subscript(key: String) -> JSONNode? {
        members?.first { $0.key == key }?.value
    }

    package var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    package var number: Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    package var array: [JSONNode]? {
        if case .array(let items) = value { return items }
        return nil
    }

    /// A short name of the kind of value, for messages.
    package var kind: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
