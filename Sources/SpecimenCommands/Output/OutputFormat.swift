import ArgumentParser

/// How diagnostics are printed (Docs/diagnostics.md, How diagnostics are printed).
package enum OutputFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// `file:line:column: error[SP101]: message`, for people and editors; coloured on a terminal.
    case human
    /// GitHub Actions workflow commands, which become annotations on the changed lines.
    case github
    /// `{"diagnostics": […], "summary": {…}}`, for tools.
    case json
    /// A SARIF 2.1.0 log, for code scanning (GitHub's `upload-sarif`).
    case sarif
}
