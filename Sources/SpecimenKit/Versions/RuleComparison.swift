/// The differences between two versions of one rule, field by field, and which of them tighten
/// it (issue 25 point 4): a design that met the older rule may fail the newer one when its level
/// is stronger, its `max` lower, its `min` higher, its `equals` new or different, or a platform
/// it applied to is gone. Loosening (`must` → `should`, a bound removed or relaxed) is a change,
/// not a break. A bound that cannot be compared (a new unit family, text) is a change only.
package enum RuleComparison {
    /// The changes from `old` to `new`, in a fixed field order, about `subject`.
    package static func changes(from old: VersionedRule, to new: VersionedRule, subject: VersionChange.Subject) -> [VersionChange] {
        var changes: [VersionChange] = []
        func add(_ aspect: String, _ before: String?, _ after: String?, breaking: Bool = false) {
            guard before != after else { return }
            changes.append(VersionChange(kind: .ruleChanged, subject: subject, aspect: aspect, old: before, new: after, isBreaking: breaking))
        }
        let (a, b) = (old.rule, new.rule)
        let levelTightens = a.level.flatMap { before in b.level.map { $0.tightens(before) } } ?? false
        add("level", a.levelText ?? a.level?.rawValue, b.levelText ?? b.level?.rawValue, breaking: levelTightens)
        add("property", a.property, b.property)
        add("min", a.bounds.min?.raw, b.bounds.min?.raw, breaking: isTighter(b.bounds.min, than: a.bounds.min, lower: false))
        add("max", a.bounds.max?.raw, b.bounds.max?.raw, breaking: isTighter(b.bounds.max, than: a.bounds.max, lower: true))
        add("equals", a.bounds.equals?.raw, b.bounds.equals?.raw, breaking: b.bounds.equals != nil)
        add("text", a.text, b.text)
        if a.platforms != b.platforms {
            let kept = Set(new.platforms)
            add("platforms", list(old.platforms), list(new.platforms), breaking: old.platforms.contains { !kept.contains($0) })
        }
        add("examples", list(old.examples, separator: "; "), list(new.examples, separator: "; "))
        return changes
    }

    /// True when a rule added at this level asks something new of every design (`must`, `must-not`).
    package static func isBreakingAddition(_ rule: Rule) -> Bool {
        rule.level?.strength == RuleLevel.must.strength
    }

    /// True when `new` constrains more than `old`: a bound where there was none, or one that is
    /// lower (for a `max`) or higher (for a `min`) in the same unit family.
    static func isTighter(_ new: BoundValue?, than old: BoundValue?, lower: Bool) -> Bool {
        guard let new else { return false }
        guard let old else { return true }
        guard let x = old.normalised, let y = new.normalised, x.family == y.family else { return false }
        return lower ? y.value < x.value : y.value > x.value
    }

    /// Items as one line (`ios, android`), nil for none, so that "none" reads the same everywhere.
    static func list(_ items: [String], separator: String = ", ") -> String? {
        items.isEmpty ? nil : items.joined(separator: separator)
    }
}
