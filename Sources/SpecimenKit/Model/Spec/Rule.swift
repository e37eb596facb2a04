/// One guideline rule from a spec block: "Show at most three fixed tabs" as data, with the
/// property and bound it constrains so that it can be checked against the registry.
public struct Rule: Sendable, Hashable {
    public var id: String?
    public var level: RuleLevel?
    /// The level as written, kept when it is not one of the five.
    public var levelText: String?
    public var text: String?
    public var property: String?
    public var bounds: Bounds
    /// Platforms the rule applies to; empty means the component's platforms.
    public var platforms: [String]
    /// The design-system version that introduced the rule.
    public var since: String?
    /// Where the rule's list item starts.
    public var location: SourceLocation
    /// Where each key's value is, by key.
    public var valueLocations: [String: SourceLocation]
    /// Where each platform is written, by index.
    public var platformLocations: [SourceLocation]

    public init(id: String? = nil, level: RuleLevel? = nil, levelText: String? = nil, text: String? = nil, property: String? = nil,
                bounds: Bounds = Bounds(), platforms: [String] = [], since: String? = nil, location: SourceLocation,
                valueLocations: [String: SourceLocation] = [:], platformLocations: [SourceLocation] = []) {
        self.id = id; self.level = level; self.levelText = levelText; self.text = text; self.property = property
        self.bounds = bounds; self.platforms = platforms; self.since = since; self.location = location
        self.valueLocations = valueLocations; self.platformLocations = platformLocations
    }

    /// The keys a rule may have.
    public static let knownKeys = ["id", "level", "text", "property", "min", "max", "equals", "platforms", "since"]
}
