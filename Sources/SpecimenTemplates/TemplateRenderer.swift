import SpecimenFormats

/// Renders nodes against a stack of values: names are looked up from the innermost value
/// outwards, sections push their value, partials render with the same stack. Output goes into
/// one growing byte array, a `ByteWriter` (appending to a `String` piece by piece is many times
/// dearer); the rules match swift-mustache's so templates render the same.
struct TemplateRenderer {
    let templates: [String: Template]
    private var stack: [TemplateValue]
    /// The views of `stack` (nil where a value is not a view), where names are looked up
    /// without taking each value apart on every level of every lookup. Unretained: `stack`
    /// holds each box for as long as it is here. Read as strong references out of an array,
    /// every lookup copied the view out of its box and destroyed the copy (with a retain and
    /// a release on counts every core shares), about 800,000 times per thousand pages.
    private var views: [Unmanaged<TemplateViewBox>?]
    private(set) var output: ByteWriter
    /// Partials inside partials, to stop a partial that includes itself forever (not private:
    /// `TemplateLibrary.renderMarked` renders a partial piece by piece, a level down).
    var partialDepth = 0
    /// Deeper partial nesting renders nothing: no real theme nests this deep, and a template
    /// that includes itself must not overflow the stack.
    static let maximumPartialDepth = 64

    init(templates: [String: Template], root: TemplateValue, capacity: Int = 0) {
        self.init(templates: templates, root: root, output: ByteWriter(capacity: max(capacity, 1024)))
    }

    /// A renderer that appends to `output` (moved in; `finishWriting()` hands it back).
    init(templates: [String: Template], root: TemplateValue, output: consuming ByteWriter) {
        self.templates = templates
        self.stack = [root]
        self.views = [Self.view(of: root)]
        // Room for the usual nesting of sections, so pushing never grows them.
        stack.reserveCapacity(16)
        views.reserveCapacity(16)
        self.output = output
    }

    /// Renders `template`'s ops in `range` (one level: a section's content is rendered by its op).
    /// Inside an indented standalone partial, every piece that starts a line gets the
    /// indentation first (pieces are lines of text or whole tags, as swift-mustache does it).
    mutating func render(_ template: Template, _ range: Range<Int>, indentation: [UInt8]?) {
        guard let indentation, !indentation.isEmpty else {
            // The template's tables are buffer pointers (see `Template`): nothing is retained.
            let ops = template.ops, bytes = template.textBytes, ranges = template.textRanges, names = template.names
            var index = range.lowerBound
            while index < range.upperBound {
                switch ops[index] {
                case .text(_, let run, let count):
                    // Where no indentation applies, a run of lines is appended whole.
                    output.append(UnsafeBufferPointer(rebasing: bytes[ranges[Int(run)]]))
                    index += Int(count)
                    continue
                case .variable(let name, let escaped):
                    if let value = lookUp(names[Int(name)]) { Self.append(value, escaped: escaped, to: &output) }
                case .section(let name, let inverted, let end):
                    renderSection(template, name: names[Int(name)], inverted: inverted, index + 1..<Int(end), nil)
                    index = Int(end)
                    continue
                case .partial(let partial, let partialIndentation):
                    renderPartial(template, partial: partial, partialIndentation, nil)
                }
                index += 1
            }
            return
        }
        // Each piece is rendered straight into the output, and the indentation is put in front
        // of it afterwards when it starts a line: the same as rendering it into a buffer of its
        // own and appending that (as swift-mustache does), without a buffer and a copy per piece
        // and per line of text (theme partials such as the header are indented, on every page).
        let start = output.count
        var index = range.lowerBound
        while index < range.upperBound {
            var next = index + 1
            let pieceStart = output.count
            let startsLine = output.count > start && endsWithLineFeed(since: start)
            switch template.ops[index] {
            case .text(let line, _, _):
                // Text that starts a line gets its indentation first, instead of inserted in front.
                let text = UnsafeBufferPointer(rebasing: template.textBytes[template.textRanges[Int(line)]])
                if startsLine, !text.isEmpty { output.append(indentation) }
                output.append(text)
                index = next
                continue
            case .variable(let name, let escaped):
                if let value = lookUp(template.names[Int(name)]) { Self.append(value, escaped: escaped, to: &output) }
            case .section(let name, let inverted, let end):
                renderSection(template, name: template.names[Int(name)], inverted: inverted, index + 1..<Int(end), indentation)
                next = Int(end)
            case .partial(let partial, let partialIndentation):
                renderPartial(template, partial: partial, partialIndentation, indentation)
            }
            if startsLine, output.count > pieceStart { output.insert(indentation, at: pieceStart) }
            index = next
        }
    }

    /// The value `name` names where the renderer stands (`TemplateLibrary.renderMarked`).
    func value(named name: Template.Name) -> TemplateValue? {
        lookUp(name)
    }

    /// Makes `value` the innermost, as a section does for each item of a list; `pop` undoes it.
    mutating func push(_ value: TemplateValue) {
        stack.append(value)
        views.append(Self.view(of: value))
    }

