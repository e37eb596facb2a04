import Foundation
import SpecimenFormats
import SpecimenKit

/// Diagnostics as a SARIF 2.1.0 log (`--format sarif`), the format GitHub code scanning and
/// other tools read: one run of the tool "Specimen", a rule per diagnostic code (its summary and
/// severity), a result per diagnostic with its file (relative URI), line, column and message.
/// Columns are Unicode code points, as the log declares (`columnKind`): Specimen's own columns
/// count UTF-8 bytes, so they are converted from the source line (`CodePointColumns`).
struct SARIFReport {
    /// The log as JSON; members are sorted when written.
    let log: JSONNode

    /// `column` gives a diagnostic's column in code points (its byte column on ASCII lines);
    /// `error` says why the command could not run, when it could not.
    init(diagnostics: [Diagnostic], version: String, column: (SourceLocation) -> Int = \.column, error: String? = nil) {
        func text(_ value: String) -> JSONNode { JSONNode(.string(value)) }
        func integer(_ value: Int) -> JSONNode { JSONNode(.number(Double(value))) }
        func message(_ value: String) -> JSONNode { JSONNode(members: [("text", text(value))]) }
        let codes = DiagnosticCode.allCases
        let rules = codes.map { code in
            JSONNode(members: [("id", text(code.rawValue)), ("name", text("\(code)")), ("shortDescription", message(code.summary)),
                               ("defaultConfiguration", JSONNode(members: [("level", text(code.severity == .error ? "error" : "warning"))]))])
        }
        let results = diagnostics.map { diagnostic in
            let region = JSONNode(members: [("startLine", integer(max(diagnostic.location.line, 1))),
                                            ("startColumn", integer(max(column(diagnostic.location), 1)))])
            let physical = JSONNode(members: [
                ("artifactLocation", JSONNode(members: [("uri", text(Self.uri(diagnostic.location.file))), ("uriBaseId", text("%SRCROOT%"))])),
                ("region", region),
            ])
            return JSONNode(members: [
                ("ruleId", text(diagnostic.code.rawValue)), ("ruleIndex", integer(codes.firstIndex(of: diagnostic.code) ?? 0)),
                ("level", text(diagnostic.severity == .error ? "error" : "warning")),
                ("message", message(diagnostic.message + (diagnostic.hint.map { " (hint: \($0))" } ?? ""))),
                ("locations", JSONNode(.array([JSONNode(members: [("physicalLocation", physical)])]))),
            ])
        }
        // Only for a run that could not finish (exit status 2): one invocation that did not
        // succeed, with the reason as its notification; left out otherwise.
        let invocations = error.map { reason in
            JSONNode(.array([JSONNode(members: [
                ("executionSuccessful", JSONNode(.bool(false))),
                ("toolExecutionNotifications", JSONNode(.array([JSONNode(members: [("level", text("error")), ("message", message(reason))])]))),
            ])]))
        }
        let driver = JSONNode(members: [("name", text("Specimen")), ("version", text(version)), ("rules", JSONNode(.array(rules)))])
        let run = JSONNode(members: [("tool", JSONNode(members: [("driver", driver)])), ("results", JSONNode(.array(results))),
                                     ("columnKind", text("unicodeCodePoints")), ("invocations", invocations)])
        log = JSONNode(members: [("version", text("2.1.0")), ("$schema", text("https://json.schemastore.org/sarif-2.1.0.json")),
                                 ("runs", JSONNode(.array([run])))])
    }

    /// A relative path as a URI reference: each segment percent-encoded (spaces, `#`, `?`).
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "#?%;")
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .map { String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }.joined(separator: "/")
    }

    func encoded() -> String {
        JSONWriter(.encoderPretty).text(log) + "\n"
    }
}
