/// `Content/registry.yml`: which components exist and what they are (DESIGN.md section 3.4).
public struct Registry: Sendable, Hashable {
    /// Every platform of the design system.
    public var platforms: [String]
    /// Components in the order written.
    public var components: [Component]

    public init(platforms: [String] = [], components: [Component] = []) {
        self.platforms = platforms
        self.components = components
    }

    /// The component with this id.
    public func component(_ id: String) -> Component? {
        components.first { $0.id == id }
    }

    /// The registry's top-level keys.
    public static let knownKeys = ["platforms", "components"]
}
