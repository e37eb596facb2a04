/// A parsed Mustache template: text and tags as a tree, ready to render many times on many
/// threads. Parsing follows swift-mustache's rules (which follow the Mustache spec), so existing
/// templates render byte for byte as they did; what Specimen does not support (lambdas,
/// transforms, template inheritance, dynamic partials) is a parse error instead of a surprise.
public struct Template: Sendable {
    /// One piece of a template. Text is kept line by line, as swift-mustache keeps it: a partial's
    /// indentation is added where a piece starts on a new line.
    enum Node: Sendable {
        case text(String)
        case variable(TemplateName, escaped: Bool)
        case section(TemplateName, [Node], inverted: Bool)
        /// `indentation` is set when the partial tag stands alone on its line.
        case partial(String, indentation: String?)
    }

    let nodes: [Node]

    /// Parses `text`; throws `TemplateSyntaxError` with the line and column of the problem.
    public init(_ text: String) throws {
        var parser = TemplateParser(text)
        nodes = try parser.parseDocument()
    }
}

/// A tag's name split at its dots, so nothing is split while rendering.
struct TemplateName: Sendable {
    /// `a.b.c` → `["a", "b", "c"]`; empty for `.` (the current value).
    let components: [TemplateKey]
    /// True for `.` and names starting with a dot (`.summary`): looked up in the current value only,
    /// never in the values around it.
    let isAnchored: Bool

    init(_ name: String) {
        components = name.split(separator: ".").map { TemplateKey(String($0)) }
        isAnchored = name.first == "."
    }
}
