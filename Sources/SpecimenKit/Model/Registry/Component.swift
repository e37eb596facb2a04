/// A component of the design system as the registry declares it: the source of truth for its
/// status, platforms, anatomy and the bounds of its properties.
package struct Component: Sendable, Hashable {
    /// The stored fields, in one shared immutable box (see `Page`: components are copied out of
    /// the registry for every spec block, rule and check that names them).
    private struct Fields: Sendable, Hashable {
        var id: String
        var name: String
        var aliases: [String]
        var owner: String?
        var since: String?
        var lifecycle: ComponentStatus
        var deprecation: Deprecation?
        var platforms: [String]
        var sdk: Bool
        var anatomy: [String]
        var properties: [PropertySpec]
        var location: SourceLocation
    }

    private final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    package init(id: String, name: String, aliases: [String] = [], owner: String? = nil, since: String? = nil, status: String? = nil,
                lifecycle: ComponentStatus? = nil, deprecation: Deprecation? = nil,
                platforms: [String] = [], sdk: Bool = true, anatomy: [String] = [], properties: [PropertySpec] = [], location: SourceLocation) {
        box = Box(Fields(id: id, name: name, aliases: aliases, owner: owner, since: since,
                         lifecycle: lifecycle ?? ComponentStatus(single: status), deprecation: deprecation, platforms: platforms,
                         sdk: sdk, anatomy: anatomy, properties: properties, location: location))
    }

    /// Changes one field: a new box, so that copies made before keep their values.
    private mutating func change(_ edit: (inout Fields) -> Void) {
        var fields = box.fields
        edit(&fields)
        box = Box(fields)
    }

    package static func == (left: Component, right: Component) -> Bool {
        left.box === right.box || left.box.fields == right.box.fields
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(box.fields)
    }

    /// The registry key (`tabs-fixed`), used by pages and spec blocks.
    package var id: String { get { box.fields.id } set { change { $0.id = newValue } } }
    package var name: String { get { box.fields.name } set { change { $0.name = newValue } } }
    /// Other names people search for (`toast` for Snackbar).
    package var aliases: [String] { get { box.fields.aliases } set { change { $0.aliases = newValue } } }
    package var owner: String? { get { box.fields.owner } set { change { $0.owner = newValue } } }
    /// The design-system version that introduced the component.
    package var since: String? { get { box.fields.since } set { change { $0.since = newValue } } }
    /// The status on every platform, when one word is written (nil when it differs by platform).
    package var status: String? { get { box.fields.lifecycle.single } set { change { $0.lifecycle = ComponentStatus(single: newValue) } } }
    /// The status, one word or one per platform.
    package var lifecycle: ComponentStatus { get { box.fields.lifecycle } set { change { $0.lifecycle = newValue } } }
    /// Since when the component is deprecated and what replaces it.
    package var deprecation: Deprecation? { get { box.fields.deprecation } set { change { $0.deprecation = newValue } } }
    package var platforms: [String] { get { box.fields.platforms } set { change { $0.platforms = newValue } } }
    /// False when the component is designed but not yet in the SDK.
    package var sdk: Bool { get { box.fields.sdk } set { change { $0.sdk = newValue } } }
    /// The named parts of the component.
    package var anatomy: [String] { get { box.fields.anatomy } set { change { $0.anatomy = newValue } } }
    /// Properties by name, in the order written.
    package var properties: [PropertySpec] { get { box.fields.properties } set { change { $0.properties = newValue } } }
    /// Where the component's key is written in `registry.yml`.
    package var location: SourceLocation { get { box.fields.location } set { change { $0.location = newValue } } }

    /// The property called `name`, if declared.
    package func property(_ name: String) -> PropertySpec? {
        properties.first { $0.name == name }
    }

    /// The component's keys in `registry.yml`, from its definition (`Component.schema`).
    package static let knownKeys = schema.keys
}
