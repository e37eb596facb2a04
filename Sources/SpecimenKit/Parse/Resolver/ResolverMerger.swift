import SpecimenFormats

/// Merges a resolver's sources for one choice of contexts into one list of tokens, as the module's
/// resolution logic says: steps in `resolutionOrder`, each set's (or chosen context's) sources in
/// order, a later step's token replacing an earlier one's whole. A token defined twice *within
/// one step* is SP301 (DESIGN 3.6); aliases are resolved afterwards, on the merged list.
package struct ResolverMerger: Sendable {
    package let document: ResolverDocument
    /// What each source gives, read once (`ResolverSources`).
    package let sources: ResolverSources

    package init(document: ResolverDocument, sources: ResolverSources) {
        self.document = document
        self.sources = sources
    }

    /// The tokens for `choice` (modifier → context; a modifier not in it takes its default),
    /// after `base` (token files the resolver does not name), with their `$extends`.
    package func merge(_ choice: [String: String], base: TokenFileParser.Parsed) -> Diagnosed<TokenFileParser.Parsed> {
        var log = DiagnosticLog()
        var position: [String: Int] = [:]
        var tokens: [Token] = []
        var extensions = base.extensions
        func place(_ token: Token) {
            if let index = position[token.name] { tokens[index] = token } else {
                position[token.name] = tokens.count
                tokens.append(token)
            }
        }
        base.tokens.forEach(place)
        for step in document.order {
            let (what, stepSources): (String, [ResolverDocument.Source]) = switch step {
            case .set(let set): ("set `\(set.name)`", set.sources)
            case .modifier(let modifier): ("context `\(choice[modifier.name] ?? modifier.defaultContext)` of modifier `\(modifier.name)`", modifier.sources(choice[modifier.name]))
            }
            var inStep: [String: SourceLocation] = [:]
            for source in stepSources {
                let parsed = sources[source]
                for token in parsed.tokens {
                    if let first = inStep[token.name] {
                        log.report(Diagnostic(.tokenFileInvalid, at: token.location, "token `\(token.name)` is defined twice in \(what)",
                                              hint: "the first is at \(first.file):\(first.line); within one set or context a token is defined once (a later set or modifier may override it)"))
                        continue
                    }
                    inStep[token.name] = token.location
                    place(token)
                }
                extensions += parsed.extensions
            }
        }
        return log.result(TokenFileParser.Parsed(tokens: tokens, extensions: extensions))
    }
}
