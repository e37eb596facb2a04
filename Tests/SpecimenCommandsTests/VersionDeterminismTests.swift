import Foundation
import Testing
import SpecimenTestSupport

/// Issue 20 point 8, "same input, same bytes, always": `since` values that are different
/// spellings of one version (`1.0`, `1.00`, `1`) or that order differently as strings and as
/// numbers (`1.10a`, `1.9`) once made `changes/` and the home page differ from build to build,
/// because the order depended on a `Set`'s iteration order, which Swift seeds per process. So the
/// site is built in separate processes, each with its own hash seed, and every byte compared.
@Suite struct VersionDeterminismTests {
    static let builds = 8

    @Test func buildsOfTheVersionsFixtureAreByteIdenticalAcrossProcesses() throws {
        #expect(FileManager.default.isExecutableFile(atPath: BinaryTests.binary), "build the package first: \(BinaryTests.binary)")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-versions-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        var sites: [[String: Data]] = []
        for build in 0..<Self.builds {
            let output = work + "/Public-\(build)"
            let status = try Self.build(into: output)
            #expect(status == 0)
            sites.append(try Self.files(under: output))
        }
        let first = sites[0]
        #expect(first["changes/index.html"] != nil && first["index.html"] != nil)
        // One heading per version, newest first; `1`, `1.0` and `1.00` share the smallest spelling.
        let changes = String(decoding: first["changes/index.html"] ?? Data(), as: UTF8.self)
        let headings = changes.components(separatedBy: "<span class=\"version__number\">").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(headings == ["2.0", "2.0-beta", "1.10a", "1.10", "1.9", "1"])
        for (build, site) in sites.enumerated().dropFirst() {
            #expect(site.keys.sorted() == first.keys.sorted(), "build \(build) wrote other files")
            let differing = first.keys.sorted().filter { site[$0] != first[$0] }
            #expect(differing.isEmpty, "build \(build) differs from build 0 in \(differing)")
        }
    }

    /// Runs `specimen build --no-cache` on the fixture with the process's hash seed left random
    /// (`SWIFT_DETERMINISTIC_HASHING` removed from its environment).
    private static func build(into output: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BinaryTests.binary)
        process.arguments = ["build", "--no-cache", "--templates", RepositoryPaths.root + "/Theme", "--output", output]
        process.currentDirectoryURL = URL(fileURLWithPath: RepositoryPaths.fixtures + "/sites/versions-order")
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = nil
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Every file under `root`, by its path relative to `root`.
    private static func files(under root: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return files }
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
            }
        }
        return files
    }
}
