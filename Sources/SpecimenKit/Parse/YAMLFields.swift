import SpecimenFormats

/// Typed reading of one YAML mapping, collecting a diagnostic for every value of the wrong type
/// and every unknown key instead of stopping at the first.
///
/// The fields own the log their reads report into (`log`), rather than each read taking the
/// parser's log `inout`, so that the dozens of reads in the parsers stay one-argument calls
/// (`fields.string("title")`). A parser reports problems it finds itself into `log` too, and when
/// done merges it into its own (`log.merge(fields.log)`); nested fields (a rule, an asset) are
/// merged into their parent's the same way, so diagnostics keep the order they were found in.
package struct YAMLFields {
    /// What the mapping is, for messages (`front matter`, `site.yml`).
    package let what: String
    package let region: YAMLRegion
    /// Key, key node and value node, in the order written.
    package let pairs: [(key: String, keyNode: YAMLNode, value: YAMLNode)]
    /// What reading these fields found (see the type's comment).
    package var log = DiagnosticLog()

    /// Reads `node` as a mapping; nil (with SP001 in `log`) when it is something else. Problems
    /// of the mapping as a whole go into `log`, the one the mapping is read for.
    package init?(_ node: YAMLNode, region: YAMLRegion, what: String, log: inout DiagnosticLog) {
        guard let mapping = node.mapping else {
            log.report(Diagnostic(region.syntaxCode, at: region.location(of: node.mark),
                                  "\(what) must be a mapping of keys to values"))
            return nil
        }
        self.what = what
        self.region = region
        if mapping.count > Self.keyLimit {
            log.report(Diagnostic(.limitExceeded, at: region.location(of: node.mark),
                                  "\(what) has \(mapping.count) keys, more than Specimen's limit of \(Self.keyLimit); the rest were not read"))
        }
        self.pairs = mapping.prefix(Self.keyLimit).map { (key: $0.key.string ?? "<complex key>", keyNode: $0.key, value: $0.value) }
    }

    /// The most keys one mapping may have: far more than any front matter, spec block or
    /// component needs, few enough that a hostile file cannot flood the report.
    package static let keyLimit = 50_000

    /// The value node of `key`.
    package func value(_ key: String) -> YAMLNode? {
        pairs.first { $0.key == key }?.value
    }

    /// Where `key`'s value starts.
    package func location(ofValue key: String) -> SourceLocation? {
        value(key).map { region.location(of: $0.mark) }
    }

    /// SP003 for every key not in `known`, pointing at the key, with the nearest known key as a hint.
    package mutating func reportUnknownKeys(known: [String]) {
        for pair in pairs where !known.contains(pair.key) {
            log.report(Diagnostic(.unknownKey, at: region.location(of: pair.keyNode.mark),
                                  "unknown key `\(pair.key)` in \(what)",
                                  hint: Suggestion.didYouMean(pair.key, in: known)))
        }
    }

    /// A scalar as text (`version: 2.3` and `version: "2.3"` both give "2.3").
    package mutating func string(_ key: String) -> String? {
        guard let node = value(key) else { return nil }
        guard let scalar = node.scalar else { return wrongType(key, node, "a single value") }
        if scalar.isPlain, scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null" {
            return nil
        }
        return scalar.string
    }

    /// An integer.
    package mutating func integer(_ key: String) -> Int? {
        guard let node = value(key) else { return nil }
        guard let scalar = node.scalar, let number = Int(scalar.string) else { return wrongType(key, node, "a whole number") }
        return number
    }

    /// `true` or `false`.
    package mutating func bool(_ key: String) -> Bool? {
        guard let node = value(key) else { return nil }
        guard let scalar = node.scalar, scalar.isPlain, let value = Self.flags[scalar.string] else {
            return wrongType(key, node, "`true` or `false`")
        }
        return value
    }

    /// YAML 1.1's words for true and false (unquoted), as Yams' `bool` tag resolution reads them.
    private static let flags: [String: Bool] = {
        var flags: [String: Bool] = [:]
        for (words, value) in [(["yes", "true", "on"], true), (["no", "false", "off"], false)] {
            for word in words {
                for variant in [word, word.prefix(1).uppercased() + word.dropFirst(), word.uppercased()] { flags[variant] = value }
            }
        }
        return flags
    }()

    /// A list of scalars (`[ios, android]` or a block list).
    package mutating func stringList(_ key: String) -> [String]? {
        guard let node = value(key) else { return nil }
        guard let sequence = node.sequence else { return wrongType(key, node, "a list") }
        var result: [String] = []
        for item in sequence {
            guard let scalar = item.scalar else { return wrongType(key, item, "a list of single values") }
            result.append(scalar.string)
        }
        return result
    }

    /// A mapping of scalars to scalars, in the order written (`languages: { en: English }`).
    package mutating func stringPairs(_ key: String) -> [(String, String)]? {
        guard let node = value(key) else { return nil }
        guard let mapping = node.mapping else { return wrongType(key, node, "a mapping") }
        var result: [(String, String)] = []
        for (name, value) in mapping.map({ ($0.key, $0.value) }) {
            guard let name = name.scalar?.string, let value = value.scalar?.string else { return wrongType(key, node, "a mapping of names to text") }
            result.append((name, value))
        }
        return result
    }

    /// The items of a list value, for lists of mappings (rules, contrast pairs).
    package mutating func items(_ key: String) -> [YAMLNode]? {
        guard let node = value(key) else { return nil }
        guard let sequence = node.sequence else { return wrongType(key, node, "a list") }
        return Array(sequence)
    }

    /// A nested mapping, read with the same region and diagnostics code; a problem with the
    /// mapping itself goes into these fields' log, what reading it finds into its own (merge it
    /// back with `log.merge(nested.log)` once it is read).
    package mutating func nested(_ key: String, what nestedWhat: String) -> YAMLFields? {
        guard let node = value(key) else { return nil }
        return YAMLFields(node, region: region, what: nestedWhat, log: &log)
    }

    /// Reads a list item or other node as a mapping, as `nested` does.
    package mutating func fields(of node: YAMLNode, what nestedWhat: String) -> YAMLFields? {
        YAMLFields(node, region: region, what: nestedWhat, log: &log)
    }

    /// Where a node starts in the file.
    package func location(of node: YAMLNode) -> SourceLocation {
        region.location(of: node.mark)
    }

    /// Where a key (not its value) starts.
    package func location(ofKey key: String) -> SourceLocation? {
        pairs.first { $0.key == key }.map { region.location(of: $0.keyNode.mark) }
    }

    /// The location of each item of a list of scalars, by item, for pointing at one platform in `[ios, andriod]`.
    package func itemLocations(_ key: String) -> [SourceLocation] {
        value(key)?.sequence.map { $0.map { region.location(of: $0.mark) } } ?? []
    }

    private mutating func wrongType<T>(_ key: String, _ node: YAMLNode, _ expected: String) -> T? {
        log.report(Diagnostic(region.syntaxCode, at: region.location(of: node.mark), "`\(key)` in \(what) must be \(expected)"))
        return nil
    }
}
