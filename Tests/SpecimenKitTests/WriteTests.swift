import Foundation
import Synchronization
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

@Suite struct LocalFileReadTests {
    /// A file whose size is not known in advance (it reports 0 bytes, as files in /proc do) is
    /// still read whole: the read goes on past the size `fstat` gave.
    @Test func readsPastTheSizeTheFileReported() throws {
        #if os(Linux)
        let data = try LocalFileSystem().readFile(at: "/proc/self/status")
        #expect(data.count > 100)
        #expect(String(decoding: data, as: UTF8.self).contains("VmRSS"))
        #endif
        let path = NSTemporaryDirectory() + "specimen-read-\(UUID().uuidString)"
        try Data("exactly".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try LocalFileSystem().readFile(at: path) == Data("exactly".utf8))
        try Data().write(to: URL(fileURLWithPath: path))
        #expect(try LocalFileSystem().readFile(at: path).isEmpty)
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Issue 20: a file over its limit is refused from its size, and a path that turned into a FIFO
/// cannot hang a build.
@Suite struct LocalFileLimitTests {
    @Test func aHugeFileIsRefusedFromItsSizeAndAFIFOFailsAtOnce() throws {
        let root = NSTemporaryDirectory() + "specimen-limit-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        // A sparse 1 GiB file: no disk, but reading it would take 1 GiB of memory.
        let huge = root + "/huge.md"
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        #expect(truncate(huge, 1 << 30) == 0)
        #expect(try LocalFileSystem().readFile(at: huge, limit: SourceFile.sizeLimit) == .tooLarge(bytes: 1 << 30))
        try Data("small".utf8).write(to: URL(fileURLWithPath: root + "/small.md"))
        #expect(try LocalFileSystem().readFile(at: root + "/small.md", limit: 5) == .data(Data("small".utf8)))
        #expect(try LocalFileSystem().readFile(at: root + "/small.md", limit: 4) == .tooLarge(bytes: 5))
        let fifo = root + "/page.md"
        #expect(mkfifo(fifo, 0o644) == 0)
        let started = Date()
        #expect(throws: (any Error).self) { try LocalFileSystem().readFile(at: fifo) }
        #expect(Date().timeIntervalSince(started) < 5, "open(2) did not wait for a writer")
    }
}

/// What an incremental build asks the disk about the spare output (see `SiteWriter`).
@Suite struct LocalFileTreeTests {
    @Test func listsFilesAndFoldersWithoutFollowingLinksAndKnowsHardLinks() throws {
        let root = NSTemporaryDirectory() + "specimen-tree-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default, disk = LocalFileSystem()
        try manager.createDirectory(atPath: root + "/t/a/b", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/elsewhere", withIntermediateDirectories: true)
        try "x".write(toFile: root + "/t/a/b/index.html", atomically: false, encoding: .utf8)
        try "x".write(toFile: root + "/t/copy.html", atomically: false, encoding: .utf8)
        try "y".write(toFile: root + "/elsewhere/file", atomically: false, encoding: .utf8)
        try manager.createSymbolicLink(atPath: root + "/t/link", withDestinationPath: root + "/elsewhere")
        try manager.linkItem(atPath: root + "/t/a/b/index.html", toPath: root + "/t/same.html")
        #expect(try disk.tree(at: root + "/t") == FileTree(files: ["a/b/index.html", "copy.html", "link", "same.html"], folders: ["a", "a/b"]))
        #expect(disk.isSameFile(root + "/t/a/b/index.html", root + "/t/same.html"))
        #expect(!disk.isSameFile(root + "/t/a/b/index.html", root + "/t/copy.html"), "equal bytes are not the same file")
        #expect(!disk.isSameFile(root + "/t/a/b/index.html", root + "/t/missing.html"))
        #expect(!disk.isSameFile(root + "/t/a", root + "/t/a"), "only regular files")
        // The stamp and the same question at once, as the writer asks of every file it keeps.
        let stamp = try #require(disk.stamp(at: root + "/t/a/b/index.html"))
        for (other, isSame) in [("same.html", true), ("copy.html", false), ("missing.html", false), ("a", false)] {
            let found = disk.stamp(at: root + "/t/a/b/index.html", sameFileAs: root + "/t/" + other)
            #expect(found?.stamp == stamp && found?.isSame == isSame, "\(other)")
        }
        try manager.createSymbolicLink(atPath: root + "/t/to-index", withDestinationPath: root + "/t/a/b/index.html")
        #expect(disk.stamp(at: root + "/t/a/b/index.html", sameFileAs: root + "/t/to-index")?.isSame == false, "a link is not the file")
        #expect(disk.stamp(at: root + "/t/missing.html", sameFileAs: root + "/t/same.html") == nil)
        #expect(disk.stamp(at: root + "/t/a", sameFileAs: root + "/t/a") == nil, "only regular files")
        // The generic walk (other file systems) gives the same answer.
        let generic = InMemoryFileSystem(files: ["t/a/b/index.html": "x", "t/copy.html": "x"])
        #expect(try generic.tree(at: "t") == FileTree(files: ["a/b/index.html", "copy.html"], folders: ["a", "a/b"]))
    }

    /// A tree wide enough that its lower folders are walked on every core, each opened inside its
    /// parent: every level is listed, and links inside are listed, never followed.
    @Test func walksAWideTreeOnEveryCore() throws {
        let root = NSTemporaryDirectory() + "specimen-wide-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        var expected = FileTree()
        for section in 0..<3 {
            expected.folders.insert("s\(section)")
            for page in 0..<20 {
                let folder = "s\(section)/p\(page)"
                expected.folders.formUnion([folder, folder + "/deep", folder + "/deep/er"])
                expected.files.formUnion([folder + "/index.html", folder + "/deep/er/index.html"])
                try manager.createDirectory(atPath: root + "/" + folder + "/deep/er", withIntermediateDirectories: true)
                try "x".write(toFile: root + "/" + folder + "/index.html", atomically: false, encoding: .utf8)
                try "x".write(toFile: root + "/" + folder + "/deep/er/index.html", atomically: false, encoding: .utf8)
            }
        }
        try manager.createSymbolicLink(atPath: root + "/s1/p3/deep/up", withDestinationPath: root + "/s1")
        expected.files.insert("s1/p3/deep/up")
        try "x".write(toFile: root + "/top.html", atomically: false, encoding: .utf8)
        expected.files.insert("top.html")
        let tree = try LocalFileSystem().tree(at: root)
        #expect(tree == expected)
        // Every regular file's inode, read with its name (the link is not a regular file).
        #expect(Set(tree.inodes.keys) == expected.files.subtracting(["s1/p3/deep/up"]))
        #expect(tree.inodes.allSatisfy { path, inode in LocalFileSystem().inputStamp(at: root + "/" + path)?.inode == inode })
        #expect(throws: (any Error).self) { try LocalFileSystem().tree(at: root + "/missing") }
    }

    /// The stamp a write returns is the one the path gives afterwards (what the next build's
    /// check of the output compares with the recorded stamp).
    @Test func aStampedWriteGivesThePathsStamp() throws {
        let root = NSTemporaryDirectory() + "specimen-stamped-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let disk = LocalFileSystem(), bytes = Array("written".utf8)
        let stamp = try bytes.withUnsafeBytes { try disk.writeFileStamped(at: root + "/a.html", bytes: $0) }
        #expect(stamp != nil && stamp == disk.stamp(at: root + "/a.html"))
        #expect(stamp?.size == bytes.count)
        #expect(try disk.readFile(at: root + "/a.html") == Data(bytes))
    }

    /// A spare output kept for the next build (`SiteWriter`): a kept file whose inode the walk
    /// read is known to be in place without a stat; one replaced in the spare is asked about and
    /// linked from the output again, and a file system with no inodes always asks.
    @Test func aKeptFileIsKnownInPlaceByTheInodeTheWalkRead() throws {
        let root = NSTemporaryDirectory() + "specimen-inplace-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let disk = WatchedFileSystem(base: LocalFileSystem()), writer = SiteWriter(fileSystem: disk, parallelism: .serial)
        let output = root + "/Public", spare = root + "/spare"
        let jobs = ["a/index.html", "b/index.html", "c.txt"].map { path in OutputJob(OutputFile(path: path, text: "bytes of " + path)) }
        var cache: BuildCache?
        /// The inode of every file in `folder`, as the build's check of the output finds them
        /// (but the marker, `OutputFolder.markerName`, which every build writes again).
        func inodes(in folder: String) -> [String: UInt64] {
            let files = (try? disk.tree(at: folder).files) ?? []
            return Dictionary(uniqueKeysWithValues: files.subtracting([OutputFolder.markerName]).compactMap { path in
                disk.inputStamp(at: folder + "/" + path).map { (path, $0.inode) }
            })
        }
        func build(intact: Bool) throws -> Int {
            let records = try writer.write(jobs: jobs, to: output, previous: cache, records: true, spare: spare,
                                           intact: intact ? inodes(in: output) : [:]).records
            cache = BuildCache(specimen: "test", inputs: "", outputs: records, diagnostics: [], pages: 0)
            return disk.takeSameFileQuestions()
        }
        _ = try build(intact: false)
        _ = try build(intact: false)  // the first output becomes the spare, its files linked into the new one
        #expect(try build(intact: false) == 3, "without the output's inodes, each kept file is asked about")
        let before = inodes(in: output)
        #expect(try build(intact: true) == 0, "the spare's files are the output's: nothing asked")
        #expect(inodes(in: output) == before, "kept in place, not written again")
        // A file of the spare replaced by other bytes (another inode) is not taken for the output's.
        try FileManager.default.removeItem(atPath: spare + "/b/index.html")
        try "stale".write(toFile: spare + "/b/index.html", atomically: false, encoding: .utf8)
        #expect(try build(intact: true) == 1)
        #expect(try String(contentsOfFile: output + "/b/index.html", encoding: .utf8) == "bytes of b/index.html")
        #expect(inodes(in: output) == before)
        // Files without inodes (`0`) are asked about.
        #expect(try writer.write(jobs: jobs, to: output, previous: cache, records: true, spare: spare,
                                 intact: inodes(in: output).mapValues { _ in 0 }).files == 3)
        #expect(disk.takeSameFileQuestions() == 3)
    }
}

@Suite struct SiteWriterTests {
    @Test func replacesTheOutputWholeAndKeepsGitkeep() throws {
        let fs = InMemoryFileSystem(files: ["Public/old.html": "old", "Public/.gitkeep": ""])
        try SiteWriter(fileSystem: fs).write([OutputFile(path: "a/index.html", text: "new")], to: "Public")
        #expect(fs.files.keys.sorted() == ["Public/.gitkeep", "Public/.specimen-site", "Public/a/index.html"])
    }

