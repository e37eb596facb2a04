/// How `JSONWriter` lays JSON out and escapes its strings. Each style is the one some reader of
/// Specimen's files already compares with, so the bytes of every file stay what they were.
package enum JSONStyle: Sendable, Hashable {
    /// No spaces or line feeds (`{"a":1,"b":[]}`), members in the order given: `rules.json`, the
    /// build cache, the search index and the live-reload messages, read by programs only.
    case compact
    /// Two-space indentation, `"key": value`, members in the order given (`{}` and `[]` when
    /// empty): `tokens.resolved.json`, which keeps the token file's order.
    case indented
    /// Byte for byte what Foundation's `JSONEncoder` writes with `.prettyPrinted`, `.sortedKeys`
    /// and `.withoutEscapingSlashes`: `"key" : value`, members sorted by key, an empty array or
    /// object with a blank line inside, and its string escapes (`\b`, `\f`, U+2028 as it is).
    /// `--format json` and SARIF reports were first written by it, and tools compare them.
    case encoderPretty

    /// Text between a key and its value.
    var keySeparator: StaticString {
        switch self {
        case .compact: ":"
        case .indented: ": "
        case .encoderPretty: " : "
        }
    }

    /// True when members and items go on lines of their own.
    var breaksLines: Bool { self != .compact }

    /// What is written between the brackets of an empty array or object.
    var emptyInside: StaticString { self == .encoderPretty ? "\n\n" : "" }
}
