#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fast path for the YAML that front matter, spec blocks and the registry are written in:
/// block mappings and sequences whose values are one-line plain or quoted scalars or one-line
/// flow collections (`[ios, web]`, `{ min: 8px }`). Composing that with Yams made most of the
/// time spent parsing a large site (every scalar becomes a libyaml event, a Yams node with a tag
/// and a mark, and every mapping is hashed for duplicate keys).
///
/// It never decides anything Yams would decide differently: whatever is outside the subset, or
/// might be an error (tabs, multi-line scalars, escapes, anchors, tags, block scalars, empty
/// values, duplicate keys, odd indentation, comments inside flow collections…), makes `parse()`
/// return nil, and `YAMLRegion` asks Yams instead. `YAMLBlockParserTests` compares both on the
/// corpus and on thousands of generated documents, positions included.
package struct YAMLBlockParser {
    /// A line with content (blank and comment-only lines are dropped first).
    private struct Line {
        /// 1-based line number in the YAML.
        var number: Int
        /// Byte offsets of the line's first byte and of its end (before the line feed).
        var start: Int
        var end: Int
        /// Leading spaces.
        var indent: Int
    }

    private let bytes: [UInt8]
    private var lines: [Line] = []
    private var index = 0
    private var depth = 0
    /// Set when the text holds something outside the subset.
    private var isUsable = true
    /// True when every byte is ASCII, so that a column is a byte offset (see `mark`).
    private var isASCII = false

    /// Deeper nesting is left to Yams (and libyaml's own limit of 1,000).
    private static let maximumDepth = 200
    /// libyaml refuses a simple key longer than 1,024 characters; those are left to Yams.
    private static let maximumKeyLength = 1_000

    package init(_ text: String) {
        bytes = Array(text.utf8)
        (isUsable, isASCII) = YAMLFastPathCharacters.characters(of: bytes)
        guard isUsable else { return }
        var lines: [Line] = []
        lines.reserveCapacity(bytes.count / 16)
        let usable = bytes.withUnsafeBufferPointer { bytes -> Bool in
            var start = 0, number = 1
            while start <= bytes.count {
                // Line ends by memchr, through a buffer pointer: indexing the array byte by byte
                // (with its bounds checks) was most of splitting a block into lines.
                var end = bytes.count
                if start < bytes.count, let base = bytes.baseAddress, let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) {
                    end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                }
                var indent = 0
                while start + indent < end, bytes[start + indent] == UInt8(ascii: " ") { indent += 1 }
                let first = start + indent
                if first < end, bytes[first] != UInt8(ascii: "#") {
                    if indent == 0, YAMLFastPathCharacters.isDocumentMarker(bytes, at: start, end: end) { return false }
                    lines.append(Line(number: number, start: start, end: end, indent: indent))
                }
                start = end + 1
                number += 1
            }
            return true
        }
        isUsable = usable
        self.lines = lines
    }

    /// The composed document, or nil when Yams must compose it.
    package mutating func parse() -> YAMLNode? {
        guard isUsable, let first = lines.first, let node = block(indent: first.indent), isUsable, index == lines.count else { return nil }
        return node
    }

    // MARK: Block structure

    /// The block node that starts on the current line at `indent`.
    private mutating func block(indent: Int) -> YAMLNode? {
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maximumDepth, index < lines.count else { return refuse() }
        let line = lines[index]
        if isSequenceEntry(line) { return sequence(indent: indent) }
        guard case .key = key(in: line, from: line.start + indent) else { return refuse() }
        return mapping(column: indent, from: line.start + indent)
    }

    /// A block mapping whose keys stand at `column`; its first key starts at byte `from` of the
    /// current line (after `- ` for a mapping inside a list item).
    private mutating func mapping(column: Int, from: Int) -> YAMLNode? {
        let mark = self.mark(lines[index], from)
        var pairs: [YAMLNode.Pair] = []
        var keys = YAMLKeySet()
        var offset = from
        while true {
            let line = lines[index]
            guard case .key(let name, let keyEnd) = key(in: line, from: offset), keys.insert(name) else { return refuse() }
            let keyNode = YAMLNode.scalar(.init(string: name, isPlain: true), self.mark(line, offset))
            let rest = skipSpaces(keyEnd + 1, line.end)
            let value: YAMLNode
            if rest == line.end || bytes[rest] == UInt8(ascii: "#") {
                index += 1
                guard index < lines.count else { return refuse() }
                let next = lines[index]
                if next.indent > column {
                    guard let nested = block(indent: next.indent) else { return nil }
                    value = nested
                } else if next.indent == column, isSequenceEntry(next) {
                    guard let nested = sequence(indent: column, indentless: true) else { return nil }
                    value = nested
                } else {
                    return refuse()  // an empty value: left to Yams (its position rules are subtle)
                }
            } else {
                guard let inline = inlineValue(line, from: rest) else { return refuse() }
                value = inline
                index += 1
            }
            pairs.append(YAMLNode.Pair(key: keyNode, value: value))
            guard index < lines.count else { break }
            let next = lines[index]
            if next.indent < column { break }
            guard next.indent == column, !isSequenceEntry(next) else { return refuse() }
            offset = next.start + column
        }
        return .mapping(pairs, mark)
    }

    /// A block sequence whose `-` stand at `indent`; `indentless` when it is the value of a key
    /// at the same indentation (`rules:` then `- …` below it), so a key line there ends it.
    private mutating func sequence(indent: Int, indentless: Bool = false) -> YAMLNode? {
        let mark = self.mark(lines[index], lines[index].start + indent)
        var items: [YAMLNode] = []
        while true {
            let line = lines[index]
            let rest = skipSpaces(line.start + indent + 1, line.end)
            let item: YAMLNode
            if rest == line.end || bytes[rest] == UInt8(ascii: "#") {
                index += 1
                guard index < lines.count, lines[index].indent > indent, let nested = block(indent: lines[index].indent) else { return refuse() }
                item = nested
            } else if bytes[rest] == UInt8(ascii: "-"), rest + 1 == line.end || bytes[rest + 1] == UInt8(ascii: " ") {
                return refuse()  // `- - a`
            } else {
                switch key(in: line, from: rest) {
                case .key:
                    depth += 1
                    defer { depth -= 1 }
                    guard depth < Self.maximumDepth, let nested = mapping(column: rest - line.start, from: rest) else { return refuse() }
                    item = nested
                case .none:
                    guard let inline = inlineValue(line, from: rest) else { return refuse() }
                    item = inline
                    index += 1
                case .unusable:
                    return refuse()
                }
            }
            items.append(item)
            guard index < lines.count else { break }
            let next = lines[index]
            if next.indent < indent || (indentless && next.indent == indent && !isSequenceEntry(next)) { break }
            guard next.indent == indent, isSequenceEntry(next) else { return refuse() }
        }
        return .sequence(items, mark)
    }

    private enum Key {
        /// A plain key ending at the `:` at byte `colon`.
        case key(String, colon: Int)
        /// The text is not `key: …`.
        case none
        /// Something Yams should read.
        case unusable
    }

    /// The plain key of `key: value` starting at byte `from`.
    private func key(in line: Line, from: Int) -> Key {
        guard from < line.end, YAMLFastPathCharacters.canStartPlain(bytes, at: from, end: line.end, inFlow: false) else { return .unusable }
        var at = from
        while at < line.end {
            switch bytes[at] {
            case UInt8(ascii: ":") where at + 1 == line.end || bytes[at + 1] == UInt8(ascii: " "):
                var end = at
                while end > from, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
                guard end - from <= Self.maximumKeyLength else { return .unusable }
                return .key(String(decoding: bytes[from..<end], as: UTF8.self), colon: at)
            case UInt8(ascii: "#") where bytes[at - 1] == UInt8(ascii: " "):
                return .none
            case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","),
                 UInt8(ascii: "\""), UInt8(ascii: "'"):
                return .unusable  // legal in plain scalars, but not worth the doubt in keys
            default:
                at += 1
            }
        }
        return .none
    }

    private func isSequenceEntry(_ line: Line) -> Bool {
        let dash = line.start + line.indent
        return bytes[dash] == UInt8(ascii: "-") && (dash + 1 == line.end || bytes[dash + 1] == UInt8(ascii: " "))
    }

    // MARK: Values on one line

    /// A scalar or flow collection starting at byte `from`, which must be all that is left of the
    /// line but spaces and a comment.
    private mutating func inlineValue(_ line: Line, from: Int) -> YAMLNode? {
        var at = from
        let node: YAMLNode?
        switch bytes[from] {
        case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "'"), UInt8(ascii: "\""):
            node = flowNode(line, &at)
        default:
            guard YAMLFastPathCharacters.canStartPlain(bytes, at: from, end: line.end, inFlow: false) else { return nil }
            var end = from
            while end < line.end {
                let byte = bytes[end]
                if byte == UInt8(ascii: "#"), bytes[end - 1] == UInt8(ascii: " ") { break }
                if byte == UInt8(ascii: ":"), end + 1 == line.end || bytes[end + 1] == UInt8(ascii: " ") { return nil }
                end += 1
            }
            while end > from, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
            at = end
            node = .scalar(.init(string: String(decoding: bytes[from..<end], as: UTF8.self), isPlain: true), mark(line, from))
        }
        guard let node else { return nil }
        let rest = skipSpaces(at, line.end)
        guard rest == line.end || (bytes[rest] == UInt8(ascii: "#") && rest > at) else { return nil }
        return node
    }

    /// A quoted scalar, or a flow sequence or mapping that closes on this line, starting at `at`;
    /// `at` moves past it.
    private mutating func flowNode(_ line: Line, _ at: inout Int) -> YAMLNode? {
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maximumDepth, at < line.end else { return nil }
        let start = at
        switch bytes[at] {
        case UInt8(ascii: "'"), UInt8(ascii: "\""):
            return quoted(line, &at)
        case UInt8(ascii: "["):
            var items: [YAMLNode] = []
            at = skipSpaces(at + 1, line.end)
            if at < line.end, bytes[at] == UInt8(ascii: "]") {
                at += 1
                return .sequence([], mark(line, start))
            }
            while true {
                guard let item = flowItem(line, &at) else { return nil }
                items.append(item)
                at = skipSpaces(at, line.end)
                guard at < line.end else { return nil }
                if bytes[at] == UInt8(ascii: "]") { break }
                guard bytes[at] == UInt8(ascii: ",") else { return nil }
                at = skipSpaces(at + 1, line.end)
            }
            at += 1
            return .sequence(items, mark(line, start))
        case UInt8(ascii: "{"):
            var pairs: [YAMLNode.Pair] = []
            var keys = YAMLKeySet()
            at = skipSpaces(at + 1, line.end)
            if at < line.end, bytes[at] == UInt8(ascii: "}") {
                at += 1
                return .mapping([], mark(line, start))
            }
            while true {
                guard at < line.end, YAMLFastPathCharacters.canStartPlain(bytes, at: at, end: line.end, inFlow: true) else { return nil }
                let keyStart = at
                guard let key = plainInFlow(line, &at), keys.insert(key),
                      at + 1 < line.end, bytes[at] == UInt8(ascii: ":"), bytes[at + 1] == UInt8(ascii: " ") else { return nil }
                at = skipSpaces(at + 1, line.end)
                guard let value = flowItem(line, &at) else { return nil }
                pairs.append(YAMLNode.Pair(key: .scalar(.init(string: key, isPlain: true), mark(line, keyStart)), value: value))
                at = skipSpaces(at, line.end)
                guard at < line.end else { return nil }
                if bytes[at] == UInt8(ascii: "}") { break }
                guard bytes[at] == UInt8(ascii: ",") else { return nil }
                at = skipSpaces(at + 1, line.end)
            }
            at += 1
            return .mapping(pairs, mark(line, start))
        default:
            return nil
        }
    }

    /// An entry of a flow collection: a nested collection, a quoted scalar or a plain scalar.
    private mutating func flowItem(_ line: Line, _ at: inout Int) -> YAMLNode? {
        guard at < line.end else { return nil }
        switch bytes[at] {
        case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "'"), UInt8(ascii: "\""):
            return flowNode(line, &at)
        default:
            guard YAMLFastPathCharacters.canStartPlain(bytes, at: at, end: line.end, inFlow: true) else { return nil }
            let start = at
            guard let text = plainInFlow(line, &at) else { return nil }
            // `[a: b]` is a mapping inside the list: left to Yams.
            if at < line.end, bytes[at] == UInt8(ascii: ":") { return nil }
            return .scalar(.init(string: text, isPlain: true), mark(line, start))
        }
    }

    /// A plain scalar inside a flow collection, up to `,`, a bracket or `:`; nil when it holds a
    /// comment or runs to the end of the line (a collection over several lines).
    private func plainInFlow(_ line: Line, _ at: inout Int) -> String? {
        let start = at
        while at < line.end {
            switch bytes[at] {
            case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ":"):
                var end = at
                while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
                guard end > start else { return nil }
                return String(decoding: bytes[start..<end], as: UTF8.self)
            case UInt8(ascii: "#") where bytes[at - 1] == UInt8(ascii: " "):
                return nil
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                return nil
            default:
                at += 1
            }
        }
        return nil
    }

    /// A single- or double-quoted scalar closed on this line; double-quoted ones with escapes
    /// are left to Yams.
    private func quoted(_ line: Line, _ at: inout Int) -> YAMLNode? {
        let quote = bytes[at], start = at
        var text: [UInt8] = []
        at += 1
        while at < line.end {
            let byte = bytes[at]
            if byte == quote {
                if quote == UInt8(ascii: "'"), at + 1 < line.end, bytes[at + 1] == quote {
                    text.append(quote)
                    at += 2
                    continue
                }
                at += 1
                return .scalar(.init(string: String(decoding: text, as: UTF8.self), isPlain: false), mark(line, start))
            }
            if byte == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") { return nil }
            text.append(byte)
            at += 1
        }
        return nil
    }

    // MARK: Positions

    /// Where libyaml would put a node starting at byte `offset` of `line`: columns count Unicode
    /// scalars, as `YAMLRegion` expects.
    private func mark(_ line: Line, _ offset: Int) -> YAMLMark {
        if isASCII { return YAMLMark(line: line.number, column: offset - line.start + 1) }
        var column = 1
        for at in line.start..<offset where bytes[at] & 0xC0 != 0x80 { column += 1 }
        return YAMLMark(line: line.number, column: column)
    }

    private func skipSpaces(_ from: Int, _ end: Int) -> Int {
        var at = from
        while at < end, bytes[at] == UInt8(ascii: " ") { at += 1 }
        return at
    }

    /// Gives up on the fast path.
    private mutating func refuse() -> YAMLNode? {
        isUsable = false
        return nil
    }
}
