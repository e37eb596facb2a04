/// Renders nodes against a stack of values: names are looked up from the innermost value
/// outwards, sections push their value, partials render with the same stack. Output goes into
/// one growing string; the rules match swift-mustache's so templates render the same.
struct TemplateRenderer {
    let templates: [String: Template]
    private var stack: [TemplateValue]
    private(set) var output = ""
    /// Partials inside partials, to stop a partial that includes itself forever.
    private var partialDepth = 0
    /// Deeper partial nesting renders nothing: no real theme nests this deep, and a template
    /// that includes itself must not overflow the stack.
    static let maximumPartialDepth = 64

    init(templates: [String: Template], root: TemplateValue) {
        self.templates = templates
        self.stack = [root]
    }

    /// Inside an indented standalone partial, every piece that starts a line gets the
    /// indentation first (pieces are lines of text or whole tags, as swift-mustache does it).
    mutating func render(_ nodes: [Template.Node], indentation: String?) {
        guard let indentation, !indentation.isEmpty else {
            for node in nodes { render(node, indentation: indentation) }
            return
        }
        let start = output.utf8.count
        for node in nodes {
            var piece = ""
            swap(&piece, &output)
            render(node, indentation: indentation)
            swap(&piece, &output)
            if !piece.isEmpty, output.utf8.count > start, endsWithLineFeed(since: start) { output += indentation }
            output += piece
        }
    }

    private mutating func render(_ node: Template.Node, indentation: String?) {
        switch node {
        case .text(let text):
            output += text
        case .variable(let name, let escaped):
            guard let value = lookUp(name) else { return }
            switch value {
            case .text(let text): escaped ? HTMLEscaping.append(text, to: &output) : output.append(text)
            case .flag(let flag): output += flag ? "true" : "false"
            case .view(let view): escaped ? HTMLEscaping.append(String(describing: view), to: &output) : output.append(String(describing: view))
            case .list: break
            }
        case .section(let name, let children, let inverted):
            let value = lookUp(name)
            if inverted {
                switch value {
                case .list(let items): if items.isEmpty { renderPushing(.list(items), children, indentation) }
                case .flag(let flag): if !flag { render(children, indentation: indentation) }
                case nil: render(children, indentation: indentation)
                case .text, .view: break
                }
            } else {
                switch value {
                case .list(let items): for item in items { renderPushing(item, children, indentation) }
                case .flag(let flag): if flag { render(children, indentation: indentation) }
                case nil: break
                case .some(let value): renderPushing(value, children, indentation)
                }
            }
        case .partial(let name, let indented):
            guard let template = templates[name], partialDepth < Self.maximumPartialDepth else { return }
            partialDepth += 1
            render(template.nodes, indentation: indented.map { (indentation ?? "") + $0 } ?? indentation)
            partialDepth -= 1
        }
    }

    private mutating func renderPushing(_ value: TemplateValue, _ nodes: [Template.Node], _ indentation: String?) {
        stack.append(value)
        render(nodes, indentation: indentation)
        stack.removeLast()
    }

    /// The first component is searched from the innermost value out (anchored names: the
    /// innermost only); the rest are fields of what it found.
    private func lookUp(_ name: TemplateName) -> TemplateValue? {
        guard let first = name.components.first else { return stack.last }
        var found: TemplateValue?
        if name.isAnchored {
            found = stack.last.flatMap { Self.field(first, of: $0) }
        } else {
            for value in stack.reversed() {
                if let field = Self.field(first, of: value) {
                    found = field
                    break
                }
            }
        }
        for component in name.components.dropFirst() {
            guard let value = found else { return nil }
            found = Self.field(component, of: value)
        }
        return found
    }

    private static func field(_ name: TemplateKey, of value: TemplateValue) -> TemplateValue? {
        if case .view(let view) = value { return view.templateValue(named: name) }
        return nil
    }

    /// True when the output since `start` ends with a line feed that is not part of `\r\n`
    /// (swift-mustache compares the last character, and `\r\n` is one character).
    private func endsWithLineFeed(since start: Int) -> Bool {
        let utf8 = output.utf8
        guard utf8.last == UInt8(ascii: "\n") else { return false }
        guard utf8.count - start >= 2 else { return true }
        return utf8[utf8.index(utf8.endIndex, offsetBy: -2)] != UInt8(ascii: "\r")
    }
}
