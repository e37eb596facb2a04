/// One guideline rule from a spec block: "Show at most three fixed tabs" as data, with the
/// property and bound it constrains so that it can be checked against the registry.
package struct Rule: Sendable, Hashable {
    /// The stored fields, in one shared immutable box (see `Page`: rules are copied into the
    /// rule index, the views and the checks, tens of thousands of them on a large site).
    private struct Fields: Sendable, Hashable {
        var id: String?
        var level: RuleLevel?
        var levelText: String?
        var text: String?
        var property: String?
        var bounds: Bounds
        var platforms: [String]
        var since: String?
        var location: SourceLocation
        var valueLocations: KeyLocations
        var platformLocations: [SourceLocation]
    }

    private final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    package init(id: String? = nil, level: RuleLevel? = nil, levelText: String? = nil, text: String? = nil, property: String? = nil,
                bounds: Bounds = Bounds(), platforms: [String] = [], since: String? = nil, location: SourceLocation,
                valueLocations: KeyLocations = [:], platformLocations: [SourceLocation] = []) {
        box = Box(Fields(id: id, level: level, levelText: levelText, text: text, property: property, bounds: bounds, platforms: platforms,
                         since: since, location: location, valueLocations: valueLocations, platformLocations: platformLocations))
    }

    /// Changes one field: a new box, so that copies made before keep their values.
    private mutating func change(_ edit: (inout Fields) -> Void) {
        var fields = box.fields
        edit(&fields)
        box = Box(fields)
    }

    package static func == (left: Rule, right: Rule) -> Bool {
        left.box === right.box || left.box.fields == right.box.fields
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(box.fields)
    }

    package var id: String? { get { box.fields.id } set { change { $0.id = newValue } } }
    package var level: RuleLevel? { get { box.fields.level } set { change { $0.level = newValue } } }
    /// The level as written, kept when it is not one of the five.
    package var levelText: String? { get { box.fields.levelText } set { change { $0.levelText = newValue } } }
    package var text: String? { get { box.fields.text } set { change { $0.text = newValue } } }
    package var property: String? { get { box.fields.property } set { change { $0.property = newValue } } }
    package var bounds: Bounds { get { box.fields.bounds } set { change { $0.bounds = newValue } } }
    /// Platforms the rule applies to; empty means the component's platforms.
    package var platforms: [String] { get { box.fields.platforms } set { change { $0.platforms = newValue } } }
    /// The design-system version that introduced the rule.
    package var since: String? { get { box.fields.since } set { change { $0.since = newValue } } }
    /// Where the rule's list item starts.
    package var location: SourceLocation { get { box.fields.location } set { change { $0.location = newValue } } }
    /// Where each key's value is, by key.
    package var valueLocations: KeyLocations { get { box.fields.valueLocations } set { change { $0.valueLocations = newValue } } }
    /// Where each platform is written, by index.
    package var platformLocations: [SourceLocation] { get { box.fields.platformLocations } set { change { $0.platformLocations = newValue } } }

    /// The keys a rule may have, from its definition (`Rule.schema`).
    package static let knownKeys = schema.keys
}
