import Yams

/// A composed YAML value with where it starts: what `YAMLFields` and the parsers read. Specimen's
/// own type rather than Yams' `Node` so that `YAMLBlockParser` (the fast path for the plain YAML
/// pages are written in) can make nodes with positions: Yams' `Mark` cannot be made outside Yams.
package indirect enum YAMLNode: Sendable, Hashable, CustomStringConvertible {
    /// Text (`title: Tabs`, `"2.3"`).
    case scalar(Scalar, YAMLMark)
    /// Keys and values in the order written.
    case mapping([Pair], YAMLMark)
    /// Items in the order written.
    case sequence([YAMLNode], YAMLMark)

    /// A scalar's text and whether it was written plain (unquoted): `YAMLFields` reads nulls and
    /// flags only from plain scalars, as YAML's core schema does.
    package struct Scalar: Sendable, Hashable {
        package var string: String
        package var isPlain: Bool

        package init(string: String, isPlain: Bool) {
            self.string = string
            self.isPlain = isPlain
        }
    }

    /// One key and value of a mapping, in the order written.
    package struct Pair: Sendable, Hashable {
        package var key: YAMLNode
        package var value: YAMLNode

        package init(key: YAMLNode, value: YAMLNode) {
            self.key = key
            self.value = value
        }
    }

    /// Where the node starts.
    package var mark: YAMLMark {
        switch self {
        case .scalar(_, let mark), .mapping(_, let mark), .sequence(_, let mark): mark
        }
    }

    /// The scalar; nil for a mapping or a sequence.
    package var scalar: Scalar? {
        if case .scalar(let scalar, _) = self { return scalar }
        return nil
    }

    /// The scalar's text; nil for a mapping or a sequence.
    package var string: String? { scalar?.string }

    /// The pairs of a mapping; nil for anything else.
    package var mapping: [Pair]? {
        if case .mapping(let pairs, _) = self { return pairs }
        return nil
    }

    /// The items of a sequence; nil for anything else.
    package var sequence: [YAMLNode]? {
        if case .sequence(let items, _) = self { return items }
        return nil
    }

    /// Flow-style text, for messages about keys that are not plain text (`? [a, b]: …`).
    package var description: String {
        switch self {
        case .scalar(let scalar, _): scalar.string
        case .sequence(let items, _): "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .mapping(let pairs, _): "{" + pairs.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }

    /// The same value as a Yams node (the fallback for YAML outside `YAMLBlockParser`'s subset).
    package init(_ node: Node) {
        let mark = YAMLMark(node.mark)
        switch node {
        case .scalar(let scalar):
            self = .scalar(Scalar(string: scalar.string, isPlain: scalar.style == .plain), mark)
        case .mapping(let mapping):
            self = .mapping(mapping.map { Pair(key: YAMLNode($0.key), value: YAMLNode($0.value)) }, mark)
        case .sequence(let sequence):
            self = .sequence(sequence.map(YAMLNode.init), mark)
        case .alias:
            // Aliases are refused before composing (`YAMLAliasScanner`); kept as text if one slips through.
            self = .scalar(Scalar(string: "\(node)", isPlain: false), mark)
        }
    }
}

/// A position in YAML text as libyaml counts it: 1-based line, 1-based column in Unicode scalars.
package struct YAMLMark: Sendable, Hashable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package init(_ mark: Mark?) {
        self.init(line: mark?.line ?? 0, column: mark?.column ?? 0)
    }
}
