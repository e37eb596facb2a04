/// Turns the token files of `Content/tokens/` into the site's tokens: independent `*.tokens.json`
/// files as before, or, when a `*.resolver.json` is there, the files it names through it, in
/// every context of every modifier (DESIGN 3.6). Diagnostics a context alone has say which.
package struct TokenLoader: Sendable {
    /// Parsed files reused when their text did not change (`serve`).
    package let cache: ParseCache?

    package init(cache: ParseCache? = nil) {
        self.cache = cache
    }

    package struct Loaded: Sendable {
        package var tokens: DesignTokens
        package var contexts: TokenContexts
    }

    /// `tokenFiles`: every `tokens/**/*.tokens.json`; `resolvers`: every `tokens/**/*.resolver.json`;
    /// `sources`: every other `tokens/**/*.json`, read only when a resolver names it.
    package func load(tokenFiles: [SourceFile], resolvers: [SourceFile], sources: [SourceFile]) -> Diagnosed<Loaded> {
        var log = DiagnosticLog()
        let parse: (SourceFile) -> Diagnosed<TokenFileParser.Parsed> = { file in
            cache?.value(for: file) { TokenFileParser().parse($0) } ?? TokenFileParser().parse(file)
        }
        guard let resolverFile = resolvers.first,
              let document = log.take(ResolverDocumentParser().parse(resolverFile)) else {
            var parsed = TokenFileParser.Parsed(tokens: [], extensions: [])
            for file in tokenFiles {
                let one = log.take(parse(file))
                parsed.tokens += one.tokens
                parsed.extensions += one.extensions
            }
            let tokens = log.take(TokenResolver().resolve(parsed.tokens, extensions: parsed.extensions))
            return log.result(Loaded(tokens: tokens, contexts: TokenContexts()))
        }
        for extra in resolvers.dropFirst() {
            log.report(Diagnostic(.resolverInvalid, at: SourceLocation(file: extra.path, line: 1, column: 1),
                                  "a site reads one resolver, and `\(resolverFile.relativePath)` is read; this one is not",
                                  hint: "put every set and modifier in one resolver"))
        }
        var files: [String: SourceFile] = [:]
        for file in tokenFiles + sources { files[file.relativePath] = file }
        let read = log.take(ResolverSources.read(document, files: files, parse: parse))
        // Token files the resolver does not name are read first, as a base every context shares.
        let named = Set(document.order.flatMap { step -> [String] in
            let sources = switch step {
            case .set(let set): set.sources
            case .modifier(let modifier): modifier.contexts.flatMap(\.sources)
            }
            return sources.compactMap { if case .file(let path, _, _) = $0 { path } else { nil } }
        })
        var base = TokenFileParser.Parsed(tokens: [], extensions: [])
        for file in tokenFiles where !named.contains(file.relativePath) {
            let one = log.take(parse(file))
            base.tokens += one.tokens
            base.extensions += one.extensions
        }
        let merger = ResolverMerger(document: document, sources: read)
        let defaults = log.take(merger.merge([:], base: base))
        var reported = Set(log.diagnostics.map(Self.key))
        let tokens = log.take(TokenResolver().resolve(defaults.tokens, extensions: defaults.extensions))
        reported.formUnion(log.diagnostics.map(Self.key))
        var contexts = TokenContexts(modifiers: document.modifiers.map(\.model))
        for modifier in document.modifiers {
            for context in modifier.contexts.map(\.name) where context != modifier.defaultContext {
                let named = TokenContext(modifier: modifier.name, context: context)
                let merged = merger.merge([modifier.name: context], base: base)
                let resolved = TokenResolver().resolve(merged.value.tokens, extensions: merged.value.extensions)
                // Most of a context's findings are the default's again: only new ones are reported, naming the context.
                for diagnostic in merged.diagnostics + resolved.diagnostics where reported.insert(Self.key(diagnostic)).inserted {
                    var diagnostic = diagnostic
                    diagnostic.message += " (in \(named))"
                    log.report(diagnostic)
                }
                contexts.variants[named] = resolved.value
            }
        }
        return log.result(Loaded(tokens: tokens, contexts: contexts))
    }

    /// SP306 for a `site.yml` `colorScheme` choice naming a modifier or context the resolver lacks.
    package static func checkColorScheme(_ settings: TokenSettings, against contexts: TokenContexts) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (scheme, choices) in settings.colorScheme.sorted(by: { $0.key < $1.key }) {
            for (modifierName, context) in choices.sorted(by: { $0.key < $1.key }) {
                guard let at = settings.colorSchemeLocations["\(scheme).\(modifierName)"] else { continue }
                guard let modifier = contexts.modifiers.first(where: { $0.name == modifierName }) else {
                    found.append(Diagnostic(.resolverInvalid, at: at, contexts.modifiers.isEmpty
                                            ? "`colorScheme` names modifier `\(modifierName)`, but the site has no token resolver"
                                            : "`colorScheme` names modifier `\(modifierName)`, which the resolver does not declare",
                                            hint: Suggestion.didYouMean(modifierName, in: contexts.modifiers.map(\.name))))
                    continue
                }
                if !modifier.contexts.contains(context) {
                    found.append(Diagnostic(.resolverInvalid, at: at, "`colorScheme` names context `\(context)` of modifier `\(modifierName)`, which has none of that name",
                                            hint: Suggestion.didYouMean(context, in: modifier.contexts) ?? "its contexts are " + modifier.contexts.map { "`\($0)`" }.joined(separator: ", ")))
                }
            }
        }
        return found
    }

    private static func key(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.code.rawValue)\u{0}\(diagnostic.location.file)\u{0}\(diagnostic.location.line)\u{0}\(diagnostic.location.column)\u{0}\(diagnostic.message)"
    }
}
