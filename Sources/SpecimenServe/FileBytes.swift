import FlyingSocks
import Foundation

/// The bytes of an open file as FlyingFox streams a body: read a buffer at a time as the
/// client takes them, so serving a 1 GiB asset holds one buffer, not the file.
struct FileBytes: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8

    let file: OpenFile

    /// The file ended before its announced size (changed in place while it was sent): the
    /// connection is closed rather than left waiting for bytes that will not come.
    struct Truncated: Error {}

    func makeAsyncIterator() -> Iterator {
        Iterator(file: file)
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        let file: OpenFile
        var offset = 0

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> Data? {
            guard offset < file.size else { return nil }
            let wanted = Swift.min(Swift.max(count, 1), file.size - offset)
            guard let data = file.read(at: offset, count: wanted), !data.isEmpty else { throw Truncated() }
            offset += data.count
            return data
        }
    }
}
