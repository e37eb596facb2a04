/// The stable anchor of a rule on its page, `rule-<component>-<id>`, so designers can share a
/// link to one rule and `rules/` can link to it.
package enum RuleAnchor {
    package static func id(component: String, rule: String) -> String {
        "rule-\(component)-\(rule)"
    }

    /// Whether `fragment` is `id(component:rule:)`, without making the anchor unless the
    /// lengths agree (every `#` link on every page is checked against every rule of its target).
    package static func matches(_ fragment: String, component: String, rule: String) -> Bool {
        fragment.utf8.count == 6 + component.utf8.count + rule.utf8.count && fragment == id(component: component, rule: rule)
    }
}
