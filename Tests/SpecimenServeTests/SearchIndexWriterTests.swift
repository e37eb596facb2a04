import Foundation
import Synchronization
import Testing
@testable import SpecimenKit
@testable import SpecimenServe

/// `serve` makes the search index after a quick edit away from the watcher: an index made for
/// an older state of the site never overwrites a newer one.
@Suite struct SearchIndexWriterTests {
    /// What was written, in order, and a gate that holds an index's making until opened.
    final class Record: Sendable {
        let written = Mutex<[String]>([])
        let gate = DispatchSemaphore(value: 0)
        /// The indexes whose making was told they were superseded.
        let stopped = Mutex<[String]>([])
    }

    private func file(_ text: String) -> OutputFile {
        OutputFile(path: GeneratedRoute.searchIndex, text: text)
    }

    private func schedule(_ writer: SearchIndexWriter, _ text: String, record: Record, waits: Bool = false) {
        let file = file(text)
        writer.schedule(make: { superseded in
            if waits { record.gate.wait() }
            if superseded() {
                record.stopped.withLock { $0.append(text) }
                return nil
            }
            return file
        }, write: { file, isCurrent in
            if isCurrent() { record.written.withLock { $0.append(String(decoding: file.withBytes { Array($0) }, as: UTF8.self)) } }
        }, failed: { _ in })
    }

    @Test func anIndexIsWrittenWhenNothingNewerCame() async {
        let writer = SearchIndexWriter(), record = Record()
        schedule(writer, "one", record: record)
        await writer.finish()
        #expect(record.written.withLock { $0 } == ["one"])
    }

    @Test func anIndexSupersededWhileItIsMadeIsDropped() async {
        let writer = SearchIndexWriter(), record = Record()
        schedule(writer, "old", record: record, waits: true)
        schedule(writer, "new", record: record)  // a later edit's
        record.gate.signal()
        await writer.finish()
        #expect(record.written.withLock { $0 } == ["new"])
        #expect(record.stopped.withLock { $0 } == ["old"])  // told to stop making it
    }

    @Test func aFullBuildDropsTheIndexBeingMade() async {
        let writer = SearchIndexWriter(), record = Record()
        schedule(writer, "old", record: record, waits: true)
        writer.supersede()  // the full build writes its own
        record.gate.signal()
        await writer.finish()
        #expect(record.written.withLock { $0 }.isEmpty)
        #expect(record.stopped.withLock { $0 } == ["old"])
    }
}
