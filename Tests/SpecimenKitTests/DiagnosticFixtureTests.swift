import Foundation
import Testing
import SpecimenKit
import SpecimenTestSupport

/// One fixture site per diagnostic code under `Tests/Fixtures/diagnostics/<code>-<slug>/`, with
/// the expected diagnostics in `expected.txt`. `RECORD_FIXTURES=1 swift test` re-records them
/// (and fails, so nobody records by accident).
@Suite struct DiagnosticFixtureTests {
    static let folder = RepositoryPaths.fixtures + "/diagnostics"

    static var fixtures: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func everyCodeHasAFixture() {
        for code in DiagnosticCode.allCases {
            #expect(Self.fixtures.contains { $0.hasPrefix(code.rawValue + "-") }, "no fixture for \(code.rawValue)")
        }
    }

    @Test(arguments: fixtures) func fixtureReportsExactly(_ name: String) throws {
        let lines = try FixtureSite.checkLines(Self.folder + "/" + name)
        let expectedPath = Self.folder + "/" + name + "/expected.txt"
        if FixtureSite.isRecording {
            try (lines.joined(separator: "\n") + "\n").write(toFile: expectedPath, atomically: true, encoding: .utf8)
            Issue.record("re-recorded \(expectedPath)")
            return
        }
        let expected = try String(contentsOfFile: expectedPath, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines == expected)
        let code = String(name.prefix(5))
        #expect(lines.contains { $0.contains("[\(code)]") }, "the fixture for \(code) does not report \(code)")
    }
}

/// The manual's diagnostics table (`Docs/diagnostics.md`) lists every code with its severity and
/// meaning, and gives each code a section with an example (`### SP101`) that is the code's
/// `explanation` (what `specimen explain` prints), word for word.
@Suite struct ManualDiagnosticsTableTests {
    static let path = RepositoryPaths.root + "/Docs/diagnostics.md"

    @Test func everyCodeIsDocumented() throws {
        let manual = try String(contentsOfFile: Self.path, encoding: .utf8)
        for code in DiagnosticCode.allCases {
            #expect(manual.contains("| \(code.rawValue) | \(code.severity.rawValue) | \(code.summary) |"), "Docs/diagnostics.md lacks \(code.rawValue)")
        }
    }

    @Test func everyCodeHasAnExample() throws {
        let headings = Set(try String(contentsOfFile: Self.path, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("### ") })
        for code in DiagnosticCode.allCases {
            #expect(headings.contains("### \(code.rawValue)"), "Docs/diagnostics.md has no section `### \(code.rawValue)`")
        }
    }

    /// The body of each `### SPnnn` section, by code: up to the next heading (a `#` line outside
    /// code blocks).
    static func sections(of manual: String) -> [String: String] {
        var sections: [String: String] = [:]
        var current: String?
        var lines: [Substring] = []
        var fence: Substring?
        func close() {
            if let current { sections[current] = lines.joined(separator: "\n").trimmingCharacters(in: .newlines) }
        }
        for line in manual.split(separator: "\n", omittingEmptySubsequences: false) {
            let backticks = line.prefix { $0 == "`" }
            if let open = fence {
                if line == open { fence = nil }
            } else if backticks.count >= 3 {
                fence = backticks
            }
            if fence == nil, backticks.isEmpty, line.hasPrefix("#") {
                close()
                current = line.hasPrefix("### SP") ? String(line.dropFirst(4)) : nil
                lines = []
            } else {
                lines.append(line)
            }
        }
        close()
        return sections
    }

    @Test func everyCodesSectionIsItsExplanation() throws {
        let sections = Self.sections(of: try String(contentsOfFile: Self.path, encoding: .utf8))
        #expect(Set(sections.keys) == Set(DiagnosticCode.allCases.map(\.rawValue)))
        for code in DiagnosticCode.allCases {
            let expected = code.explanation.markdown
            #expect(sections[code.rawValue] == expected, """
                Docs/diagnostics.md's section `### \(code.rawValue)` differs from `DiagnosticCode.explanation` \
                (Sources/SpecimenKit/Diagnostics/DiagnosticCode+Explanation.swift); change both. It should read:
                \(expected)
                """)
        }
    }

    @Test func sectionsAreSplitAtHeadingsAndNotAtCode() {
        let manual = "# T\n\n### SP001\n\nMeaning.\n\n```yaml\n# a comment\n```\n\nFix: this.\n\n## Next\n\ntext\n\n### SP002\n\nTwo.\n"
        #expect(Self.sections(of: manual) == ["SP001": "Meaning.\n\n```yaml\n# a comment\n```\n\nFix: this.", "SP002": "Two."])
    }
}
