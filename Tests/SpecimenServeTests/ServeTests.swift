import Foundation
import Testing
@testable import SpecimenKit
@testable import SpecimenServe

/// `serve` answers only from the output folder, whatever the path says.
@Suite struct OutputFileResolverTests {
    @Test func resolvesFilesFoldersAndRefusesEverythingOutside() throws {
        let root = NSTemporaryDirectory() + "specimen-resolver-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let site = root + "/Public"
        try FileManager.default.createDirectory(atPath: site + "/a b", withIntermediateDirectories: true)
        try Data("home".utf8).write(to: URL(fileURLWithPath: site + "/index.html"))
        try Data("page".utf8).write(to: URL(fileURLWithPath: site + "/a b/index.html"))
        try Data("secret".utf8).write(to: URL(fileURLWithPath: root + "/secret.txt"))
        try FileManager.default.createSymbolicLink(atPath: site + "/out.txt", withDestinationPath: root + "/secret.txt")
        try FileManager.default.createSymbolicLink(atPath: site + "/etc", withDestinationPath: "/etc")
        let resolver = OutputFileResolver(root: site)
        let resolvedSite = resolver.root

        #expect(resolver.resolve("/") == .file(resolvedSite + "/index.html"))
        #expect(resolver.resolve("/a b/") == .file(resolvedSite + "/a b/index.html"))
        #expect(resolver.resolve("/a b") == .redirect("/a b/"))
        for hostile in ["/../secret.txt", "/a b/../../secret.txt", "//secret.txt", "/a b//index.html", "/./index.html", "/out.txt",
                        "/etc/passwd", "/etc/hostname", "/missing.html", "/index.html\0.txt", "/..\\secret.txt", "relative.html", ""] {
            #expect(resolver.resolve(hostile) == .notFound, "\(hostile.debugDescription) must not be served")
        }
    }

    @Test func knowsTheTypesOfTheSitesFiles() {
        #expect(OutputFileResolver.contentType(of: "a/index.html") == "text/html; charset=utf-8")
        #expect(OutputFileResolver.contentType(of: "search-index.js") == "text/javascript; charset=utf-8")
        #expect(OutputFileResolver.contentType(of: "kit.sketch") == "application/octet-stream")
    }
}

@Suite struct LiveReloadTests {
    @Test func theScriptGoesIntoTheHeadOfServedPages() {
        let page = Data("<html><head><title>t</title></head><body></body></html>".utf8)
        let served = String(decoding: LiveReloadScript.inject(into: page), as: UTF8.self)
        #expect(served == "<html><head><title>t</title><script src=\"/__specimen/live.js\" defer></script>\n</head><body></body></html>")
    }

    @Test func eventsCarryDiagnosticsAsJSONThatCannotBreakOutOfTheStream() throws {
        let hub = ReloadHub()
        let diagnostic = Diagnostic(.brokenPageLink, at: SourceLocation(file: "Content/a.md", line: 3, column: 5),
                                    "a link to `x.md`\n<script>alert(1)</script>", hint: "did you mean \"y.md\"?")
        hub.publish(diagnostics: [diagnostic])
        let event = String(decoding: ReloadHub.event(hub.current), as: UTF8.self)
        #expect(event.hasPrefix("event: state\ndata: {\"generation\":1,"))
        #expect(event.hasSuffix("\n\n") && event.components(separatedBy: "\n").count == 4, "one data line: newlines are escaped")
        let json = try #require(event.split(separator: "\n")[1].dropFirst("data: ".count).data(using: .utf8))
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let first = try #require((object["diagnostics"] as? [[String: Any]])?.first)
        #expect(first["file"] as? String == "Content/a.md" && first["line"] as? Int == 3 && first["code"] as? String == "SP101", "\(event)")
        #expect(first["message"] as? String == "a link to `x.md`\n<script>alert(1)</script>")
        #expect(!event.contains("<script"), "`<` is escaped")
    }

