import Foundation
import SpecimenFormats
import SpecimenKit

/// Formats diagnostics and the closing summary in each `OutputFormat`. Diagnostics arrive sorted.
///
/// Diagnostics quote content (file names, link targets, keys), and content may hold characters a
/// terminal or a CI log acts on instead of showing (issue 20 point 9): ESC sequences that clear
/// the screen or set the clipboard (OSC 52), a carriage return or backspaces that rewrite the
/// line, a line feed that fakes another diagnostic, bidi overrides that reorder it. Every format
/// passes its text through `escapingControls` here, and nowhere else decides what is unsafe.
package struct DiagnosticPrinter: Sendable {
    package let format: OutputFormat
    package let usesColour: Bool
    /// Where the diagnosed files are read from, for SARIF's code-point columns; nil keeps byte columns.
    package let sources: (any FileSystem)?

    package init(format: OutputFormat, usesColour: Bool = false, sources: (any FileSystem)? = nil) {
        self.format = format
        self.usesColour = usesColour
        self.sources = sources
    }

    /// The text for standard output (json, github, sarif) or standard error (human).
    /// `error` says why the command could not run (exit status 2): json and sarif carry it (the
    /// `error` member; an invocation that did not succeed, with the reason as its notification),
    /// so a tool that asked for them always gets a whole document; people get it from `fail`.
    package func render(_ diagnostics: [Diagnostic], pages: Int, error: String? = nil) -> String {
        switch format {
        case .human: diagnostics.map(human).joined()
        case .github: diagnostics.map(github).joined()
        case .json: Self.escapingControlsInJSON(json(diagnostics, pages: pages, error: error))
        case .sarif: Self.escapingControlsInJSON(sarif(diagnostics, error: error))
        }
    }

    private func sarif(_ diagnostics: [Diagnostic], error: String?) -> String {
        guard let sources else { return SARIFReport(diagnostics: diagnostics, version: SpecimenCLI.version, error: error).encoded() }
        let columns = CodePointColumns(fileSystem: sources)
        return SARIFReport(diagnostics: diagnostics, version: SpecimenCLI.version, column: columns.column(of:), error: error).encoded()
    }

    // MARK: - control characters

    /// True for a character a terminal or a log viewer acts on instead of showing: the C0
    /// controls (tab, line feed and carriage return included), DEL, the C1 controls
    /// (U+0080–U+009F: U+009B is CSI on many terminals), the bidi marks, embeddings, overrides
    /// and isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), and the line and
    /// paragraph separators (U+2028, U+2029).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` with each character `isControl` names written as Swift writes it in a string
    /// literal, `\u{1B}` (its code point in upper-case hex), so the reader sees that something
    /// is there and what. Backslashes are left alone: the text is for reading, not for parsing back.
    package static func escapingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                escaped.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    /// A JSON document with each character `isControl` names written as a `\u` escape. The
    /// encoder escapes C0 controls already but writes DEL, C1 and bidi characters as they are,
    /// which is valid JSON but not safe to `cat`. Outside strings JSON has only ASCII and its
    /// whitespace (kept: tab, line feed, carriage return), so every other such character is
    /// inside a string, where the escape means the same character: a decoder gets the text back.
    static func escapingControlsInJSON(_ json: String) -> String {
        func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
            isControl(scalar) && scalar != "\n" && scalar != "\t" && scalar != "\r"
        }
        guard json.unicodeScalars.contains(where: needsEscape) else { return json }
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if needsEscape(scalar) {
                let hex = String(scalar.value, radix: 16)
                escaped.append(contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    // MARK: - human

    private func human(_ diagnostic: Diagnostic) -> String {
        let location = "\(Self.escapingControls(diagnostic.location.file)):\(diagnostic.location.line):\(diagnostic.location.column)"
        let label = "\(diagnostic.severity.rawValue)[\(diagnostic.code.rawValue)]"
        let colouredLabel = usesColour ? "\u{1B}[1;\(diagnostic.severity == .error ? "31" : "33")m\(label)\u{1B}[0m" : label
        var text = "\(location): \(colouredLabel): \(Self.escapingControls(diagnostic.message))\n"
        if let hint = diagnostic.hint { text += "  hint: \(Self.escapingControls(hint))\n" }
        return text
    }

    // MARK: - github

    private func github(_ diagnostic: Diagnostic) -> String {
        let command = diagnostic.severity == .error ? "error" : "warning"
        let properties = [
            "file=\(escapeProperty(Self.escapingControls(diagnostic.location.file)))", "line=\(diagnostic.location.line)",
            "col=\(diagnostic.location.column)", "title=\(escapeProperty("Specimen \(diagnostic.code.rawValue)"))",
        ].joined(separator: ",")
        let message = diagnostic.message + (diagnostic.hint.map { " (\($0))" } ?? "")
        return "::\(command) \(properties)::\(escapeData(Self.escapingControls(message)))\n"
    }

    private func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    private func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    // MARK: - json

    /// `{"diagnostics": [{severity, code, file, line, column, message, hint}], "summary": {errors,
    /// warnings, pages}, "error": why the command could not run (exit status 2), left out otherwise}`.
    private func json(_ diagnostics: [Diagnostic], pages: Int, error: String?) -> String {
        func integer(_ value: Int) -> JSONNode { JSONNode(.number(Double(value))) }
        let entries = diagnostics.map {
            JSONNode(members: [
                ("severity", JSONNode(.string($0.severity.rawValue))), ("code", JSONNode(.string($0.code.rawValue))),
                ("file", JSONNode(.string($0.location.file))), ("line", integer($0.location.line)), ("column", integer($0.location.column)),
                ("message", JSONNode(.string($0.message))), ("hint", $0.hint.map { JSONNode(.string($0)) }),
            ])
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let summary = JSONNode(members: [("errors", integer(errors)), ("warnings", integer(diagnostics.count - errors)), ("pages", integer(pages))])
        let report = JSONNode(members: [("diagnostics", JSONNode(.array(entries))), ("summary", summary), ("error", error.map { JSONNode(.string($0)) })])
        return JSONWriter(.encoderPretty).text(report) + "\n"
    }

    /// The one-line summary people see at the end (`3 errors, 1 warning in 42 pages`).
    package static func summary(_ diagnostics: [Diagnostic], pages: Int) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(plural(errors, "error")), \(plural(warnings, "warning")) in \(plural(pages, "page"))"
    }
}
