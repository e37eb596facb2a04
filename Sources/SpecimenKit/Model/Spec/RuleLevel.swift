import Foundation

/// How binding a rule is, in RFC 2119 words. The word is always shown, never colour alone.
package enum RuleLevel: String, Sendable, Hashable, CaseIterable, Codable {
    case must
    case mustNot = "must-not"
    case should
    case shouldNot = "should-not"
    case may

    /// The RFC 2119 keyword as it is written in specifications: `MUST NOT`.
    /// (Spelled out: it is printed for every rule of every table, index and export.)
    package var keyword: String {
        switch self {
        case .must: "MUST"
        case .mustNot: "MUST NOT"
        case .should: "SHOULD"
        case .shouldNot: "SHOULD NOT"
        case .may: "MAY"
        }
    }
}
