import Foundation
import SpecimenKit

/// Formats diagnostics and the closing summary in each `OutputFormat`. Diagnostics arrive sorted.
public struct DiagnosticPrinter: Sendable {
    public let format: OutputFormat
    public let usesColour: Bool
    /// Where the diagnosed files are read from, for SARIF's code-point columns; nil keeps byte columns.
    public let sources: (any FileSystem)?

    public init(format: OutputFormat, usesColour: Bool = false, sources: (any FileSystem)? = nil) {
        self.format = format
        self.usesColour = usesColour
        self.sources = sources
    }

    /// The text for standard output (json, github) or standard error (human).
    public func render(_ diagnostics: [Diagnostic], pages: Int) -> String {
        switch format {
        case .human: diagnostics.map(human).joined()
        case .github: diagnostics.map(github).joined()
        case .json: json(diagnostics, pages: pages)
        case .sarif: sarif(diagnostics)
        }
    }

    private func sarif(_ diagnostics: [Diagnostic]) -> String {
        guard let sources else { return SARIFReport(diagnostics: diagnostics, version: SpecimenCLI.version).encoded() }
        let columns = CodePointColumns(fileSystem: sources)
        return SARIFReport(diagnostics: diagnostics, version: SpecimenCLI.version, column: columns.column(of:)).encoded()
    }

    // MARK: - human

    private func human(_ diagnostic: Diagnostic) -> String {
        let location = "\(diagnostic.location.file):\(diagnostic.location.line):\(diagnostic.location.column)"
        let label = "\(diagnostic.severity.rawValue)[\(diagnostic.code.rawValue)]"
        let colouredLabel = usesColour ? "\u{1B}[1;\(diagnostic.severity == .error ? "31" : "33")m\(label)\u{1B}[0m" : label
        var text = "\(location): \(colouredLabel): \(diagnostic.message)\n"
        if let hint = diagnostic.hint { text += "  hint: \(hint)\n" }
        return text
    }

    // MARK: - github

    private func github(_ diagnostic: Diagnostic) -> String {
        let command = diagnostic.severity == .error ? "error" : "warning"
        let properties = [
            "file=\(escapeProperty(diagnostic.location.file))", "line=\(diagnostic.location.line)",
            "col=\(diagnostic.location.column)", "title=\(escapeProperty("Specimen \(diagnostic.code.rawValue)"))",
        ].joined(separator: ",")
        let message = diagnostic.message + (diagnostic.hint.map { " (\($0))" } ?? "")
        return "::\(command) \(properties)::\(escapeData(message))\n"
    }

    private func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    private func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    // MARK: - json

    private struct Report: Encodable {
        struct Entry: Encodable {
            var severity: String, code: String, file: String, line: Int, column: Int, message: String, hint: String?
        }
        struct Summary: Encodable { var errors: Int, warnings: Int, pages: Int }
        var diagnostics: [Entry]
        var summary: Summary
    }

    private func json(_ diagnostics: [Diagnostic], pages: Int) -> String {
        let report = Report(
            diagnostics: diagnostics.map {
                .init(severity: $0.severity.rawValue, code: $0.code.rawValue, file: $0.location.file, line: $0.location.line,
                      column: $0.location.column, message: $0.message, hint: $0.hint)
            },
            summary: .init(errors: diagnostics.filter { $0.severity == .error }.count,
                           warnings: diagnostics.filter { $0.severity == .warning }.count, pages: pages))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The one-line summary people see at the end (`3 errors, 1 warning in 42 pages`).
    public static func summary(_ diagnostics: [Diagnostic], pages: Int) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(plural(errors, "error")), \(plural(warnings, "warning")) in \(plural(pages, "page"))"
    }
}
