/// A component of the design system as the registry declares it: the source of truth for its
/// status, platforms, anatomy and the bounds of its properties.
public struct Component: Sendable, Hashable {
    /// The lifecycle stages a component goes through.
    public enum Status: String, Sendable, Hashable, CaseIterable {
        case draft, beta, stable, deprecated
    }

    /// The registry key (`tabs-fixed`), used by pages and spec blocks.
    public var id: String
    public var name: String
    /// Other names people search for (`toast` for Snackbar).
    public var aliases: [String]
    public var owner: String?
    /// The design-system version that introduced the component.
    public var since: String?
    public var status: Status?
    public var platforms: [String]
    /// False when the component is designed but not yet in the SDK.
    public var sdk: Bool
    /// The named parts of the component.
    public var anatomy: [String]
    /// Properties by name, in the order written.
    public var properties: [PropertySpec]
    /// Where the component's key is written in `registry.yml`.
    public var location: SourceLocation

    public init(id: String, name: String, aliases: [String] = [], owner: String? = nil, since: String? = nil, status: Status? = nil,
                platforms: [String] = [], sdk: Bool = true, anatomy: [String] = [], properties: [PropertySpec] = [], location: SourceLocation) {
        self.id = id; self.name = name; self.aliases = aliases; self.owner = owner; self.since = since; self.status = status
        self.platforms = platforms; self.sdk = sdk; self.anatomy = anatomy; self.properties = properties; self.location = location
    }

    /// The property called `name`, if declared.
    public func property(_ name: String) -> PropertySpec? {
        properties.first { $0.name == name }
    }

    /// The component's keys in `registry.yml`.
    public static let knownKeys = ["name", "aliases", "owner", "since", "status", "platforms", "sdk", "anatomy", "properties"]
}
