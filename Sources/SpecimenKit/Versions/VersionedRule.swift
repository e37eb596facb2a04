/// A rule of one version as the change log compares it: the rule, the platforms it applies to
/// and the captions of the do/don't blocks that show it. Read from `RuleIndex`, which already
/// pairs each rule with its component and examples in registry order, so the change log lists
/// rules in the order their pages do.
package struct VersionedRule: Sendable {
    package var componentID: String
    package var rule: Rule
    /// The rule's platforms, or its component's when it names none.
    package var platforms: [String]
    /// The do/don't blocks naming the rule, in page order.
    package var exampleBlocks: [RuleIndex.Example]

    /// `do: Keep to a few short tabs.`, one per example block naming the rule, in page order:
    /// made when a change log compares the rule, not for each of 50,000 rules of every version.
    package var examples: [String] {
        exampleBlocks.map { "\($0.kind.rawValue): \($0.caption)" }
    }

    /// Every rule with an id of `site`, in registry order then page order; a rule whose id repeats
    /// within its component (SP203) counts once, as first written.
    package static func all(of site: Site) -> [VersionedRule] {
        all(in: RuleIndex(site: site))
    }

    /// `all(of:)` from the site's rule index, for a caller that has one already.
    package static func all(in index: RuleIndex) -> [VersionedRule] {
        var seen = Set<RuleHistory.Key>(minimumCapacity: index.entries.count)
        return index.entries.compactMap { entry in
            guard let id = entry.rule.id, seen.insert(RuleHistory.Key(component: entry.componentID, rule: id)).inserted else { return nil }
            return VersionedRule(componentID: entry.componentID, rule: entry.rule, platforms: entry.platforms, exampleBlocks: index.examples[entry.anchor] ?? [])
        }
    }

    /// The rule in one line: `must: Show at most four tabs. (tabs ≤ 4)`, with its platforms when
    /// it names them.
    package var summary: String {
        var line = (rule.levelText ?? rule.level?.rawValue ?? "no level") + ": " + (rule.text ?? "")
        if !rule.bounds.isEmpty { line += " (" + [rule.property, rule.bounds.summary].compactMap { $0 }.joined(separator: " ") + ")" }
        if !rule.platforms.isEmpty { line += " on " + rule.platforms.joined(separator: ", ") }
        return line
    }
}
