/// The `min`, `max` and `equals` of a registry property or a rule.
package struct Bounds: Sendable, Hashable {
    package var min: BoundValue?
    package var max: BoundValue?
    package var equals: BoundValue?
    /// Where each bound's value is, by name (`min`, `max`, `equals`).
    package var locations: KeyLocations

    package init(min: BoundValue? = nil, max: BoundValue? = nil, equals: BoundValue? = nil, locations: KeyLocations = [:]) {
        self.min = min
        self.max = max
        self.equals = equals
        self.locations = locations
    }

    /// True when no bound is set.
    package var isEmpty: Bool { min == nil && max == nil && equals == nil }

    /// As a person reads it: `≤ 3`, `≥ 8 px`, `2–3`, `= 2`.
    package var summary: String {
        if let equals { return "= \(equals)" }
        switch (min, max) {
        case let (min?, max?): return "\(min) – \(max)"
        case let (min?, nil): return "≥ \(min)"
        case let (nil, max?): return "≤ \(max)"
        default: return ""
        }
    }
}
