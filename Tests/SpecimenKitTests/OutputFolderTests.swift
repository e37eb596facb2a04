import Foundation
import Synchronization
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// Issue 20: a build writes only into a folder that is Specimen's, keeps what publishing tools
/// keep there, never deletes a file it did not write, and leaves nothing half-built behind.
@Suite(.serialized) struct OutputFolderTests {
    /// A temporary folder holding a small site in `site/Content`, removed by `body`'s end.
    static func withSite(_ body: (String) throws -> Void) throws {
        let root = NSTemporaryDirectory() + "specimen-output-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("title: S\nsections: [A]\n", to: root + "/site/Content/site.yml")
        try write("---\ntitle: P\nsection: A\n---\nHello.\n", to: root + "/site/Content/a/p.md")
        try body(root)
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func build(_ root: String, output: String, incremental: Bool = true) throws -> Pipeline.BuildResult {
        try Pipeline(fileSystem: LocalFileSystem()).build(SiteInput(contentDirectory: root + "/site/Content", templatesDirectory: RepositoryPaths.root + "/Theme"),
                                                          output: output, incremental: incremental)
    }

    static func refusal(_ root: String, output: String) -> String? {
        do {
            _ = try build(root, output: output)
            return nil
        } catch let error as BuildError {
            return error.description
        } catch {
            return "\(error)"
        }
    }

    @Test func refusesAFolderOfSomeoneElsesFiles() throws {
        try Self.withSite { root in
            try Self.write("my thesis", to: root + "/docs/notes/thesis.txt")
            try Self.write("[core]", to: root + "/docs/.git/config")
            let reason = try #require(Self.refusal(root, output: root + "/docs"))
            #expect(reason.contains("holds files Specimen did not write (`notes`)"), "\(reason)")
            #expect(try String(contentsOfFile: root + "/docs/notes/thesis.txt", encoding: .utf8) == "my thesis")
            #expect(FileManager.default.fileExists(atPath: root + "/docs/.git/config"))
            #expect(!FileManager.default.fileExists(atPath: root + "/docs/index.html"))
        }
    }

    @Test func refusesAFileAndNeverDeletesIt() throws {
        try Self.withSite { root in
            try Self.write("notes", to: root + "/notes.txt")
            #expect(Self.refusal(root, output: root + "/notes.txt")?.contains("it is a file, not a folder") == true)
            #expect(try String(contentsOfFile: root + "/notes.txt", encoding: .utf8) == "notes")
        }
    }

    /// `Public/` as a gh-pages worktree: its `.git` (a file there), `CNAME` and `.nojekyll` survive every kind of build.
    @Test func keepsGitCNAMEAndNojekyll() throws {
        try Self.withSite { root in
            let output = root + "/Public"
            try Self.write("gitdir: ../.git/worktrees/Public\n", to: output + "/.git")
            try Self.write("design.example.org\n", to: output + "/CNAME")
            try Self.write("", to: output + "/.nojekyll")
            for (step, incremental) in [true, true, false, true].enumerated() {
                if step == 1 { try Self.write("---\ntitle: P\nsection: A\n---\nEdited.\n", to: root + "/site/Content/a/p.md") }
                #expect(try Self.build(root, output: output, incremental: incremental).filesWritten != nil)
                #expect(try String(contentsOfFile: output + "/.git", encoding: .utf8) == "gitdir: ../.git/worktrees/Public\n", "step \(step)")
                #expect(try String(contentsOfFile: output + "/CNAME", encoding: .utf8) == "design.example.org\n", "step \(step)")
                #expect(FileManager.default.fileExists(atPath: output + "/.nojekyll") && FileManager.default.fileExists(atPath: output + "/a/p/index.html"))
                #expect(FileManager.default.fileExists(atPath: output + "/" + OutputFolder.markerName))
            }
            let previous = BuildCache.previousOutputPath(forOutput: output)
            #expect(!FileManager.default.fileExists(atPath: previous + "/.git"), "the spare holds none of them")
        }
    }

    @Test func aFolderBuiltBeforeTheMarkerIsStillSpecimens() throws {
        try Self.withSite { root in
            let output = root + "/Public"
            _ = try Self.build(root, output: output)
            try FileManager.default.removeItem(atPath: output + "/" + OutputFolder.markerName)
            #expect(Self.refusal(root, output: output) == nil, "its build cache says it is Specimen's")
            try FileManager.default.removeItem(atPath: root + "/.specimen-cache")
            try? FileManager.default.removeItem(atPath: output + "/" + OutputFolder.markerName)  // an up-to-date build writes nothing
            #expect(Self.refusal(root, output: output) != nil, "nothing says it is Specimen's any more")
        }
    }

    @Test func followsAnOutputLinkToItsTarget() throws {
        try Self.withSite { root in
            try FileManager.default.createDirectory(atPath: root + "/srv/www", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: root + "/Public", withDestinationPath: root + "/srv/www")
            for _ in 0..<2 { _ = try Self.build(root, output: root + "/Public") }
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root + "/Public") == root + "/srv/www", "the link is left as it is")
            #expect(FileManager.default.fileExists(atPath: root + "/srv/www/a/p/index.html"))
        }
    }

    @Test func seesTheSourcesThroughALinkedParent() throws {
        try Self.withSite { root in
            try FileManager.default.createSymbolicLink(atPath: root + "/alias", withDestinationPath: root + "/site")
            let reason = Self.refusal(root, output: root + "/alias/Content/out")
            #expect(reason?.contains("overlaps the content folder") == true, "\(reason ?? "built")")
            #expect(!FileManager.default.fileExists(atPath: root + "/site/Content/out"))
        }
    }

    /// A disk that fills up half-way: the build fails, the previous site stays whole, and no
    /// staging folder is left to keep the disk full.
    @Test func aFullDiskLeavesThePreviousSiteAndNoStaging() throws {
        var files = try LicenceBodyTests.repositoryTemplates()
        files["Content/site.yml"] = "title: S\nsections: [A]\n"
        for i in 0..<40 { files["Content/a/p\(i).md"] = "---\ntitle: P\(i)\nsection: A\n---\n" + String(repeating: "Text. ", count: 200) + "\n" }
        let memory = InMemoryFileSystem(files: files)
        let input = SiteInput(contentDirectory: "Content", templatesDirectory: "Templates")
        _ = try Pipeline(fileSystem: memory).build(input, output: "Public", incremental: true)
        let before = memory.files.filter { $0.key.hasPrefix("Public/") }
        files["Content/site.yml"] = "title: Renamed\nsections: [A]\n"
        try memory.writeFile(at: "Content/site.yml", contents: Data("title: Renamed\nsections: [A]\n".utf8))
        for incremental in [true, false] {
            let full = QuotaFileSystem(memory, quota: 100_000)
            #expect(throws: (any Error).self) { try Pipeline(fileSystem: full).build(input, output: "Public", incremental: incremental) }
            #expect(memory.files.filter { $0.key.hasPrefix("Public/") } == before, "the previous site, whole")
            #expect(!memory.files.keys.contains { $0.contains("specimen-staging") }, "no staging folder left")
            #expect(memory.kind(at: ".Public.specimen-staging") == nil)
        }
    }

    /// Two builds into one output take turns: the second waits for the first's lock.
    @Test func theLockMakesTheSecondBuildWait() async throws {
        let path = NSTemporaryDirectory() + "specimen-lock-\(UUID().uuidString)/out.lock"
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let disk = LocalFileSystem()
        let events = EventLog()
        // The holder runs on a thread of its own, not the cooperative pool: blocking a pool thread
        // while other suites block theirs could starve the second build on a loaded 2-core machine.
        let finished = DispatchSemaphore(value: 0)
        let failure = EventLog()
        let holder = Thread {
            do {
                try disk.withExclusiveLock(at: path, whileWaiting: { events.add("first waited") }) {
                    events.add("first in")
                    // Held until the second has found the lock taken (60 s at most).
                    let deadline = Date().addingTimeInterval(60)
                    while !events.contains("second waited"), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
                    events.add("first out")
                }
            } catch {
                failure.add("\(error)")
            }
            finished.signal()
        }
        holder.start()
        while !events.contains("first in") { try await Task.sleep(nanoseconds: 10_000_000) }
        try disk.withExclusiveLock(at: path, whileWaiting: { events.add("second waited") }) { events.add("second in") }
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { finished.wait(); continuation.resume() }
        }
        #expect(failure.all.isEmpty)
        #expect(events.all == ["first in", "second waited", "first out", "second in"])
    }
}

/// Events from several threads, in the order they happened.
final class EventLog: Sendable {
    private let events = Mutex<[String]>([])
    func add(_ event: String) { events.withLock { $0.append(event) } }
    func contains(_ event: String) -> Bool { events.withLock { $0.contains(event) } }
    var all: [String] { events.withLock { $0 } }
}
