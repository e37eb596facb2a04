/// What a template name resolves to. Values are built from view models' fields by
/// `TemplateField`, so rendering never casts or reflects.
public enum TemplateValue: Sendable {
    /// Text: printed (escaped unless the tag is triple), and a section over it is shown once.
    case text(String)
    /// Text already as UTF-8 bytes, such as HTML rendered by another template: it behaves as
    /// `.text` does, and reaches the output without being turned into a `String` and back.
    case utf8([UInt8])
    /// A section over `false` is hidden, over `true` shown once; printed as `true`/`false`.
    case flag(Bool)
    /// A nested view model: a section over it shows once with its fields in scope. Boxed in a
    /// class, so that copying a value (onto the renderer's stack, out of a lookup) is one
    /// retain: an existential is copied and destroyed through its type's value witnesses, on
    /// every lookup.
    case view(TemplateViewBox)
    /// A section over a list shows once per element; over an empty list it is hidden.
    case list([TemplateValue])
    /// Content written straight into the output (see `TemplateWriter`): it behaves as `.utf8`
    /// with the bytes it writes does.
    case writer(TemplateWriter)
    /// A view model that lives as long as the process (the built-in interface strings), held
    /// without reference counting: every core reads it at every `{{strings.x}}`, and retaining
    /// and releasing one shared box made the cores pass its count back and forth. Made with
    /// `permanent(_:)`, which keeps the box alive for good. It behaves as `.view` does.
    case permanentView(Unmanaged<TemplateViewBox>)

    /// A value for a view model that is never freed (see `permanentView`).
    public static func permanent(_ view: some TemplateView) -> TemplateValue {
        .permanentView(Unmanaged.passRetained(TemplateViewBox(view)))
    }

    /// The view model of `.view` or `.permanentView`, else nil.
    public var viewBox: TemplateViewBox? {
        switch self {
        case .view(let box): box
        case .permanentView(let box): box.takeUnretainedValue()
        default: nil
        }
    }
}

/// A view model held by reference, for `TemplateValue.view`.
public final class TemplateViewBox: Sendable {
    public let view: any TemplateView

    public init(_ view: any TemplateView) {
        self.view = view
    }

    /// Boxes a view of a known type: inlined where the type is known, the view is put in the
    /// box directly (through the `any` initializer it was copied into a temporary existential,
    /// copied again and the temporary destroyed, for every view a template section reads).
    @inlinable public init<View: TemplateView>(_ view: View) {
        self.view = view
    }
}
