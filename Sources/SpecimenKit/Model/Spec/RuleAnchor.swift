/// The stable anchor of a rule on its page, `rule-<component>-<id>`, so designers can share a
/// link to one rule and `rules/` can link to it.
public enum RuleAnchor {
    public static func id(component: String, rule: String) -> String {
        "rule-\(component)-\(rule)"
    }
}