    @Test func writesIntoAFreshFolderAndRemovesLeftovers() throws {
        let fs = InMemoryFileSystem(files: [".Public.specimen-staging/half.html": "half"])
        try SiteWriter(fileSystem: fs).write([OutputFile(path: "index.html", text: "x")], to: "Public")
        #expect(fs.files.keys.sorted() == ["Public/.specimen-site", "Public/index.html"])
    }

    @Test func refusesPathsThatLeaveTheOutput() {
        let fs = InMemoryFileSystem()
        #expect(throws: WriteError.self) { try SiteWriter(fileSystem: fs).write([OutputFile(path: "../x", text: "")], to: "Public") }
        #expect(fs.files.isEmpty || !fs.files.keys.contains("x"))
    }

    /// `isSafe` reads bytes; it refuses exactly the paths the splitting definition refuses.
    @Test func aPathIsSafeExactlyWhenNoSegmentIsEmptyOrADotOrTwo() {
        func reference(_ path: String) -> Bool {
            !path.hasPrefix("/") && !path.isEmpty
                && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
        }
        let pieces = ["a", ".", "..", "...", ".a", "a.", "é", "/", "/", "", "index.html", "..b"]
        var generator = SystemRandomNumberGenerator()
        var paths = ["", "/", ".", "..", "...", "a", "a/", "/a", "a//b", "a/./b", "a/../b", "a/.../b", "a/.b/c", "sections/x/index.html"]
        for _ in 0..<3000 {
            paths.append((0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined())
        }
        for path in paths { #expect(SiteWriter.isSafe(path) == reference(path), "\(path)") }
        #expect(SiteWriter.isSafe("a/.../b") && !SiteWriter.isSafe("a/../b") && !SiteWriter.isSafe("a//b") && !SiteWriter.isSafe("/a"))
    }

    @Test func refusesOutputsOverlappingTheSources() {
        let writer = SiteWriter(fileSystem: InMemoryFileSystem())
        let input = SiteInput(contentDirectory: "site/Content", templatesDirectory: "site/Templates")
        #expect(writer.refusal(output: "site/Content", input: input) != nil)
        #expect(writer.refusal(output: "site", input: input) != nil)
        #expect(writer.refusal(output: "site/Content/out", input: input) != nil)
        #expect(writer.refusal(output: "/", input: input) != nil)
        #expect(writer.refusal(output: "site/Public", input: input) == nil)
    }
}

@Suite struct SiteWriterPathTests {
    /// Foundation's path helpers trap on some short relative paths; the writer must not.
    @Test(arguments: ["P", "a/P", "./Out", "Out/", "x"]) func writesToShortAndOddOutputNames(_ output: String) throws {
        let fs = InMemoryFileSystem()
        try SiteWriter(fileSystem: fs).write([OutputFile(path: "i/index.html", text: "x")], to: output)
        #expect(fs.files.keys.contains { $0.hasSuffix("i/index.html") })
    }
}

@Suite struct SiteWriterClaimTests {
    @Test func refusesToWriteOnePathTwice() {
        let fs = InMemoryFileSystem()
        #expect(throws: WriteError.self) {
            try SiteWriter(fileSystem: fs).write([OutputFile(path: "theme/search.js", text: "a"), OutputFile(path: "theme/search.js", text: "b")], to: "Public")
        }
        #expect(fs.kind(at: "Public") == nil)
    }
}
