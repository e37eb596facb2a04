import SpecimenFormats

/// Reads a `*.resolver.json` (DTCG Resolver Module 2025.10) into a `ResolverDocument`, with a
/// diagnostic at the exact position of every problem: SP301 for JSON that is not a resolver,
/// SP306 for a reference to a set, modifier or context that does not exist or may not be
/// referenced there, SP003 for members the module does not define.
package struct ResolverDocumentParser: Sendable {
    /// Members of the document, of a set, of a modifier, and of inline steps.
    static let documentMembers = ["$schema", "version", "name", "description", "sets", "modifiers", "resolutionOrder", "$defs", "$extensions"]
    static let setMembers = ["sources", "description", "$extensions"]
    static let modifierMembers = ["contexts", "default", "description", "$extensions"]
    /// How deep sets may refer to sets: far beyond any real resolver, a stop for cycles' cousins.
    static let maximumDepth = 32

    package init() {}

    package func parse(_ file: SourceFile) -> Diagnosed<ResolverDocument?> {
        var reader = Reader(file: file)
        let document = reader.read()
        return reader.log.result(document)
    }

    private struct Reader {
        let file: SourceFile
        var log = DiagnosticLog()
        var root = JSONNode(.null)
        /// Sets already expanded, by name (`#/sets/x`), so a set used by several modifiers is read once.
        var expandedSets: [String: ResolverDocument.TokenSet] = [:]

        init(file: SourceFile) { self.file = file }

        func at(_ node: JSONNode) -> SourceLocation { SourceLocation(file: file.path, line: node.line, column: node.column) }
        func at(key member: JSONNode.Member) -> SourceLocation { SourceLocation(file: file.path, line: member.keyLine, column: member.keyColumn) }

        mutating func problem(_ node: JSONNode, _ message: String, hint: String? = nil) {
            log.report(Diagnostic(.resolverInvalid, at: at(node), message, hint: hint))
        }

        mutating func unknownMembers(_ node: JSONNode, known: [String], what: String) {
            for member in node.members ?? [] where !known.contains(member.key) {
                log.report(Diagnostic(.unknownKey, at: at(key: member), "`\(member.key)` is not a member of \(what) in the DTCG resolver module; it is not read",
                                      hint: Suggestion.didYouMean(member.key, in: known)))
            }
        }

        mutating func read() -> ResolverDocument? {
            switch JSONReader(allowsComments: true).read(file.text) {
            case .failure(let failure):
                let location = SourceLocation(file: file.path, line: failure.line, column: failure.column)
                log.report(failure.isLimit ? Diagnostic(.limitExceeded, at: location, "resolver is not read: \(failure.message)")
                                           : Diagnostic(.tokenFileInvalid, at: location, "resolver is not valid JSON: \(failure.message)"))
                return nil
            case .success(let node):
                root = node
            }
            guard root.members != nil else {
                log.report(Diagnostic(.tokenFileInvalid, at: at(root), "a resolver must be a JSON object with `resolutionOrder`"))
                return nil
            }
            unknownMembers(root, known: ResolverDocumentParser.documentMembers, what: "a resolver")
            if let version = root["version"], version.string != "2025.10" {
                log.report(Diagnostic(.unknownKey, at: at(version), "resolver `version` is \(version.string.map { "`\($0)`" } ?? version.kind); Specimen reads the 2025.10 module",
                                      hint: "write `\"version\": \"2025.10\"`"))
            }
            guard let order = root["resolutionOrder"] else {
                log.report(Diagnostic(.resolverInvalid, at: at(root), "resolver has no `resolutionOrder`", hint: "list its sets and modifiers in merge order: `\"resolutionOrder\": [{\"$ref\": \"#/sets/base\"}]`"))
                return nil
            }
            guard let items = order.array else {
                problem(order, "`resolutionOrder` must be an array of sets and modifiers")
                return nil
            }
            var steps: [ResolverDocument.Step] = []
            var names = Set<String>()
            for item in items {
                guard let step = readStep(item) else { continue }
                let name: String
                switch step {
                case .set(let set): name = "set " + set.name
                case .modifier(let modifier): name = "modifier " + modifier.name
                }
                if !names.insert(name).inserted {
                    problem(item, "\(name) appears twice in `resolutionOrder`")
                    continue
                }
                steps.append(step)
            }
            return ResolverDocument(path: file.path, name: root["name"]?.string, order: steps)
        }

        /// A `resolutionOrder` item: a reference to a set or modifier, or one written inline.
        mutating func readStep(_ item: JSONNode) -> ResolverDocument.Step? {
            if let reference = item["$ref"] {
                guard let pointer = reference.string else { problem(reference, "`$ref` must be a string"); return nil }
                if let name = Self.name(pointer, under: "sets") {
                    return expandSet(named: name, at: reference, depth: 0).map { .set($0) }
                }
                if let name = Self.name(pointer, under: "modifiers") {
                    guard let node = root["modifiers"]?[name] else {
                        problem(reference, "`resolutionOrder` refers to modifier `\(name)`, which the resolver does not declare",
                                hint: Suggestion.didYouMean(name, in: (root["modifiers"]?.members ?? []).map(\.key)))
                        return nil
                    }
                    return readModifier(name: name, node).map { .modifier($0) }
                }
                problem(reference, "`\(pointer)` is not a set or modifier of this resolver",
                        hint: "`resolutionOrder` items are `{\"$ref\": \"#/sets/<name>\"}`, `{\"$ref\": \"#/modifiers/<name>\"}` or inline sets and modifiers with `type` and `name`")
                return nil
            }
            guard item.members != nil else { problem(item, "a `resolutionOrder` item must be an object"); return nil }
            let type = item["type"]?.string
            guard let name = item["name"]?.string, !name.isEmpty else {
                problem(item, "an inline `resolutionOrder` item needs a `name`")
                return nil
            }
            switch type {
            case "set":
                unknownMembers(item, known: ResolverDocumentParser.setMembers + ["type", "name"], what: "an inline set")
                return .set(ResolverDocument.TokenSet(name: name, sources: readSources(item["sources"], in: "set `\(name)`", at: item, depth: 0), location: at(item)))
            case "modifier":
                unknownMembers(item, known: ResolverDocumentParser.modifierMembers + ["type", "name"], what: "an inline modifier")
                return readModifier(name: name, item).map { .modifier($0) }
            default:
                problem(item["type"] ?? item, "an inline `resolutionOrder` item needs `\"type\": \"set\"` or `\"type\": \"modifier\"`")
                return nil
            }
        }

        /// The set `#/sets/<name>`, its references to other sets expanded.
        mutating func expandSet(named name: String, at reference: JSONNode, depth: Int) -> ResolverDocument.TokenSet? {
            if let done = expandedSets[name] { return done }
            guard let node = root["sets"]?[name] else {
                problem(reference, "set `\(name)` is not declared in this resolver",
                        hint: Suggestion.didYouMean(name, in: (root["sets"]?.members ?? []).map(\.key)))
                return nil
            }
            guard depth < ResolverDocumentParser.maximumDepth else {
                problem(reference, "sets refer to each other in a cycle through set `\(name)`")
                return nil
            }
            unknownMembers(node, known: ResolverDocumentParser.setMembers, what: "a set")
            let set = ResolverDocument.TokenSet(name: name, sources: readSources(node["sources"], in: "set `\(name)`", at: node, depth: depth + 1), location: at(node))
            expandedSets[name] = set
            return set
        }

        mutating func readModifier(name: String, _ node: JSONNode) -> ResolverDocument.Modifier? {
            if node["type"] == nil { unknownMembers(node, known: ResolverDocumentParser.modifierMembers, what: "a modifier") }
            guard let contexts = node["contexts"] else {
                problem(node, "modifier `\(name)` has no `contexts`", hint: "e.g. `\"contexts\": {\"light\": [...], \"dark\": [...]}`")
                return nil
            }
            guard let members = contexts.members, !members.isEmpty else {
                problem(contexts, "modifier `\(name)` must have at least one context (an object of context names to sources)")
                return nil
            }
            let read = members.map { (name: $0.key, sources: readSources($0.value, in: "context `\($0.key)` of modifier `\(name)`", at: $0.value, depth: 0)) }
            var defaultContext = read[0].name
            if let written = node["default"] {
                if let text = written.string, read.contains(where: { $0.name == text }) {
                    defaultContext = text
                } else {
                    problem(written, "the `default` of modifier `\(name)` is \(written.string.map { "`\($0)`" } ?? written.kind), not one of its contexts",
                            hint: Suggestion.didYouMean(written.string ?? "", in: read.map(\.name)) ?? "its contexts are " + read.map { "`\($0.name)`" }.joined(separator: ", "))
                }
            }
            return ResolverDocument.Modifier(name: name, contexts: read, defaultContext: defaultContext, location: at(node))
        }

        /// An array of sources: file references, references to sets, and inline token trees.
        mutating func readSources(_ node: JSONNode?, in what: String, at owner: JSONNode, depth: Int) -> [ResolverDocument.Source] {
            guard let node else { problem(owner, "\(what) has no `sources`"); return [] }
            guard let items = node.array else { problem(node, "the sources of \(what) must be an array"); return [] }
            var sources: [ResolverDocument.Source] = []
            for item in items {
                guard let reference = item["$ref"] else {
                    if item.members != nil { sources.append(.inline(item, at: at(item))) } else { problem(item, "a source must be `{\"$ref\": …}` or a token tree") }
                    continue
                }
                guard let target = reference.string else { problem(reference, "`$ref` must be a string"); continue }
                if (item.members ?? []).count > 1 {
                    for member in item.members ?? [] where member.key != "$ref" {
                        log.report(Diagnostic(.unknownKey, at: at(key: member), "`\(member.key)` beside a source's `$ref` is not read"))
                    }
                }
                if let name = Self.name(target, under: "sets") {
                    if let set = expandSet(named: name, at: reference, depth: depth) { sources += set.sources }
                } else if target.hasPrefix("#/modifiers/") || target.hasPrefix("#/resolutionOrder") {
                    problem(reference, "\(what) refers to `\(target)`: sources may name token files and sets, never a modifier or a `resolutionOrder` item")
                } else if target.hasPrefix("#") {
                    // A part of this document (`#/$defs/colors`): an inline tree.
                    if let part = Self.pointer(target.dropFirst()).flatMap({ Self.node(root, at: $0) }), part.members != nil {
                        sources.append(.inline(part, at: at(reference)))
                    } else {
                        problem(reference, "`\(target)` points at nothing in this resolver")
                    }
                } else if target.hasPrefix("http://") || target.hasPrefix("https://") || target.contains("://") {
                    problem(reference, "`\(target)` is remote: Specimen reads token files inside Content/ only, never the network",
                            hint: "download the file into Content/tokens/ and refer to it by its path")
                } else {
                    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                    guard let path = Self.contentPath(String(parts[0]), relativeTo: file.relativePath) else {
                        log.report(Diagnostic(.pathOutsideContent, at: at(reference), "`\(target)` leads outside Content/"))
                        continue
                    }
                    guard let pointer = parts.count > 1 ? Self.pointer(parts[1]) : [] else {
                        problem(reference, "`\(target)` has a JSON pointer that cannot be read")
                        continue
                    }
                    sources.append(.file(path: path, pointer: pointer, at: at(reference)))
                }
            }
            return sources
        }

        /// `x` of `#/<folder>/x` (with JSON pointer escapes undone), nil for other references.
        static func name(_ reference: String, under folder: String) -> String? {
            let prefix = "#/\(folder)/"
            guard reference.hasPrefix(prefix), let parts = pointer(reference.dropFirst()), parts.count == 2 else { return nil }
            return parts[1]
        }

        /// The tokens of an RFC 6901 pointer (`/sets/a~1b` → `["sets", "a/b"]`); the module's own
        /// examples also write `#sets/x` without the leading `/`, read the same.
        static func pointer(_ text: some StringProtocol) -> [String]? {
            if text.isEmpty { return [] }
            let body = text.hasPrefix("/") ? String(text.dropFirst()) : String(text)
            return body.split(separator: "/", omittingEmptySubsequences: false).map {
                $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            }
        }

        static func node(_ root: JSONNode, at pointer: [String]) -> JSONNode? {
            var node = root
            for part in pointer {
                if let child = node[part] { node = child } else if let items = node.array, let index = Int(part), items.indices.contains(index) { node = items[index] } else { return nil }
            }
            return node
        }

        /// `../base/colors.json` from `tokens/x.resolver.json` → `base/colors.json`; nil when it leaves Content/.
        static func contentPath(_ reference: String, relativeTo resolver: String) -> String? {
            guard !reference.hasPrefix("/") else { return nil }
            var parts = resolver.split(separator: "/").dropLast().map(String.init)
            for part in reference.split(separator: "/", omittingEmptySubsequences: true) {
                switch part {
                case ".": continue
                case "..":
                    guard !parts.isEmpty else { return nil }
                    parts.removeLast()
                default: parts.append(String(part))
                }
            }
            return parts.isEmpty ? nil : parts.joined(separator: "/")
        }
    }
}
