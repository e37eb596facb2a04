import Testing
@testable import SpecimenKit

/// `site.yml` `versions:` (DESIGN 3.1, 3.9): each entry read with its diagnostics, and its
/// content folder found beside the current one.
@Suite struct VersionSettingsTests {
    func parse(_ versions: String) -> Diagnosed<SiteConfig?> {
        SiteConfigParser().parse(SourceFile(path: "Content/site.yml", relativePath: "site.yml", text: "title: S\nversions:\n" + versions))
    }

    @Test func readsEachVersionInOrder() {
        let parsed = parse("""
              - { id: "2.0", label: "2.x", content: ../v2/Content }
              - id: "1.0"
                label: 1.x
                content: ../v1/Content
            """)
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.value?.versions.map { [$0.id, $0.label, $0.content] } == [["2.0", "2.x", "../v2/Content"], ["1.0", "1.x", "../v1/Content"]])
        #expect(parsed.value?.versions.first?.location == SourceLocation(file: "Content/site.yml", line: 3, column: 41))
    }

    @Test func reportsMissingFieldsBadAndRepeatedIDsAndUnknownKeys() {
        let parsed = parse("""
              - { id: "1.0", content: ../v1/Content }
              - { id: "../up", label: x, content: ../x }
              - { id: "2.0", label: a, content: ../a }
              - { id: "2.0", label: b, content: ../b, branch: v2 }
            """)
        #expect(parsed.diagnostics.map(\.code) == [.missingField, .frontMatterSyntax, .unknownKey, .duplicateURL])
        #expect(parsed.diagnostics.first?.message == "version 1 needs `label`")
        #expect(parsed.value?.versions.map(\.id) == ["2.0"])
    }

    @Test func aVersionsFolderIsFoundBesideTheContentFolder() {
        #expect(VersionSetting.contentDirectory("../v1/Content", besides: "Content") == "../v1/Content")
        #expect(VersionSetting.contentDirectory("Versions/1.x", besides: "Content") == "Versions/1.x")
        #expect(VersionSetting.contentDirectory("../v1/Content", besides: "/work/design/Content") == "/work/v1/Content")
        #expect(VersionSetting.contentDirectory("../v1/Content", besides: "site/Content/") == "v1/Content")
        #expect(VersionSetting.contentDirectory("v1", besides: ".") == "../v1")
        #expect(VersionSetting.contentDirectory("/srv/v1/Content", besides: "Content") == "/srv/v1/Content")
    }

    @Test func anIDIsOneFolderName() {
        for id in ["1.0", "v2", "2024_06", "legacy-1"] { #expect(VersionSetting.isValidID(id), "\(id)") }
        for id in ["", ".", "..", ".hidden", "-x", "a/b", "a b", "é"] { #expect(!VersionSetting.isValidID(id), "\(id)") }
    }
}
