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

    /// How binding the level is: `may` 0, `should` and `should-not` 1, `must` and `must-not` 2.
    /// The one place the order of the levels is written; the change log reads it to tell a
    /// tightened rule (breaking) from a loosened one.
    package var strength: Int {
        switch self {
        case .may: 0
        case .should, .shouldNot: 1
        case .must, .mustNot: 2
        }
    }

    /// True for `must-not` and `should-not`: the rule forbids rather than asks.
    package var forbids: Bool { self == .mustNot || self == .shouldNot }

    /// True when a rule at `self` asks more of a design than at `older`: a stronger level
    /// (`should` → `must`, `may` → anything else), or a rule turned round (`must` → `must-not`,
    /// `must` → `should-not`), which discourages what designs were asked to do. `must` →
    /// `should` and anything → `may` loosen.
    package func tightens(_ older: RuleLevel) -> Bool {
        if self == .may { return false }
        if older != .may, forbids != older.forbids { return true }
        return strength > older.strength
    }
}
