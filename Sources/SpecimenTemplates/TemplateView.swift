/// A view model templates can read: a table from field names to typed readers. Tables replace
/// reflection (Mirror), which made template lookups most of a build's time.
public protocol TemplateView: Sendable {
    /// Every field a template may name, by name.
    static var templateFields: TemplateFields<Self> { get }
    /// The named field's value; nil when there is no such field or it is nil (a template then
    /// looks in the enclosing values, as Mustache does).
    func templateValue(named key: TemplateKey) -> TemplateValue?
}

extension TemplateView {
    /// Inlinable so that each view model's module specializes it for its own type: generic, it
    /// instantiated type metadata on every lookup.
    @inlinable
    public func templateValue(named key: TemplateKey) -> TemplateValue? {
        Self.templateFields.value(key, of: self)
    }

    /// The named field's value, looked up by its text (tests and tools; templates use keys).
    public func templateValue(named name: String) -> TemplateValue? {
        templateValue(named: TemplateKey(name))
    }
}

/// Reads one field of a view model as a `TemplateValue`. Made with `.of { $0.field }`, which picks
/// the conversion from the field's type. (Closures, not key paths: a key path is applied through
/// the runtime's generic machinery on every read, which showed in profiles.) The makers are
/// inlinable so that each view model's module specializes them: generic, a list of views was
/// mapped and every element copied and boxed through its type's value witnesses.
public struct TemplateField<Root>: Sendable {
    @usableFromInline let read: @Sendable (Root) -> TemplateValue?

    /// A field read by a function, for values that need their own conversion.
    @inlinable public init(_ read: @escaping @Sendable (Root) -> TemplateValue?) {
        self.read = read
    }

    @inlinable public static func of(_ read: @escaping @Sendable (Root) -> String) -> Self {
        Self { .text(read($0)) }
    }
    @inlinable public static func of(_ read: @escaping @Sendable (Root) -> String?) -> Self {
        Self { read($0).map(TemplateValue.text) }
    }
    @inlinable public static func of(_ read: @escaping @Sendable (Root) -> [UInt8]) -> Self {
        Self { .utf8(read($0)) }
    }
    @inlinable public static func of(_ read: @escaping @Sendable (Root) -> TemplateHTML) -> Self {
        Self { read($0).templateValue }
    }
    @inlinable public static func of(_ read: @escaping @Sendable (Root) -> Bool) -> Self {
        Self { .flag(read($0)) }
    }
    /// Numbers print as Swift prints them (`String(describing:)`), as swift-mustache did.
    @inlinable public static func of(_ read: @escaping @Sendable (Root) -> Int) -> Self {
        Self { .text(String(read($0))) }
    }
    @inlinable public static func of(_ read: @escaping @Sendable (Root) -> Int?) -> Self {
        Self { read($0).map { .text(String($0)) } }
    }
    @inlinable public static func of(_ read: @escaping @Sendable (Root) -> [String]) -> Self {
        Self { .list(read($0).map(TemplateValue.text)) }
    }
    @inlinable public static func of<View: TemplateView>(_ read: @escaping @Sendable (Root) -> View) -> Self {
        Self { .view(TemplateViewBox(read($0))) }
    }
    @inlinable public static func of<View: TemplateView>(_ read: @escaping @Sendable (Root) -> View?) -> Self {
        Self { read($0).map { .view(TemplateViewBox($0)) } }
    }
    @inlinable public static func of<View: TemplateView>(_ read: @escaping @Sendable (Root) -> [View]) -> Self {
        Self { .list(read($0).map { .view(TemplateViewBox($0)) }) }
    }
}
