import Foundation
import Testing
import SpecimenKit
import SpecimenTestSupport

/// Reads every file below `folder` as path → bytes.
func readTree(_ folder: String) -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let path = enumerator?.nextObject() as? String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
            files[path] = FileManager.default.contents(atPath: folder + "/" + path)
        }
    }
    return files
}

/// A new empty folder under the system's temporary folder; callers remove it with `removeFolder`
/// when the test ends, so test runs leave nothing behind.
func temporaryFolder() -> String {
    let path = NSTemporaryDirectory() + "specimen-test-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Removes a folder made by `temporaryFolder` (given it or any path inside it, like its `/Public`).
func removeFolder(_ path: String) {
    var folder = path
    while !(folder as NSString).lastPathComponent.hasPrefix("specimen-test-"), folder.count > 1 {
        folder = (folder as NSString).deletingLastPathComponent
    }
    try? FileManager.default.removeItem(atPath: folder)
}

/// A small fixture site built end to end and compared file by file with `expected/`.
/// `RECORD_FIXTURES=1 swift test` re-records it (and fails). The site has its own templates and
/// `theme/site.css`; the built-in theme's static files it does not replace are written too, and
/// are compared with the built-in theme rather than recorded (they change with every theme fix).
@Suite struct GoldenBuildTests {
    static let folder = RepositoryPaths.fixtures + "/golden"

    @Test func buildMatchesTheGoldenFiles() throws {
        let output = temporaryFolder() + "/Public"
        defer { removeFolder(output) }
        let result = try Pipeline().build(SiteInput(contentDirectory: Self.folder + "/site/Content", templatesDirectory: Self.folder + "/site/Templates"),
                                          output: output)
        #expect(result.check.diagnostics.isEmpty)
        var built = readTree(output)
        let ownTheme = Set(readTree(Self.folder + "/site/Templates").keys)
        for (path, data) in built where path.hasPrefix("theme/") && !ownTheme.contains(path) {
            #expect(data == BuiltInTheme.data(at: path), "\(path) is not the built-in theme's")
            built[path] = nil
            try FileManager.default.removeItem(atPath: output + "/" + path)
        }
        let expectedFolder = Self.folder + "/expected"
        if FixtureSite.isRecording {
            try? FileManager.default.removeItem(atPath: expectedFolder)
            try FileManager.default.copyItem(atPath: output, toPath: expectedFolder)
            Issue.record("re-recorded \(expectedFolder)")
            return
        }
        let expected = readTree(expectedFolder)
        #expect(built.keys.sorted() == expected.keys.sorted())
        for (path, data) in expected {
            #expect(built[path] == data, "\(path) differs from the golden file")
        }
    }
}

/// The sample design system in `Content/` is the main end-to-end test.
@Suite struct SampleSiteTests {
    static let input = SiteInput(contentDirectory: RepositoryPaths.root + "/Content", templatesDirectory: RepositoryPaths.root + "/Theme")

    static let requiredTitles = [
        "Principles", "Colour", "Spacing", "App header", "Navigation bar", "Tab bar", "Tabs", "Segmented control", "Buttons",
        "Text field", "Selection controls", "Slider", "Stepper", "Progress dots", "Tags", "Alerts and banners", "Table view",
        "Modals and popovers", "Pickers", "Topic management", "Create view", "Search",
    ]

    @Test func checksCleanUnderStrict() throws {
        let result = try Pipeline().check(Self.input)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func buildsEveryRequiredPageAndTranslation() throws {
        let output = temporaryFolder() + "/Public"
        defer { removeFolder(output) }
        let result = try Pipeline().build(Self.input, output: output, strict: true)
        #expect(result.filesWritten != nil)
        let files = readTree(output)
        let titles = Set(files.filter { $0.key.hasSuffix("index.html") }.compactMap { entry -> String? in
            let html = String(decoding: entry.value, as: UTF8.self)
            guard let start = html.range(of: "<h1>"), let end = html.range(of: "</h1>", range: start.upperBound..<html.endIndex) else { return nil }
            return String(html[start.upperBound..<end.lowerBound])
        })
        for title in Self.requiredTitles { #expect(titles.contains(title), "no page titled \(title)") }
        let vietnamese = files.keys.filter { $0.hasPrefix("vi/") && $0.hasSuffix("index.html") }
        #expect(vietnamese.count >= 4)
        for path in vietnamese {
            let html = String(decoding: files[path]!, as: UTF8.self)
            #expect(html.contains("lang=\"vi\""), "\(path) is not marked Vietnamese")
            #expect(html.contains("hreflang=\"en\""), "\(path) does not link its English twin")
        }
    }

    /// The older version the sample lists (`Versions/1.x`, 1.0; Versions/README.md) differs from
    /// `Content/` (2.3) in every way a change log can say, tightening and loosening rules, and no
    /// `since` in `Content/` contradicts the history computed from the two.
    @Test func olderVersionDiffersInEveryKindOfChange() throws {
        let result = try Pipeline().check(Self.input)
        let history = try #require(result.site?.history)
        #expect(history.changeLogs.count == 1)
        let log = try #require(history.changeLogs.first)
        #expect(log.fromVersion == "1.x" && log.toVersion == "2.3")
        let kinds = Set(log.changes.map(\.kind))
        for kind in VersionChange.Kind.allCases { #expect(kinds.contains(kind), "no \(kind) from 1.x to 2.3") }
        let lines = Set(log.changes.map(\.text))
        for line in ["BREAKING rule tabs/max-fixed-tabs: max 4 → 3", "BREAKING rule tabs/equal-widths: level should → must",
                     "rule tabs/short-labels: max 1 → 2", "rule navigation-bar/max-one-control: level must → should",
                     "component nav-bar renamed to navigation-bar", "component text-field: status beta → stable",
                     "token color.text.link in theme: dark: #818cf8 → #a5b4fc"] {
            #expect(lines.contains(line), "no `\(line)`")
        }
        #expect(history.rules.contradictions().isEmpty)
    }

    /// Parsing and rendering on every core give exactly the bytes of a one-thread build.
    @Test func parallelBuildEqualsSerialBuild() throws {
        let serial = temporaryFolder() + "/Public", parallel = temporaryFolder() + "/Public"
        defer { removeFolder(serial); removeFolder(parallel) }
        _ = try Pipeline(fileSystem: LocalFileSystem(), parallelism: .serial).build(Self.input, output: serial)
        _ = try Pipeline(fileSystem: LocalFileSystem(), parallelism: .parallel).build(Self.input, output: parallel)
        let a = readTree(serial), b = readTree(parallel)
        #expect(!a.isEmpty && a == b)
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let first = temporaryFolder() + "/Public", second = temporaryFolder() + "/Public"
        defer { removeFolder(first); removeFolder(second) }
        _ = try Pipeline().build(Self.input, output: first)
        _ = try Pipeline().build(Self.input, output: second)
        let a = readTree(first), b = readTree(second)
        #expect(!a.isEmpty && a == b)
    }
}

/// The whole pipeline on the in-memory file system: nothing touches the disk.
@Suite struct InMemoryPipelineTests {
    @Test func checkWritesNothingAndBuildRefusesErrors() throws {
        let fs = InMemoryFileSystem(files: [
            "C/site.yml": "title: S\nsections: [A]\n",
            "C/a.md": "---\ntitle: A\nsection: A\n---\n[x](missing.md)\n",
            "T/layout.mustache": "{{{main}}}", "T/page.mustache": "{{{body}}}", "T/home.mustache": "", "T/not-found.mustache": "",
        ])
        let input = SiteInput(contentDirectory: "C", templatesDirectory: "T")
        let checked = try Pipeline(fileSystem: fs).check(input)
        #expect(checked.diagnostics.map(\.code) == [.brokenPageLink])
        let built = try Pipeline(fileSystem: fs).build(input, output: "P")
        #expect(built.filesWritten == nil)
        #expect(fs.files.keys.allSatisfy { !$0.hasPrefix("P") })
    }

    @Test func missingFoldersAndSettingsAreLoadErrors() {
        let fs = InMemoryFileSystem(files: ["C/a.md": "x", "T/layout.mustache": ""])
        #expect(throws: LoadError.missingSiteConfig("C/site.yml")) { try Pipeline(fileSystem: fs).check(SiteInput(contentDirectory: "C", templatesDirectory: "T")) }
        #expect(throws: LoadError.missingDirectory("X")) { try Pipeline(fileSystem: fs).check(SiteInput(contentDirectory: "X", templatesDirectory: "T")) }
    }

    @Test func symbolicLinksOutOfContentAreNotRead() throws {
        let fs = InMemoryFileSystem(files: ["C/site.yml": "title: S\n", "secret/key.md": "---\ntitle: Secret\n---\n",
                                            "T/layout.mustache": "", "T/page.mustache": "", "T/home.mustache": ""])
        fs.addLink("C/leak.md", to: "secret/key.md")
        let result = try Pipeline(fileSystem: fs).check(SiteInput(contentDirectory: "C", templatesDirectory: "T"))
        #expect(result.site?.pages.isEmpty == true)
    }
}

/// A second design system written for this test (not the sample content), so nothing depends on
/// `Content/`: it must check clean and get rule tables, a components page and `rules.json`.
@Suite struct SecondSiteTests {
    static let folder = RepositoryPaths.fixtures + "/sites/harbor"
    static let input = SiteInput(contentDirectory: folder + "/Content", templatesDirectory: RepositoryPaths.root + "/Theme")

    @Test func checksCleanAndBuildsReferencePages() throws {
        let output = temporaryFolder() + "/Public"
        defer { removeFolder(output) }
        let result = try Pipeline().build(Self.input, output: output, strict: true)
        #expect(result.check.diagnostics.isEmpty, "\(result.check.diagnostics)")
        let files = readTree(output)
        let chip = String(decoding: files["controls/chip/index.html"] ?? Data(), as: UTF8.self)
        #expect(!chip.contains("language-spec"), "the spec block was not replaced")
        for anchor in ["rule-chip-short-text", "rule-chip-max-width", "rule-chip-per-row"] { #expect(chip.contains("id=\"\(anchor)\"")) }
        #expect(chip.contains("SHOULD NOT"))
        let toggle = String(decoding: files["controls/toggle/index.html"] ?? Data(), as: UTF8.self)
        #expect(toggle.contains("id=\"rule-toggle-hit-area\""), "a spec block inside a list item is rendered too")
        let components = String(decoding: files["components/index.html"] ?? Data(), as: UTF8.self)
        for name in ["Chip", "Toggle", "Dialog"] { #expect(components.contains(name)) }
        #expect(files["rules/index.html"] != nil)
        struct Export: Decodable { struct Rule: Decodable { var component, id, level: String; var platforms: [String]; var url: String }; var rules: [Rule] }
        let export = try JSONDecoder().decode(Export.self, from: files["rules.json"] ?? Data())
        #expect(export.rules.map { "\($0.component)/\($0.id)" } == ["chip/short-text", "chip/max-width", "chip/per-row", "toggle/hit-area", "dialog/actions", "dialog/escape"])
        #expect(export.rules.first { $0.id == "short-text" }?.platforms == ["web", "desktop"])
        #expect(export.rules.first { $0.id == "hit-area" }?.url == "controls/toggle/index.html#rule-toggle-hit-area")
    }

    /// Hex values and ratios worked out by hand (WCAG 2.x formula) for Harbor's own token file.
    @Test func tokensGetTheRightValuesAndRatios() throws {
        let output = temporaryFolder() + "/Public"
        defer { removeFolder(output) }
        _ = try Pipeline().build(Self.input, output: output, strict: true)
        let files = readTree(output)
        let resolved = try JSONSerialization.jsonObject(with: files["tokens.resolved.json"] ?? Data()) as? [String: [String: Any]] ?? [:]
        #expect(resolved["color.text"]?["css"] as? String == "#1f2933")
        #expect(resolved["color.text"]?["aliasOf"] as? [String] == ["color.ink.900"])
        #expect(resolved["color.surface"]?["css"] as? String == "#ffffff")
        #expect(resolved["color.border"]?["css"] as? String == "#616e7c")
        let css = String(decoding: files["tokens.css"] ?? Data(), as: UTF8.self)
        #expect(css.contains("--color-ink-900: #1f2933;") && css.contains("--opacity-muted: 0.6;") && !css.contains("data-token"))
        let swatches = String(decoding: files["token-swatches.css"] ?? Data(), as: UTF8.self)
        #expect(swatches.contains("[data-token=\"opacity.muted\"] { --token-opacity: var(--opacity-muted); }"))
        let tokensPage = String(decoding: files["tokens/index.html"] ?? Data(), as: UTF8.self)
        #expect(tokensPage.contains("14.75:1"), "#1f2933 on white is 14.76:1, shown truncated")
        #expect(tokensPage.contains("5.21:1"), "#616e7c on white is 5.21:1")
        let chip = String(decoding: files["controls/chip/index.html"] ?? Data(), as: UTF8.self)
        #expect(chip.contains("6.01:1"), "#52606d on #f5f7fa is 6.02:1, shown truncated")
    }
}
