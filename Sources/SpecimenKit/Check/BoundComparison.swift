/// Compares a rule's bounds with the registry's bounds for the same property (SP204). A rule may
/// be stricter than the registry, never looser, and never impossible: `max: 5` where the registry
/// says `max: 3` contradicts it, as does `min: 4px` where it says `min: 8px`. Dimensions are
/// compared with units (`1rem` is 16 px); values of different unit families cannot be compared.
package struct BoundComparison: Sendable {
    /// One contradiction: the rule's bound key (`min`, `max`, `equals`) and why.
    package struct Contradiction: Sendable, Hashable {
        package var key: String
        package var message: String
    }

    package init() {}

    package func contradictions(rule: Bounds, registry: Bounds, type: PropertySpec.ValueType) -> [Contradiction] {
        var found: [Contradiction] = []
        let ruleBounds: [(String, BoundValue)] = [("min", rule.min), ("max", rule.max), ("equals", rule.equals)].compactMap { key, value in value.map { (key, $0) } }
        for (key, value) in ruleBounds {
            if let problem = typeProblem(value, type: type, key: key) {
                found.append(Contradiction(key: key, message: problem))
                continue
            }
            guard let ruleValue = value.normalised else {
                if key == "equals", let fixed = registry.equals, fixed.normalised == nil, fixed != value {
                    found.append(Contradiction(key: key, message: "`equals: \(value)` differs from the registry's `equals: \(fixed)`"))
                }
                continue
            }
            for (registryKey, registryBound) in [("min", registry.min), ("max", registry.max), ("equals", registry.equals)] {
                guard let registryBound, let registryValue = registryBound.normalised else { continue }
                guard ruleValue.family == registryValue.family else {
                    found.append(Contradiction(key: key, message: "`\(key): \(value)` is \(ruleValue.family), but the registry's `\(registryKey): \(registryBound)` is \(registryValue.family)"))
                    break
                }
                if let message = compare(key: key, value: value, ruleValue.value, registryKey: registryKey, bound: registryBound, registryValue.value) {
                    found.append(Contradiction(key: key, message: message))
                }
            }
        }
        if let min = rule.min?.normalised, let max = rule.max?.normalised, min.family == max.family, min.value > max.value {
            found.append(Contradiction(key: "min", message: "the rule's `min: \(rule.min!)` is above its own `max: \(rule.max!)`"))
        }
        return found
    }

    private func compare(key: String, value: BoundValue, _ a: Double, registryKey: String, bound: BoundValue, _ b: Double) -> String? {
        // The message is made only for a conflict: most bounds agree, and making it for every
        // comparison was most of checking them.
        func conflict(_ relation: String) -> String { "`\(key): \(value)` \(relation) the registry's `\(registryKey): \(bound)`" }
        switch (key, registryKey) {
        case ("max", "max") where a > b: return conflict("allows more than")
        case ("min", "min") where a < b: return conflict("allows less than")
        case ("max", "min") where a < b, ("equals", "min") where a < b: return conflict("is below")
        case ("min", "max") where a > b, ("equals", "max") where a > b: return conflict("is above")
        case ("max", "equals") where a < b: return conflict("excludes")
        case ("min", "equals") where a > b: return conflict("excludes")
        case ("equals", "equals") where a != b: return conflict("differs from")
        default: return nil
        }
    }

    private func typeProblem(_ value: BoundValue, type: PropertySpec.ValueType, key: String) -> String? {
        switch (type, value) {
        case (.integer, .number(let number, nil)):
            return number == number.rounded() ? nil : "`\(key): \(value)` must be a whole number: the property is an integer"
        case (.number, .number(_, nil)):
            return nil
        case (.dimension, .number(_, let unit?)):
            return UnitFamily.units[unit] == nil ? "`\(key): \(value)`: `\(unit)` is not a unit Specimen knows (px, pt, dp, rem, em, %, ms, s)" : nil
        case (.dimension, _):
            return "`\(key): \(value)` needs a unit: the property is a dimension"
        case (.integer, _), (.number, _):
            return "`\(key): \(value)` must be a plain number: the property is \(type == .integer ? "an integer" : "a number")"
        case (.string, _), (.boolean, _):
            return key == "equals" ? nil : "a \(type.rawValue) property takes `equals`, not `\(key)`"
        }
    }
}
