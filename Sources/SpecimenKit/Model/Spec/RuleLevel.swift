import Foundation

/// How binding a rule is, in RFC 2119 words. The word is always shown, never colour alone.
public enum RuleLevel: String, Sendable, Hashable, CaseIterable, Codable {
    case must
    case mustNot = "must-not"
    case should
    case shouldNot = "should-not"
    case may

    /// The RFC 2119 keyword as it is written in specifications: `MUST NOT`.
    public var keyword: String {
        rawValue.replacingOccurrences(of: "-", with: " ").uppercased()
    }
}
