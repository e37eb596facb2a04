import Foundation
import Testing
@testable import SpecimenKit
import SpecimenFormats
import SpecimenTestSupport

/// The registry kept in the build cache (`RegistryRecord`) reads back as parsing made it, with its
/// diagnostics: the sample's (per-platform statuses, platform names per language, a deprecation)
/// and every diagnostic fixture's (external replacements, unknown keys, bad bounds). The store
/// reads it back only while its text is the one it was parsed from.
@Suite struct RegistryRecordTests {
    static func roundTrip(_ parsed: Diagnosed<Registry>, file: String) throws -> Diagnosed<Registry> {
        let bytes = ByteWriter.collect { RegistryRecord.write(parsed, file: file, to: &$0) }
        return try bytes.withUnsafeBytes { try RegistryRecord.read($0, file: file) }
    }

    /// The registry files of the sample and of every diagnostic fixture that has one.
    static func registryFiles() throws -> [SourceFile] {
        let fixtures = RepositoryPaths.root + "/Tests/Fixtures/diagnostics"
        let folders = [RepositoryPaths.root] + (try FileManager.default.contentsOfDirectory(atPath: fixtures).sorted().map { fixtures + "/" + $0 })
        return folders.compactMap { folder in
            let path = folder + "/Content/registry.yml"
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            return SourceFile(path: path, relativePath: "registry.yml", data: data)
        }
    }

    @Test func everyRegistryAndItsDiagnosticsReadBack() throws {
        let files = try Self.registryFiles()
        #expect(files.count > 20)
        var diagnosed = 0
        for file in files where file.problem == nil {
            let parsed = RegistryParser().parse(file)
            let read = try Self.roundTrip(parsed, file: file.path)
            #expect(read.value == parsed.value, "\(file.path) reads back otherwise")
            #expect(read.value.platformNames == parsed.value.platformNames && read.value.translatedPlatformNames == parsed.value.translatedPlatformNames)
            #expect(read.diagnostics == parsed.diagnostics, "\(file.path)'s diagnostics read back otherwise")
            if !parsed.diagnostics.isEmpty { diagnosed += 1 }
        }
        #expect(diagnosed >= 4, "fixtures whose registry has diagnostics travel too")
    }

    /// Every cut of a record throws rather than giving a registry.
    @Test func aCutRecordDoesNotReadBack() throws {
        let file = SourceFile(path: "Content/registry.yml", relativePath: "registry.yml", text: """
            platforms: { ios: iOS, web: { en: Web, vi: Trang web } }
            components:
              tabs:
                name: Tabs
                status: { ios: beta }
                deprecated: { since: "2.0", use: { text: Other, link: "https://x.example" } }
                platforms: [ios]
                properties:
                  tabs: { type: integer, min: 2, max: 5 }
            """)
        let parsed = RegistryParser().parse(file)
        let bytes = ByteWriter.collect { RegistryRecord.write(parsed, file: file.path, to: &$0) }
        for length in 0..<bytes.count {
            Array(bytes[..<length]).withUnsafeBytes { raw -> Void in
                #expect(throws: ByteReader.Malformed.self) { _ = try RegistryRecord.read(raw, file: file.path) }
            }
        }
    }

    /// A store written by one build gives the next its registry without parsing it, and parses a
    /// registry whose text changed.
    @Test func theStoreReadsTheRegistryBackWhileItsTextIsTheSame() throws {
        let file = try #require(try Self.registryFiles().first)
        var parses = 0
        func parse(_ file: SourceFile) -> Diagnosed<Registry> {
            parses += 1
            return RegistryParser().parse(file)
        }
        let first = PageStore(data: nil, specimen: "test")
        let parsed = first.registry(for: file, configKey: "k", parse: parse)
        var data = Data()
        try first.encode { data.append(contentsOf: $0) }
        #expect(parses == 1)

        let second = PageStore(data: data, specimen: "test")
        #expect(second.registry(for: file, configKey: "k", parse: parse).value == parsed.value)
        #expect(parses == 1, "read back, not parsed")
        #expect(second.reusedCount == 0, "the registry is not counted as a page")

        let edited = SourceFile(path: file.path, relativePath: file.relativePath, text: file.text.replacingOccurrences(of: "App header", with: "App bar"))
        let third = PageStore(data: data, specimen: "test")
        #expect(third.registry(for: edited, configKey: "k", parse: parse).value.component("app-header")?.name == "App bar")
        #expect(third.registry(for: file, configKey: "other", parse: parse).value == parsed.value)
        #expect(parses == 3, "an edited registry, and one under another configuration, are parsed")
    }
}
