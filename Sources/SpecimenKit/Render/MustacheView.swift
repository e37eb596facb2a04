import Mustache

/// A view model whose fields templates find through a table of key paths. swift-mustache
/// otherwise looks every `{{name}}` up by reflection (`Mirror`), which a profile showed to be
/// most of a build's time. `TemplateFieldTests` checks that each table lists every stored field.
public protocol MustacheView: MustacheParent {
    /// Every field a template may name, by name.
    static var mustacheFields: [String: PartialKeyPath<Self> & Sendable] { get }
}

extension MustacheView {
    /// The field's value, with an optional unwrapped (nil hides a `{{#section}}`), as
    /// swift-mustache does for reflected fields.
    public func child(named name: String) -> Any? {
        guard let path = Self.mustacheFields[name] else { return nil }
        let value = self[keyPath: path]
        if let optional = value as? any OptionalField { return optional.wrappedField }
        return value
    }
}

/// Lets `MustacheView` unwrap a field of any optional type.
protocol OptionalField {
    var wrappedField: Any? { get }
}

extension Optional: OptionalField {
    var wrappedField: Any? { self.map { $0 as Any } }
}