    @Test func subscribersGetTheCurrentStateThenEveryChange() async throws {
        let hub = ReloadHub()
        var events = hub.subscribe().makeAsyncIterator()
        let first = String(decoding: try #require(await events.next()), as: UTF8.self)
        #expect(first.contains("\"generation\":0"))
        hub.publish(diagnostics: [])
        let second = String(decoding: try #require(await events.next()), as: UTF8.self)
        #expect(second.contains("\"generation\":1") && second.contains("\"diagnostics\":[]"))
        #expect(hub.subscriberCount == 1)
        hub.finish()
        #expect(await events.next() == nil)
    }
}

@Suite struct SiteWatcherTests {
    @Test func noticesAddedChangedAndRemovedFilesButNotHiddenOnes() async throws {
        let root = NSTemporaryDirectory() + "specimen-watch-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
        try Data("a".utf8).write(to: URL(fileURLWithPath: root + "/sub/a.md"))
        let watcher = SiteWatcher(folders: [root])
        let before = watcher.snapshot()
        #expect(before.keys.sorted() == [root + "/sub/a.md"])
        try Data("swap".utf8).write(to: URL(fileURLWithPath: root + "/sub/.a.md.swp"))
        #expect(watcher.snapshot() == before, "hidden files are not watched")
        try Data("bb".utf8).write(to: URL(fileURLWithPath: root + "/sub/a.md"))
        let changed = try await watcher.nextChange(after: before, every: .milliseconds(10), settle: .milliseconds(10))
        #expect(changed.snapshot[root + "/sub/a.md"]?.size == 2)
        #expect(changed.changedPaths == [root + "/sub/a.md"])
        try FileManager.default.removeItem(atPath: root + "/sub/a.md")
        let removed = try await watcher.nextChange(after: changed.snapshot, every: .milliseconds(10), settle: .milliseconds(10))
        #expect(removed.snapshot.isEmpty)
        #expect(removed.changedPaths == [root + "/sub/a.md"])
        // A new folder is found by a full scan (events only name the folder).
        try FileManager.default.createDirectory(atPath: root + "/sub/new", withIntermediateDirectories: true)
        try Data("c".utf8).write(to: URL(fileURLWithPath: root + "/sub/new/c.md"))
        let added = try await watcher.nextChange(after: removed.snapshot, every: .milliseconds(10), settle: .milliseconds(10))
        #expect(added.changedPaths == [root + "/sub/new/c.md"])
        // …and once it is watched, a change inside it is named by its event.
        try Data("cc".utf8).write(to: URL(fileURLWithPath: root + "/sub/new/c.md"))
        let inside = try await watcher.nextChange(after: added.snapshot, every: .milliseconds(10), settle: .milliseconds(10))
        #expect(inside.changedPaths == [root + "/sub/new/c.md"])
    }

    /// Without events, a full scan of every file is the safety net (events lost, network
    /// drives): spaced so that scans take at most 2 % of a core however many files there are.
    @Test func fullScansAreSpacedByHowLongTheyTake() {
        #expect(SiteWatcher.rescanInterval(.seconds(2), lastScan: .milliseconds(10)) == .seconds(2))
        #expect(SiteWatcher.rescanInterval(.seconds(2), lastScan: .milliseconds(186)) == .milliseconds(9_300))
        #expect(SiteWatcher.rescanInterval(.seconds(2), lastScan: .seconds(1)) == .seconds(50))
    }

    /// A save made while `serve` still builds the previous one, when nothing waits for events,
    /// is noticed from its event at once: it waited for the next full scan (2 s, then a scan
    /// of every file: 6 s at 100,000 pages).
    @Test func aChangeSavedWhileTheLastOneWasBuiltIsNoticedAtOnce() async throws {
        let root = NSTemporaryDirectory() + "specimen-watch-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let page = root + "/a.md"
        try Data("a".utf8).write(to: URL(fileURLWithPath: page))
        let watcher = SiteWatcher(folders: [root])
        // The next change, or nil when it is not noticed within 20 s (the full scan is a minute away).
        func next(after snapshot: [String: FileStamp]) async throws -> SiteWatcher.Change? {
            try await withThrowingTaskGroup(of: SiteWatcher.Change?.self) { group in
                group.addTask { try await watcher.nextChange(after: snapshot, rescan: .seconds(60), settle: .milliseconds(10)) }
                group.addTask {
                    try await Task.sleep(for: .seconds(20))
                    return nil
                }
                defer { group.cancelAll() }
                return try await group.next() ?? nil
            }
        }
        let before = watcher.snapshot()
        try Data("bb".utf8).write(to: URL(fileURLWithPath: page))  // saved before anyone waits
        let first = try #require(try await next(after: before))
        #expect(first.changedPaths == [page])
        try Data("ccc".utf8).write(to: URL(fileURLWithPath: page))  // saved while the first is built
        let second = try #require(try await next(after: first.snapshot))
        #expect(second.changedPaths == [page])
        #expect(second.snapshot[page]?.size == 3)
    }
}
