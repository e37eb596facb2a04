/// A view model templates can read: a table from field names to typed readers. Tables replace
/// reflection (Mirror), which made template lookups most of a build's time.
public protocol TemplateView: Sendable {
    /// Every field a template may name, by name.
    static var templateFields: [String: TemplateField<Self>] { get }
    /// The named field's value; nil when there is no such field or it is nil (a template then
    /// looks in the enclosing values, as Mustache does).
    func templateValue(named name: String) -> TemplateValue?
}

extension TemplateView {
    public func templateValue(named name: String) -> TemplateValue? {
        Self.templateFields[name]?.read(self)
    }
}

/// Reads one field of a view model as a `TemplateValue`. Made with `.of(\.field)`, which picks
/// the conversion from the field's type.
public struct TemplateField<Root>: Sendable {
    let read: @Sendable (Root) -> TemplateValue?

    /// A field read by a function, for values that need their own conversion.
    public init(_ read: @escaping @Sendable (Root) -> TemplateValue?) {
        self.read = read
    }

    public static func of(_ path: KeyPath<Root, String> & Sendable) -> Self {
        Self { .text($0[keyPath: path]) }
    }
    public static func of(_ path: KeyPath<Root, String?> & Sendable) -> Self {
        Self { $0[keyPath: path].map(TemplateValue.text) }
    }
    public static func of(_ path: KeyPath<Root, Bool> & Sendable) -> Self {
        Self { .flag($0[keyPath: path]) }
    }
    /// Numbers print as Swift prints them (`String(describing:)`), as swift-mustache did.
    public static func of(_ path: KeyPath<Root, Int> & Sendable) -> Self {
        Self { .text(String($0[keyPath: path])) }
    }
    public static func of(_ path: KeyPath<Root, Int?> & Sendable) -> Self {
        Self { $0[keyPath: path].map { .text(String($0)) } }
    }
    public static func of(_ path: KeyPath<Root, [String]> & Sendable) -> Self {
        Self { .list($0[keyPath: path].map(TemplateValue.text)) }
    }
    public static func of<View: TemplateView>(_ path: KeyPath<Root, View> & Sendable) -> Self {
        Self { .view($0[keyPath: path]) }
    }
    public static func of<View: TemplateView>(_ path: KeyPath<Root, View?> & Sendable) -> Self {
        Self { $0[keyPath: path].map { .view($0) } }
    }
    public static func of<View: TemplateView>(_ path: KeyPath<Root, [View]> & Sendable) -> Self {
        Self { .list($0[keyPath: path].map { .view($0) }) }
    }
}
