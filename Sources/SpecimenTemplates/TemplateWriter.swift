import SpecimenFormats

/// Content that writes itself into the output of the template that shows it, such as a page
/// rendered by one template inside the frame rendered by another. A `.utf8` value must be
/// rendered into an array of its own first and then copied into the frame; at 10,000 pages of
/// about 60 KB, those copies (and the arrays) were a share of every page's rendering.
public final class TemplateWriter: Sendable {
    let write: @Sendable (inout ByteWriter) -> Void

    /// `write` appends the content to the output it is given.
    public init(_ write: @escaping @Sendable (inout ByteWriter) -> Void) {
        self.write = write
    }

    /// The content as bytes of its own (escaped tags, tests).
    public func bytes() -> [UInt8] {
        ByteWriter.collect(capacity: 256, write)
    }
}

/// Trusted HTML a view model hands to a template: bytes already rendered, or content that
/// writes itself into the template's output (see `TemplateWriter`). Shown with `{{{name}}}`.
public enum TemplateHTML: Sendable {
    case bytes([UInt8])
    case writer(TemplateWriter)

    /// The HTML as bytes of its own (tests, and where it is not shown by a template).
    public var bytes: [UInt8] {
        switch self {
        case .bytes(let bytes): bytes
        case .writer(let writer): writer.bytes()
        }
    }

    /// What a template reads.
    public var templateValue: TemplateValue {
        switch self {
        case .bytes(let bytes): .utf8(bytes)
        case .writer(let writer): .writer(writer)
        }
    }
}
