import SpecimenFormats

/// Resolves every token's aliases — whole values (`"{color.grey.60}"`), aliases inside composite
/// values, and JSON-pointer references (`{"$ref": "#/color/grey/60"}`) — then types each value.
/// SP302 for an alias to nothing (with the nearest name as a fix-it), SP303 once per alias
/// cycle with the cycle's path, SP304 for a value that does not fit its type.
package struct TokenResolver: Sendable {
    package init() {}

    /// Alias chains longer than this are reported instead of followed.
    package static let maximumChain = 64

    package func resolve(_ tokens: [Token], extensions: [TokenFileParser.GroupExtension] = []) -> Diagnosed<DesignTokens> {
        var state = State(tokens: tokens)
        state.applyExtensions(extensions)
        for name in state.order { _ = state.resolve(name, visiting: []) }
        var result = DesignTokens()
        for name in state.order {
            guard let resolved = state.resolved[name] ?? nil else { continue }
            result.byName[name] = resolved
            result.names.append(name)
        }
        return state.log.result(result)
    }

    private struct State {
        var byName: [String: Token] = [:]
        var order: [String] = []
        var resolved: [String: ResolvedToken?] = [:]
        var log = DiagnosticLog()
        var reportedCycles = Set<[String]>()

        init(tokens: [Token]) {
            for token in tokens {
                if let first = byName[token.name] {
                    log.report(Diagnostic(.tokenFileInvalid, at: token.location, "token `\(token.name)` is defined twice",
                                          hint: "the first is at \(first.location.file):\(first.location.line)"))
                    continue
                }
                byName[token.name] = token
                order.append(token.name)
            }
        }

        /// Copies the tokens of extended groups that the extending group does not define itself (see `GroupInheritance`).
        mutating func applyExtensions(_ extensions: [TokenFileParser.GroupExtension]) {
            guard !extensions.isEmpty else { return }
            var inheritance = GroupInheritance(byName: byName, order: order, extensions: extensions)
            // Let go of these copies, so the inheritance changes its own without copying them.
            byName = [:]
            order = []
            inheritance.applyAll()
            byName = inheritance.byName
            order = inheritance.order
            log.merge(inheritance.log)
        }

        mutating func resolve(_ name: String, visiting: [String]) -> ResolvedToken? {
            if let done = resolved[name] { return done }
            guard let token = byName[name] else { return nil }
            if let start = visiting.firstIndex(of: name) {
                reportCycle(Array(visiting[start...]))
                return nil
            }
            if visiting.count > TokenResolver.maximumChain {
                log.report(Diagnostic(.limitExceeded, at: token.valueLocation, "alias chain is longer than \(TokenResolver.maximumChain) tokens, Specimen's limit"))
                return nil
            }
            var chain: [String] = []
            var aliasType: TokenType?
            guard let json = substitute(token.value, in: token, visiting: visiting + [name], chain: &chain, aliasType: &aliasType) else {
                resolved[name] = .some(ResolvedToken(token: token, type: token.type ?? aliasType, value: nil, aliasChain: chain, resolvedJSON: nil))
                return resolved[name]!
            }
            let type = token.type ?? aliasType
            var value: TokenValue?
            if let type {
                switch TokenValueDecoder().decode(json, as: type) {
                case .success(let decoded): value = decoded
                case .failure(let problem):
                    log.report(Diagnostic(.tokenValueMismatch, at: token.valueLocation,
                                          "`\(name)` is a \(type.rawValue) token, but its value does not fit: \(problem.message)", hint: problem.hint))
                }
            } else if token.unknownType == nil {
                log.report(Diagnostic(.tokenValueMismatch, at: token.location, "`\(name)` has no `$type`, and no group above it gives one",
                                      hint: "add `\"$type\": \"color\"` (or the right type) to the token or its group"))
            }
            let result = ResolvedToken(token: token, type: type, value: value, aliasChain: chain, resolvedJSON: json)
            resolved[name] = .some(result)
            return result
        }

        /// The value with every alias replaced by its target's resolved value; nil when one cannot be resolved.
        mutating func substitute(_ node: JSONNode, in token: Token, visiting: [String], chain: inout [String], aliasType: inout TokenType?) -> JSONNode? {
            if let text = node.string, let target = Self.aliasTarget(text) {
                return follow(target, from: node, in: token, visiting: visiting, chain: &chain, aliasType: &aliasType, isWhole: node == token.value)
            }
            switch node.value {
            case .object(let members):
                if let pointer = members.first(where: { $0.key == "$ref" })?.value.string, members.count == 1 {
                    return followPointer(pointer, from: node, in: token, visiting: visiting, chain: &chain, aliasType: &aliasType)
                }
                var result: [JSONNode.Member] = []
                for member in members {
                    var innerChain: [String] = [], innerType: TokenType?
                    guard let value = substitute(member.value, in: token, visiting: visiting, chain: &innerChain, aliasType: &innerType) else { return nil }
                    result.append(JSONNode.Member(key: member.key, keyLine: member.keyLine, keyColumn: member.keyColumn, value: value))
                }
                return JSONNode(value: .object(result), line: node.line, column: node.column)
            case .array(let items):
                var result: [JSONNode] = []
                for item in items {
                    var innerChain: [String] = [], innerType: TokenType?
                    guard let value = substitute(item, in: token, visiting: visiting, chain: &innerChain, aliasType: &innerType) else { return nil }
                    result.append(value)
                }
                return JSONNode(value: .array(result), line: node.line, column: node.column)
            default:
                return node
            }
        }

        mutating func follow(_ target: String, from node: JSONNode, in token: Token, visiting: [String], chain: inout [String],
                             aliasType: inout TokenType?, isWhole: Bool) -> JSONNode? {
            guard byName[target] != nil else {
                log.report(Diagnostic(.unknownToken, at: SourceLocation(file: token.location.file, line: node.line, column: node.column),
                                      "`\(token.name)` refers to `{\(target)}`, which is not a token",
                                      hint: Suggestion.didYouMean(target, in: order)))
                return nil
            }
            if visiting.contains(target) {
                if let start = visiting.firstIndex(of: target) { reportCycle(Array(visiting[start...])) }
                return nil
            }
            guard let resolvedTarget = resolve(target, visiting: visiting), let json = resolvedTarget.resolvedJSON else { return nil }
            // Resolving a long chain in order never goes deep, but each token would carry the whole chain behind it.
            if resolvedTarget.aliasChain.count + 1 > TokenResolver.maximumChain {
                log.report(Diagnostic(.limitExceeded, at: SourceLocation(file: token.location.file, line: node.line, column: node.column),
                                      "alias chain is longer than \(TokenResolver.maximumChain) tokens, Specimen's limit",
                                      hint: "point `\(token.name)` at the token the chain ends with"))
                return nil
            }
            if isWhole {
                chain = [target] + resolvedTarget.aliasChain
                aliasType = resolvedTarget.type
            }
            return json
        }

        /// `#/color/grey/60` or `#/color/grey/60/$value[/…]`: a token, or a part of its value.
        mutating func followPointer(_ pointer: String, from node: JSONNode, in token: Token, visiting: [String], chain: inout [String],
                                    aliasType: inout TokenType?) -> JSONNode? {
            let parts = pointer.hasPrefix("#/") ? pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
                $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            } : []
            let valueIndex = parts.firstIndex(of: "$value")
            let name = parts[..<(valueIndex ?? parts.count)].joined(separator: ".")
            guard !name.isEmpty, var json = follow(name, from: node, in: token, visiting: visiting, chain: &chain, aliasType: &aliasType,
                                                   isWhole: node == token.value && valueIndex.map { $0 == parts.count - 1 } ?? true) else {
                if name.isEmpty {
                    log.report(Diagnostic(.unknownToken, at: SourceLocation(file: token.location.file, line: node.line, column: node.column),
                                          "`$ref` must be a JSON pointer such as `#/color/grey/60/$value`"))
                }
                return nil
            }
            for part in valueIndex.map({ Array(parts[($0 + 1)...]) }) ?? [] {
                let next = json[part] ?? Int(part).flatMap { index in json.array.flatMap { index < $0.count ? $0[index] : nil } }
                guard let next else {
                    log.report(Diagnostic(.unknownToken, at: SourceLocation(file: token.location.file, line: node.line, column: node.column),
                                          "`\(pointer)` points past the end of `\(name)`'s value"))
                    return nil
                }
                json = next
            }
            if valueIndex.map({ $0 < parts.count - 1 }) ?? false { aliasType = nil; chain = [] }
            return json
        }

        mutating func reportCycle(_ members: [String]) {
            let key = members.sorted()
            guard reportedCycles.insert(key).inserted else { return }
            // Start the path at the first name alphabetically, so the report is the same however it was reached.
            let start = members.firstIndex(of: key[0]) ?? 0
            let path = Array(members[start...] + members[..<start])
            let token = byName[path[0]]!
            log.report(Diagnostic(.aliasCycle, at: token.valueLocation, "alias cycle: " + (path + [path[0]]).joined(separator: " → "),
                                  hint: "one of these tokens needs a value of its own"))
        }

        /// `{color.grey.60}` → `color.grey.60`.
        static func aliasTarget(_ text: String) -> String? {
            guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
            let inner = text.dropFirst().dropLast()
            guard !inner.contains("{"), !inner.contains("}") else { return nil }
            return String(inner)
        }
    }
}
