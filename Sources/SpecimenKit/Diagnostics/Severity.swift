/// How bad a diagnostic is: errors stop a build, warnings stop it only under `--strict`.
public enum Severity: String, Sendable, Hashable, Comparable, Codable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
