import SpecimenFormats

/// Reads one `*.tokens.json` file (W3C DTCG) into tokens: groups, `$type` inherited from groups,
/// `$description`, `$deprecated`, `$extensions`, `$root` tokens and `$extends`. Structural
/// problems are SP301 at the exact JSON position; unknown `$` properties and types are SP003.
package struct TokenFileParser: Sendable {
    /// Properties a token may have.
    package static let tokenProperties = ["$value", "$type", "$description", "$deprecated", "$extensions"]
    /// Properties a group may have.
    package static let groupProperties = ["$type", "$description", "$deprecated", "$extensions", "$extends", "$schema"]

    package let allowsComments: Bool

    package init(allowsComments: Bool = false) {
        self.allowsComments = allowsComments
    }

    /// The tokens of `file`, and `$extends` requests (group → the group it extends) for the resolver.
    package func parse(_ file: SourceFile) -> Diagnosed<Parsed> {
        var walker = Walker(file: file.path)
        switch JSONReader(allowsComments: allowsComments).read(file.text) {
        case .failure(let failure):
            let at = SourceLocation(file: file.path, line: failure.line, column: failure.column)
            walker.log.report(failure.isLimit ? Diagnostic(.limitExceeded, at: at, "token file is not read: \(failure.message)")
                                              : Diagnostic(.tokenFileInvalid, at: at, "token file is not valid JSON: \(failure.message)"))
        case .success(let root):
            if root.members == nil {
                walker.log.report(Diagnostic(.tokenFileInvalid, at: walker.location(root), "a token file must be a JSON object of groups and tokens"))
            } else if let legacy = Self.legacyToken(in: root) {
                walker.log.report(Diagnostic(.tokenFileInvalid, at: walker.location(legacy),
                                             "this file uses the legacy Style Dictionary format (`value` and `type` without `$`), not DTCG",
                                             hint: "rename `value` to `$value` and `type` to `$type` (Style Dictionary 4 can convert it)"))
            } else {
                walker.group(root, path: [], type: nil)
            }
        }
        return walker.log.result(Parsed(tokens: walker.tokens, extensions: walker.extensions))
    }

    /// The tokens of a tree already read: a resolver's inline source (`file` is the resolver's
    /// path, for positions).
    package func parse(tree root: JSONNode, file: String) -> Diagnosed<Parsed> {
        var walker = Walker(file: file)
        walker.group(root, path: [], type: nil)
        return walker.log.result(Parsed(tokens: walker.tokens, extensions: walker.extensions))
    }

    /// What one token file defines: its tokens, in file order, and its groups' `$extends`.
    package struct Parsed: Sendable {
        package var tokens: [Token]
        package var extensions: [GroupExtension]
    }

    /// A group asking to inherit another group's tokens (`"$extends": "{base.button}"`).
    package struct GroupExtension: Sendable, Hashable {
        package var group: String
        package var base: String
        package var location: SourceLocation
    }

    /// The first object that has `value` and no `$value` anywhere in the tree, when the file has no `$value` at all.
    static func legacyToken(in root: JSONNode) -> JSONNode? {
        var pending = [root]
        var legacy: JSONNode?
        while let node = pending.popLast() {
            guard let members = node.members else { continue }
            if members.contains(where: { $0.key == "$value" }) { return nil }
            if legacy == nil, members.contains(where: { $0.key == "value" }), !members.contains(where: { $0.key.hasPrefix("$") }) { legacy = node }
            pending += members.map(\.value)
        }
        return legacy
    }

    private struct Walker {
        let file: String
        var tokens: [Token] = []
        var extensions: [GroupExtension] = []
        var log = DiagnosticLog()

        init(file: String) { self.file = file }

        func location(_ node: JSONNode) -> SourceLocation {
            SourceLocation(file: file, line: node.line, column: node.column)
        }

        func keyLocation(_ member: JSONNode.Member) -> SourceLocation {
            SourceLocation(file: file, line: member.keyLine, column: member.keyColumn)
        }

        mutating func group(_ node: JSONNode, path: [String], type inherited: TokenType?) {
            var type = inherited
            let members = node.members ?? []
            if let typeMember = members.first(where: { $0.key == "$type" }) {
                type = readType(typeMember) ?? (typeMember.value.string.flatMap(TokenType.init(rawValue:)))
            }
            for member in members {
                if member.key.hasPrefix("$") {
                    if member.key == "$root" {
                        token(member, path: path + ["$root"], type: type)
                    } else if member.key == "$extends" || member.key == "$ref" {
                        // `$extends: "{base}"`, or the JSON-pointer form `$ref: "#/base"` on a group with tokens of its own.
                        if let base = member.value.string, base.hasPrefix("{"), base.hasSuffix("}") {
                            extensions.append(GroupExtension(group: path.joined(separator: "."), base: String(base.dropFirst().dropLast()),
                                                             location: location(member.value)))
                        } else if let pointer = member.value.string, pointer.hasPrefix("#/"), !pointer.contains("$value") {
                            extensions.append(GroupExtension(group: path.joined(separator: "."),
                                                             base: pointer.dropFirst(2).split(separator: "/").joined(separator: "."),
                                                             location: location(member.value)))
                        } else {
                            log.report(Diagnostic(.tokenFileInvalid, at: location(member.value), "`$extends` must name a group as `{group.path}`"))
                        }
                    } else if !TokenFileParser.groupProperties.contains(member.key) {
                        log.report(Diagnostic(.unknownKey, at: keyLocation(member), "unknown group property `\(member.key)`",
                                              hint: Suggestion.didYouMean(member.key, in: TokenFileParser.groupProperties)))
                    }
                    continue
                }
                guard checkName(member) else { continue }
                guard let childMembers = member.value.members else {
                    log.report(Diagnostic(.tokenFileInvalid, at: location(member.value),
                                          "`\(member.key)` must be a group or a token (a JSON object), not \(member.value.kind)",
                                          hint: "write it as `\"\(member.key)\": { \"$value\": … }`"))
                    continue
                }
                if childMembers.contains(where: { $0.key == "$value" }) {
                    token(member, path: path + [member.key], type: type)
                } else if childMembers.contains(where: { $0.key == "$ref" }), childMembers.allSatisfy({ $0.key.hasPrefix("$") }) {
                    // A token that is wholly a JSON-pointer reference: `"primary": {"$ref": "#/colors/blue"}`.
                    let reference = JSONNode(value: .object(childMembers.filter { $0.key == "$ref" }), line: member.value.line, column: member.value.column)
                    let description = childMembers.first { $0.key == "$description" }?.value.string
                    tokens.append(Token(name: (path + [member.key]).joined(separator: "."), type: type, value: reference, description: description,
                                        location: keyLocation(member), valueLocation: location(member.value)))
                } else {
                    group(member.value, path: path + [member.key], type: type)
                }
            }
        }

        mutating func token(_ member: JSONNode.Member, path: [String], type inherited: TokenType?) {
            let members = member.value.members ?? []
            guard let value = members.first(where: { $0.key == "$value" })?.value else {
                log.report(Diagnostic(.tokenFileInvalid, at: keyLocation(member), "token `\(path.joined(separator: "."))` has no `$value`"))
                return
            }
            var type = inherited
            var unknownType: String?
            if let typeMember = members.first(where: { $0.key == "$type" }) {
                if let known = readType(typeMember) { type = known } else { type = nil; unknownType = typeMember.value.string }
            }
            var token = Token(name: path.joined(separator: "."), type: type, unknownType: unknownType, value: value,
                              location: keyLocation(member), valueLocation: location(value))
            for property in members {
                switch property.key {
                case "$value", "$type": break
                case "$description":
                    if let text = property.value.string { token.description = text } else {
                        log.report(Diagnostic(.tokenFileInvalid, at: location(property.value), "`$description` must be a string"))
                    }
                case "$deprecated":
                    switch property.value.value {
                    case .bool(let flag): token.deprecated = flag ? "" : nil
                    case .string(let reason): token.deprecated = reason
                    default: log.report(Diagnostic(.tokenFileInvalid, at: location(property.value), "`$deprecated` must be true, false or a reason"))
                    }
                case "$extensions":
                    token.extensions = property.value
                default:
                    if property.key.hasPrefix("$") {
                        log.report(Diagnostic(.unknownKey, at: keyLocation(property), "unknown token property `\(property.key)`",
                                              hint: Suggestion.didYouMean(property.key, in: TokenFileParser.tokenProperties)))
                    } else if TokenFileParser.holdsTokens(property.value) {
                        log.report(Diagnostic(.tokenFileInvalid, at: keyLocation(property),
                                              "token `\(token.name)` has a member `\(property.key)`: a token cannot also be a group",
                                              hint: "move `\(property.key)` out of `\(token.name)`, or make `\(token.name)` a group and its value `$root`"))
                    } else {
                        // Vendor data beside `$value` (Primer's `alpha` and `mix`): the token is read without it.
                        log.report(Diagnostic(.unknownKey, at: keyLocation(property),
                                              "token `\(token.name)` has a member `\(property.key)`, which DTCG does not define; it is ignored",
                                              hint: TokenFileParser.vendorMemberHint(property, value: value, type: type)))
                    }
                }
            }
            tokens.append(token)
        }

        /// A DTCG type, or nil (with SP003 for an unknown one, SP301 for a non-string).
        mutating func readType(_ member: JSONNode.Member) -> TokenType? {
            guard let text = member.value.string else {
                log.report(Diagnostic(.tokenFileInvalid, at: location(member.value), "`$type` must be a string"))
                return nil
            }
            if let type = TokenType(rawValue: text) { return type }
            log.report(Diagnostic(.unknownKey, at: location(member.value), "`\(text)` is not a DTCG token type; its tokens are shown but not checked",
                                  hint: Suggestion.didYouMean(text, in: TokenType.allCases.map(\.rawValue))))
            return nil
        }

        mutating func checkName(_ member: JSONNode.Member) -> Bool {
            guard member.key.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) || member.key.isEmpty else { return true }
            log.report(Diagnostic(.tokenFileInvalid, at: keyLocation(member),
                                  "`\(member.key)` cannot be a token or group name: names may not be empty or contain `.`, `{` or `}`"))
            return false
        }
    }
}
