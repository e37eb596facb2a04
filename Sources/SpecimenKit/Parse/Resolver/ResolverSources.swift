import SpecimenFormats

/// The tokens of every source a resolver names, each file parsed once however many sets and
/// contexts name it, with SP306 for a file that does not exist or a pointer into nothing.
package struct ResolverSources: Sendable {
    private var parsed: [ResolverDocument.Source: TokenFileParser.Parsed] = [:]

    /// Reads every source of `document`; `files` are the token files of `Content/` by path inside it.
    package static func read(_ document: ResolverDocument, files: [String: SourceFile],
                             parse: (SourceFile) -> Diagnosed<TokenFileParser.Parsed>) -> Diagnosed<ResolverSources> {
        var log = DiagnosticLog()
        var result = ResolverSources()
        var wholeFiles: [String: TokenFileParser.Parsed] = [:]
        var all: [ResolverDocument.Source] = []
        for step in document.order {
            switch step {
            case .set(let set): all += set.sources
            case .modifier(let modifier): all += modifier.contexts.flatMap(\.sources)
            }
        }
        for source in all where result.parsed[source] == nil {
            switch source {
            case .inline(let tree, _):
                result.parsed[source] = log.take(TokenFileParser().parse(tree: tree, file: document.path))
            case .file(let path, let pointer, let at):
                guard let file = files[path] else {
                    log.report(Diagnostic(.resolverInvalid, at: at, "token source `\(path)` does not exist",
                                          hint: Suggestion.didYouMean(path, in: files.keys.sorted()) ?? "a resolver's sources are JSON files in Content/tokens/"))
                    result.parsed[source] = TokenFileParser.Parsed(tokens: [], extensions: [])
                    continue
                }
                let whole: TokenFileParser.Parsed
                if let done = wholeFiles[path] { whole = done } else {
                    whole = log.take(parse(file))
                    wholeFiles[path] = whole
                }
                guard !pointer.isEmpty else {
                    result.parsed[source] = whole
                    continue
                }
                let prefix = pointer.joined(separator: ".") + "."
                let tokens = whole.tokens.filter { $0.name.hasPrefix(prefix) }.map { token in
                    var token = token
                    token.name = String(token.name.dropFirst(prefix.count))
                    return token
                }
                if tokens.isEmpty {
                    log.report(Diagnostic(.resolverInvalid, at: at, "`\(path)#/\(pointer.joined(separator: "/"))` points at no group of tokens in that file"))
                }
                let extensions = whole.extensions.filter { $0.group.hasPrefix(prefix) }.map { e in
                    TokenFileParser.GroupExtension(group: String(e.group.dropFirst(prefix.count)), base: e.base, location: e.location)
                }
                result.parsed[source] = TokenFileParser.Parsed(tokens: tokens, extensions: extensions)
            }
        }
        return log.result(result)
    }

    /// What `source` gives (nothing for a source that was not read).
    package subscript(source: ResolverDocument.Source) -> TokenFileParser.Parsed {
        parsed[source] ?? TokenFileParser.Parsed(tokens: [], extensions: [])
    }
}
