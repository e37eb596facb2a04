import SpecimenFormats

/// Members of a token other than the DTCG `$` properties: a child token (an error, since a token
/// cannot be a group) or vendor data such as Primer's `"alpha": 0.15` beside `$value`, which
/// real sets write and Style Dictionary ignores (a warning that says where DTCG puts it).
extension TokenFileParser {
    /// True when `node` is a token or a group holding one: a member that would be a child token.
    static func holdsTokens(_ node: JSONNode) -> Bool {
        var pending = [node]
        while let next = pending.popLast() {
            guard let members = next.members else { continue }
            if members.contains(where: { $0.key == "$value" }) { return true }
            pending += members.map(\.value)
        }
        return false
    }

    /// Where the member belongs in DTCG: an `alpha` of a colour in the colour itself (as
    /// `#rrggbbaa` when the colour is written as a string), anything under `$extensions`.
    static func vendorMemberHint(_ member: JSONNode.Member, value: JSONNode, type: TokenType?) -> String {
        var written = JSONWriter(.compact).text(member.value)
        if written.count > 40 { written = String(written.prefix(39)) + "…" }
        let extensions = "move it under `$extensions` with your reverse domain name (`\"$extensions\": {\"org.example\": {\"\(member.key)\": \(written)}}`)"
        guard member.key == "alpha", type == .color || type == nil, let alpha = member.value.number, (0...1).contains(alpha) else {
            return "DTCG has no `\(member.key)` member: " + extensions
        }
        var folded = "`{\"colorSpace\": \"srgb\", \"components\": [...], \"alpha\": \(written)}`"
        if let text = value.string, var color = Color(css: text) {
            color.alpha = alpha
            folded = "`\"\(color.hex)\"`, or " + folded
        }
        return "DTCG has no `alpha` member: fold it into the colour's `$value` (\(folded)), or " + extensions
    }
}
