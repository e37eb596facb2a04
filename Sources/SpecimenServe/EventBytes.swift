import FlyingSocks
import Foundation

/// Server-sent events as the byte sequence FlyingFox streams (chunked) to the browser: each
/// event is sent as soon as it is published.
struct EventBytes: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8

    let events: AsyncStream<Data>

    func makeAsyncIterator() -> Iterator {
        Iterator(events: events.makeAsyncIterator())
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var events: AsyncStream<Data>.Iterator
        var pending = Data()

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> Data? {
            while pending.isEmpty {
                guard let event = await events.next() else { return nil }
                pending = event
            }
            let chunk = Data(pending.prefix(Swift.max(count, 1)))
            pending = Data(pending.dropFirst(chunk.count))
            return chunk
        }
    }
}
