import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

@Suite struct SHA256Tests {
    @Test func matchesNISTVectors() {
        #expect(SHA256.hex(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(of: [UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex(of: [UInt8](repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sha256sum")))
    func agreesWithSha256sum() throws {
        let bytes = (0..<70_001).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
        let path = NSTemporaryDirectory() + "specimen-sha-\(UUID().uuidString)"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(output.hasPrefix(SHA256.hex(of: bytes)))
    }
}

@Suite struct AssetFileTests {
    @Test func describesSizesAndFormats() {
        #expect(AssetFile.humanSize(609_000) == "609 KB")
        #expect(AssetFile.humanSize(1_500) == "1.5 KB")
        #expect(AssetFile.humanSize(999) == "999 bytes")
        #expect(AssetFile.humanSize(2_400_000) == "2.4 MB")
        #expect(AssetFile.exactCount(609_000) == "609,000" && AssetFile.exactCount(12) == "12")
        #expect(AssetFile.format(of: "a/b.sketch") == "Sketch" && AssetFile.format(of: "x.fig") == "Figma" && AssetFile.format(of: "x.tar") == "TAR")
    }
}

@Suite struct LicenceParserTests {
    @Test func readsListsAndRequiresCanAndCannot() {
        let good = LicenceParser().parse(SourceFile(path: "Content/licences/a.md", relativePath: "licences/a.md",
                                                   text: "---\ntitle: A\ncan: [Use]\ncannot: [Sell]\nspdx: MIT\n---\nBody\n"))
        #expect(good.diagnostics.isEmpty && good.value?.id == "a" && good.value?.can == ["Use"] && good.value?.spdx == "MIT")
        let bad = LicenceParser().parse(SourceFile(path: "Content/licences/b.md", relativePath: "licences/b.md", text: "---\ntitle: B\n---\n"))
        #expect(bad.diagnostics.map(\.code) == [.missingField, .missingField])
        #expect(bad.diagnostics.map(\.message) == ["licence has no `can`", "licence has no `cannot`"])
    }

    /// The licence page links its `url`: only a web address may become that link.
    @Test(arguments: ["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,x", "ftp://example.org", "https://exa mple.org"])
    func refusesAURLThatIsNotAWebAddress(url: String) {
        let parsed = LicenceParser().parse(SourceFile(path: "Content/licences/a.md", relativePath: "licences/a.md",
                                                     text: "---\ntitle: A\ncan: [Use]\ncannot: [Sell]\nurl: \"\(url)\"\n---\n"))
        #expect(parsed.diagnostics.map(\.code) == [.frontMatterSyntax])
        #expect(parsed.diagnostics.first?.location.line == 5)
        #expect(parsed.value?.url == nil)
    }
}

/// The download box shows exactly the file's size and SHA-256, and the licence page lists its assets.
@Suite struct DownloadBoxTests {
    @Test func showsTheFilesTrueSizeAndChecksum() throws {
        let bytes = Data((0..<4_321).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let fs = InMemoryFileSystem(files: [
            "C/site.yml": "title: S\nsections: [A]\nlicence: l\n",
            "C/licences/l.md": "---\ntitle: The licence\ncan: [Use]\ncannot: [Sell]\n---\n",
            "C/a.md": "---\ntitle: Page A\nsection: A\nassets:\n  - path: files/kit.sketch\n    title: The kit\n---\n",
            "T/layout.mustache": "{{{main}}}", "T/home.mustache": "", "T/not-found.mustache": "", "T/licensing.mustache": "{{#licences}}{{title}}: {{assetCountLabel}}{{/licences}}",
            "T/page.mustache": "{{#assets}}{{title}}|{{fileName}}|{{format}}|{{size}}|{{bytes}}|{{sha256}}|{{url}}|{{licenceTitle}}|{{licenceURL}}{{/assets}}",
            "T/licence.mustache": "{{#assets}}{{title}} on {{pageTitle}} ({{pageURL}}) {{url}}{{/assets}}",
        ])
        try fs.writeFile(at: "C/files/kit.sketch", contents: bytes)
        let result = try Pipeline(fileSystem: fs).build(SiteInput(contentDirectory: "C", templatesDirectory: "T"), output: "P")
        #expect(result.check.diagnostics.isEmpty)
        let page = String(decoding: fs.files["P/a/index.html"] ?? Data(), as: UTF8.self)
        #expect(page == "The kit|kit.sketch|Sketch|4.3 KB|4,321|\(SHA256.hex(of: bytes))|../files/kit.sketch|The licence|../licensing/l/index.html")
        #expect(fs.files["P/files/kit.sketch"] == bytes, "copied byte for byte")
        #expect(String(decoding: fs.files["P/licensing/l/index.html"] ?? Data(), as: UTF8.self)
                == "The kit on Page A (../../a/index.html) ../../files/kit.sketch")
        #expect(String(decoding: fs.files["P/licensing/index.html"] ?? Data(), as: UTF8.self) == "The licence: 1 asset")
    }
}
