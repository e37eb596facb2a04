/// A property of a component that rules may bound (`tabs: { type: integer, min: 2, max: 3 }`).
public struct PropertySpec: Sendable, Hashable {
    /// The kinds of value a property takes.
    public enum ValueType: String, Sendable, Hashable, CaseIterable {
        case integer, number, dimension, string, boolean
    }

    public var name: String
    public var type: ValueType
    public var bounds: Bounds
    /// Where the property's name is written in `registry.yml`.
    public var location: SourceLocation

    public init(name: String, type: ValueType, bounds: Bounds, location: SourceLocation) {
        self.name = name
        self.type = type
        self.bounds = bounds
        self.location = location
    }

    /// The property's keys in `registry.yml`.
    public static let knownKeys = ["type", "min", "max", "equals"]
}
