/// One problem found in the content, as data: collected by every stage and reported together,
/// never thrown, so one run shows every problem.
public struct Diagnostic: Sendable, Hashable, Codable {
    public var severity: Severity
    public var code: DiagnosticCode
    public var location: SourceLocation
    public var message: String
    /// A fix-it, such as "did you mean `navigation-bar`?", when one exists.
    public var hint: String?

    public init(_ code: DiagnosticCode, at location: SourceLocation, _ message: String, hint: String? = nil) {
        self.severity = code.severity
        self.code = code
        self.location = location
        self.message = message
        self.hint = hint
    }
}

extension Array where Element == Diagnostic {
    /// Sorted by file, line, column, then code and message, for stable output.
    public func sortedForOutput() -> [Diagnostic] {
        sorted { ($0.location, $0.code.rawValue, $0.message) < ($1.location, $1.code.rawValue, $1.message) }
    }

    /// True when any diagnostic is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
