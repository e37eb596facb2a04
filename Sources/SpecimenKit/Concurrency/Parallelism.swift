import Dispatch
import Synchronization

/// How the pipeline spreads work over cores. Parsing and rendering pages are independent, so
/// they run on every core; `.serial` exists so tests can prove both give the same bytes.
/// (cmark-gfm's global table is protected inside SpecimenMarkdown, so parsing in parallel is safe.)
package enum Parallelism: Sendable, Hashable {
    case serial
    case parallel

    /// `transform` applied to every item, results in the items' order whatever order they finish in.
    package func map<Item: Sendable, Result: Sendable>(_ items: [Item], _ transform: @Sendable (Item) -> Result) -> [Result] {
        guard self == .parallel, items.count > 1 else { return items.map(transform) }
        let results = Mutex<[Result?]>(Array(repeating: nil, count: items.count))
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let result = transform(items[index])
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