    mutating func pop() {
        stack.removeLast()
        views.removeLast()
    }

    /// Bytes rendered before, appended as they are (`TemplateLibrary.splice`).
    mutating func append(_ bytes: ArraySlice<UInt8>) {
        output.append(bytes)
    }

    /// Everything rendered, as bytes; the renderer's output is empty afterwards.
    mutating func finish() -> [UInt8] {
        output.finish()
    }

    /// The output, with what was rendered appended; the renderer's output is empty afterwards.
    mutating func finishWriting() -> ByteWriter {
        var taken = ByteWriter(capacity: 0)
        swap(&taken, &output)
        return taken
    }

    /// Static, so that appending to `output` never copies it (an instance method reading `self`
    /// while `self.output` is passed inout made Swift copy the whole output on every variable).
    private static func append(_ value: TemplateValue, escaped: Bool, to output: inout ByteWriter) {
        switch value {
        case .text(let value): escaped ? MarkupEscaping.append(value, to: &output) : output.append(utf8: value)
        case .utf8(let bytes): escaped ? MarkupEscaping.append(bytes: bytes, to: &output) : output.append(bytes)
        case .flag(let flag): output.append(flag ? "true" : "false")
        case .writer(let writer): escaped ? MarkupEscaping.append(bytes: writer.bytes(), to: &output) : writer.write(&output)
        case .view, .permanentView:
            guard let box = value.viewBox else { break }
            let text = String(describing: box.view)
            escaped ? MarkupEscaping.append(text, to: &output) : output.append(utf8: text)
        case .list: break
        }
    }

    private mutating func renderSection(_ template: Template, name: Template.Name, inverted: Bool, _ content: Range<Int>, _ indentation: [UInt8]?) {
        let value = lookUp(name)
        if inverted {
            switch value {
            case .list(let items): if items.isEmpty { renderPushing(.list(items), template, content, indentation) }
            case .flag(let flag): if !flag { render(template, content, indentation: indentation) }
            case nil: render(template, content, indentation: indentation)
            case .text, .utf8, .view, .permanentView, .writer: break
            }
        } else {
            switch value {
            case .list(let items): for item in items { renderPushing(item, template, content, indentation) }
            case .flag(let flag): if flag { render(template, content, indentation: indentation) }
            case nil: break
            case .some(let value): renderPushing(value, template, content, indentation)
            }
        }
    }

    private mutating func renderPartial(_ template: Template, partial: Int32, _ partialIndentation: Int32, _ indentation: [UInt8]?) {
        guard let included = templates[template.partials[Int(partial)]], partialDepth < Self.maximumPartialDepth else { return }
        partialDepth += 1
        let inner = partialIndentation < 0 ? indentation : (indentation ?? []) + template.text(Int(partialIndentation))
        render(included, 0..<included.ops.count, indentation: inner)
        partialDepth -= 1
    }

    private mutating func renderPushing(_ value: TemplateValue, _ template: Template, _ content: Range<Int>, _ indentation: [UInt8]?) {
        push(value)
        render(template, content, indentation: indentation)
        pop()
    }

    private static func view(of value: TemplateValue) -> Unmanaged<TemplateViewBox>? {
        switch value {
        case .view(let box): return Unmanaged.passUnretained(box)
        case .permanentView(let box): return box
        default: return nil
        }
    }

    /// The first component is searched from the innermost value out (anchored names: the
    /// innermost only); the rest are fields of what it found. The name is read where it lies in
    /// the template (see `Template.Name`).
    private func lookUp(_ name: Template.Name) -> TemplateValue? {
        let components = name.components
        // Through a buffer pointer, so that walking the stack copies no value it passes over.
        return views.withUnsafeBufferPointer { views in
            guard !components.isEmpty else { return stack.last }
            var found: TemplateValue?
            if name.isAnchored {
                if let last = views.indices.last { found = views[last]?._withUnsafeGuaranteedRef { $0.view.templateValue(named: components[0]) } }
            } else {
                var index = views.count - 1
                while index >= 0 {
                    if let field = views[index]?._withUnsafeGuaranteedRef({ $0.view.templateValue(named: components[0]) }) {
                        found = field
                        break
                    }
                    index -= 1
                }
            }
            for component in components.dropFirst() {
                guard let value = found else { return nil }
                found = Self.field(component, of: value)
            }
            return found
        }
    }

    private static func field(_ name: TemplateKey, of value: TemplateValue) -> TemplateValue? {
        switch value {
        case .view(let box): return box.view.templateValue(named: name)
        case .permanentView(let box): return box._withUnsafeGuaranteedRef { $0.view.templateValue(named: name) }
        default: return nil
        }
    }

    /// True when the output since `start` ends with a line feed that is not part of `\r\n`
    /// (swift-mustache compares the last character, and `\r\n` is one character).
    private func endsWithLineFeed(since start: Int) -> Bool {
        guard output.last == UInt8(ascii: "\n") else { return false }
        guard output.count - start >= 2 else { return true }
        return output.byte(at: output.count - 2) != UInt8(ascii: "\r")
    }
}
