import Foundation
import SpecimenKit

/// Diagnostics as a SARIF 2.1.0 log (`--format sarif`), the format GitHub code scanning and
/// other tools read: one run of the tool "Specimen", a rule per diagnostic code (its summary and
/// severity), a result per diagnostic with its file (relative URI), line, column and message.
/// Columns are Unicode code points, as the log declares (`columnKind`): Specimen's own columns
/// count UTF-8 bytes, so they are converted from the source line (`CodePointColumns`).
struct SARIFReport: Encodable {
    let version = "2.1.0"
    let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
        case version, runs
        case schema = "$schema"
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
        var columnKind = "unicodeCodePoints"
        /// Only for a run that could not finish (exit status 2): one invocation that did not
        /// succeed, with the reason as its notification; left out otherwise.
        var invocations: [Invocation]?
    }

    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]
    }

    struct Notification: Encodable {
        var level: String
        var message: Message
    }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        var name = "Specimen"
        var version: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable { var level: String }
    struct Message: Encodable { var text: String }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
    }

    struct Location: Encodable { var physicalLocation: PhysicalLocation }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId = "%SRCROOT%"
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    /// `column` gives a diagnostic's column in code points (its byte column on ASCII lines);
    /// `error` says why the command could not run, when it could not.
    init(diagnostics: [Diagnostic], version: String, column: (SourceLocation) -> Int = \.column, error: String? = nil) {
        let codes = DiagnosticCode.allCases
        let rules = codes.map { code in
            Rule(id: code.rawValue, name: "\(code)", shortDescription: Message(text: code.summary),
                 defaultConfiguration: Configuration(level: code.severity == .error ? "error" : "warning"))
        }
        let results = diagnostics.map { diagnostic in
            Result(ruleId: diagnostic.code.rawValue, ruleIndex: codes.firstIndex(of: diagnostic.code) ?? 0,
                   level: diagnostic.severity == .error ? "error" : "warning",
                   message: Message(text: diagnostic.message + (diagnostic.hint.map { " (hint: \($0))" } ?? "")),
                   locations: [Location(physicalLocation: PhysicalLocation(
                       artifactLocation: ArtifactLocation(uri: Self.uri(diagnostic.location.file)),
                       region: Region(startLine: max(diagnostic.location.line, 1), startColumn: max(column(diagnostic.location), 1))))])
        }
        let invocations = error.map { [Invocation(executionSuccessful: false, toolExecutionNotifications: [Notification(level: "error", message: Message(text: $0))])] }
        runs = [Run(tool: Tool(driver: Driver(version: version, rules: rules)), results: results, invocations: invocations)]
    }

    /// A relative path as a URI reference: each segment percent-encoded (spaces, `#`, `?`).
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "#?%;")
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .map { String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }.joined(separator: "/")
    }

    func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
