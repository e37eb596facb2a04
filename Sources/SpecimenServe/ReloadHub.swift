import Foundation
import SpecimenKit
import Synchronization
import SpecimenFormats

/// The state of the served site that open pages follow over server-sent events: a generation
/// number that grows with every build, and the diagnostics of the last build when it failed.
/// Each open page holds one subscription; every change is sent to all of them.
package final class ReloadHub: Sendable {
    /// What a page is told.
    package struct State: Sendable, Equatable {
        /// Grows by one with every finished build, successful or not.
        package var generation: Int
        /// The diagnostics of the last build when it wrote nothing (errors); empty otherwise.
        package var diagnostics: [Diagnostic]
        /// Why the last build could not even start (no `site.yml`, say), when that happened.
        package var problem: String? = nil
        /// The source line each diagnostic points at (`SourceExcerpt`), shown with a caret.
        package var sourceLines: [String?] = []
    }

    private let state = Mutex<(current: State, subscribers: [UUID: AsyncStream<Data>.Continuation])>(
        (State(generation: 0, diagnostics: []), [:]))

    package init() {}

    package var current: State {
        state.withLock { $0.current }
    }

    /// Number of pages listening.
    package var subscriberCount: Int {
        state.withLock { $0.subscribers.count }
    }

    /// Records a finished build and tells every open page.
    package func publish(diagnostics: [Diagnostic], sourceLines: [String?] = [], problem: String? = nil) {
        let (message, subscribers) = state.withLock { state -> (Data, [AsyncStream<Data>.Continuation]) in
            state.current = State(generation: state.current.generation + 1, diagnostics: diagnostics, problem: problem, sourceLines: sourceLines)
            return (Self.event(state.current), Array(state.subscribers.values))
        }
        for subscriber in subscribers { subscriber.yield(message) }
    }

    /// A stream of events for one page: the current state at once, then every change, and a
    /// comment every 15 s so proxies and the browser keep the connection.
    package func subscribe() -> AsyncStream<Data> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<Data>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let first = state.withLock { state -> Data in
            state.subscribers[id] = continuation
            return Self.event(state.current)
        }
        continuation.yield(Data("retry: 500\n\n".utf8) + first)
        let keepAlive = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(15))
                continuation.yield(Data(": keep-alive\n\n".utf8))
            }
        }
        continuation.onTermination = { [weak self] _ in
            keepAlive.cancel()
            self?.state.withLock { _ = $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// Ends every subscription (the server is stopping).
    package func finish() {
        let subscribers = state.withLock { state -> [AsyncStream<Data>.Continuation] in
            defer { state.subscribers = [:] }
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers { subscriber.finish() }
    }

    /// `event: state` with the state as JSON:
    /// `{"generation": 3, "diagnostics": [{file, line, column, severity, code, message, hint, source}], "problem": null}`.
    static func event(_ state: State) -> Data {
        func text(_ value: String?) -> JSONNode { JSONNode(value.map { .string($0) } ?? .null) }
        func integer(_ value: Int) -> JSONNode { JSONNode(.number(Double(value))) }
        let diagnostics = state.diagnostics.enumerated().map { index, diagnostic in
            JSONNode(members: [
                ("file", text(diagnostic.location.file)), ("line", integer(diagnostic.location.line)), ("column", integer(diagnostic.location.column)),
                ("severity", text(diagnostic.severity.rawValue)), ("code", text(diagnostic.code.rawValue)),
                ("message", text(diagnostic.message)), ("hint", text(diagnostic.hint)),
                ("source", text(index < state.sourceLines.count ? state.sourceLines[index] : nil)),
            ])
        }
        let json = JSONNode(members: [("generation", integer(state.generation)), ("diagnostics", JSONNode(.array(diagnostics))), ("problem", text(state.problem))])
        // The page reads it in a script: `<` is escaped as well.
        return Data(("event: state\ndata: " + JSONWriter(.compact, escapesLessThan: true).text(json) + "\n\n").utf8)
    }
}
