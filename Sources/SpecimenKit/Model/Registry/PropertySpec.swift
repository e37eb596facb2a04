/// A property of a component that rules may bound (`tabs: { type: integer, min: 2, max: 3 }`).
package struct PropertySpec: Sendable, Hashable {
    /// The kinds of value a property takes.
    package enum ValueType: String, Sendable, Hashable, CaseIterable {
        case integer, number, dimension, string, boolean
    }

    package var name: String
    package var type: ValueType
    package var bounds: Bounds
    /// Where the property's name is written in `registry.yml`.
    package var location: SourceLocation

    package init(name: String, type: ValueType, bounds: Bounds, location: SourceLocation) {
        self.name = name
        self.type = type
        self.bounds = bounds
        self.location = location
    }

    /// The property's keys in `registry.yml`, from its definition (`PropertySpec.schema`).
    package static let knownKeys = schema.keys
}
