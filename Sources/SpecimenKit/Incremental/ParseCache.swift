import Synchronization

/// Pages parsed by earlier builds in the same process, so `serve` re-parses only the files that
/// changed. A page is reused only when its text and `site.yml` (which decides its language and
/// route) are exactly the ones it was parsed from.
package final class ParseCache: Sendable {
    private struct Entry: Sendable {
        var text: String
        var page: Diagnosed<Page>
    }

    private let state = Mutex<(config: String, entries: [String: Entry])>(("", [:]))
    private let others = Mutex<[String: (text: String, value: any Sendable)]>([:])
    /// The caches of older versions (`site.yml` `versions:`), by id: each has its own `site.yml`.
    private let versions = Mutex<[String: ParseCache]>([:])

    package init() {}

    /// The cache of the older version with this id.
    func version(_ id: String) -> ParseCache {
        versions.withLock { caches in
            if let cache = caches[id] { return cache }
            let cache = ParseCache()
            caches[id] = cache
            return cache
        }
    }

    /// The parsed page for `file`, parsing it only when it is new or changed.
    func page(for file: SourceFile, config: String, parse: (SourceFile) -> Diagnosed<Page>) -> Diagnosed<Page> {
        let cached: Entry? = state.withLock { state in
            if state.config != config {
                state.config = config
                state.entries = [:]
            }
            return state.entries[file.path]
        }
        if let cached, cached.text == file.text { return cached.page }
        let page = parse(file)
        state.withLock { state in
            if state.config == config { state.entries[file.path] = Entry(text: file.text, page: page) }
        }
        return page
    }

    /// The parse of another source (registry, token file, licence: a `Diagnosed` value) by path,
    /// redone only when its text changed; `variant` names what else the parse depends on (a
    /// licence's outline, on `rawHTML`).
    func value<Value: Sendable>(for file: SourceFile, variant: String = "", parse: (SourceFile) -> Value) -> Value {
        let key = variant.isEmpty ? file.path : file.path + "\u{0}" + variant
        if let cached = others.withLock({ $0[key] }), cached.text == file.text, let value = cached.value as? Value { return value }
        let value = parse(file)
        others.withLock { $0[key] = (file.text, value) }
        return value
    }

    /// The parse diagnostics of every cached page, by path (`LiveSite` starts from them).
    package func pageDiagnostics() -> [String: [Diagnostic]] {
        state.withLock { $0.entries.mapValues(\.page.diagnostics) }
    }

    /// Forgets pages whose files are gone.
    func keepOnly(_ paths: Set<String>) {
        state.withLock { state in state.entries = state.entries.filter { paths.contains($0.key) } }
    }
}
