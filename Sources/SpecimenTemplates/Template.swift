import Synchronization

/// A parsed Mustache template: text and tags as a tree, ready to render many times on many
/// threads. Parsing follows swift-mustache's rules (which follow the Mustache spec), so existing
/// templates render byte for byte as they did; what Specimen does not support (lambdas,
/// transforms, template inheritance, dynamic partials) is a parse error instead of a surprise.
public final class Template: Sendable {
    /// One piece of a template as the parser makes it. Text is kept line by line, as
    /// swift-mustache keeps it: a partial's indentation is added where a piece starts on a new line.
    enum Node: Sendable {
        case text(String)
        case variable(TemplateName, escaped: Bool)
        case section(TemplateName, [Node], inverted: Bool)
        /// `indentation` is set when the partial tag stands alone on its line.
        case partial(String, indentation: String?)
    }

    /// The nodes flattened into one list of instructions whose operands are indexes into the
    /// tables below, so rendering copies no strings or arrays out of the tree (copying tree
    /// nodes means counting references on every core for every node rendered).
    enum Op: Sendable {
        /// `texts[line]`; the first text of a run of texts also names the whole run joined
        /// (`texts[run]`, `count` ops long), appended at once where no indentation applies.
        case text(line: Int32, run: Int32, count: Int32)
        case variable(name: Int32, escaped: Bool)
        /// The section's content is the ops up to `end`.
        case section(name: Int32, inverted: Bool, end: Int32)
        /// `partials[partial]`, with `texts[indentation]` when the tag stands alone (-1 when not).
        case partial(partial: Int32, indentation: Int32)
    }

    /// The tables live in memory the template owns, read through buffer pointers: every core
    /// renders the same templates at once, and reading the tables as arrays retained and
    /// released each one for every section rendered, on reference counts the cores share (a
    /// cache line passed back and forth between them).
    /// `nonisolated(unsafe)`: the memory is written once, in `init`, and only read after that.
    nonisolated(unsafe) let ops: UnsafeBufferPointer<Op>
    /// Every text's UTF-8 bytes, one after another: rendering appends bytes (see
    /// `TemplateRenderer`), and one buffer can be read without reference counting per text.
    nonisolated(unsafe) let textBytes: UnsafeBufferPointer<UInt8>
    /// Where text `i` is in `textBytes`.
    nonisolated(unsafe) let textRanges: UnsafeBufferPointer<Range<Int>>
    nonisolated(unsafe) let names: UnsafeBufferPointer<Name>
    let partials: [String]
    /// The templates this one includes (`{{> name}}`), as written, for whoever needs to know what
    /// a rendering reads (`TemplateKeys`).
    public var partialNames: [String] { partials }
    /// About how many bytes the last rendering wrote, so the next one reserves them at once
    /// instead of growing its output step by step (only capacity: never the output).
    let outputSizeHint = Atomic<Int>(0)

    /// A tag's name as rendering reads it: its components lie in memory the template owns, so
    /// reading a name copies nothing. (Names held as arrays were retained and released on every
    /// lookup, on reference counts every core shares: three quarters of a million times per
    /// thousand pages.)
    struct Name {
        let components: UnsafeBufferPointer<TemplateKey>
        /// See `TemplateName.isAnchored`.
        let isAnchored: Bool
    }

    /// Text `index` as bytes (for the indented path, which works on copies).
    func text(_ index: Int) -> [UInt8] {
        Array(textBytes[textRanges[index]])
    }

    /// A copy of `array` in memory this template owns (freed in `deinit`).
    private static func owned<Element>(_ array: [Element]) -> UnsafeBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(array.count, 1))
        _ = buffer.initialize(from: array)
        return UnsafeBufferPointer(rebasing: buffer[..<array.count])
    }

    private static func free<Element>(_ buffer: UnsafeBufferPointer<Element>) {
        let mutable = UnsafeMutableBufferPointer(mutating: buffer)
        mutable.deinitialize()
        mutable.baseAddress?.deallocate()
    }

    deinit {
        Self.free(ops)
        Self.free(textBytes)
        Self.free(textRanges)
        for name in names { Self.free(name.components) }
        Self.free(names)
    }

    /// Parses `text`; throws `TemplateSyntaxError` with the line and column of the problem.
    public init(_ text: String) throws {
        var parser = TemplateParser(text)
        var program = Program()
        program.add(try parser.parseDocument())
        ops = Self.owned(program.ops)
        var bytes: [UInt8] = [], ranges: [Range<Int>] = []
        for text in program.texts {
            ranges.append(bytes.count..<bytes.count + text.utf8.count)
            bytes.append(contentsOf: text.utf8)
        }
        textBytes = Self.owned(bytes)
        textRanges = Self.owned(ranges)
        names = Self.owned(program.names.map { Name(components: Self.owned($0.components), isAnchored: $0.isAnchored) })
        partials = program.partials
    }

    /// Builds the flat form of a node tree.
    private struct Program {
        var ops: [Op] = []
        var texts: [String] = []
        var names: [TemplateName] = []
        var partials: [String] = []

        mutating func add(_ nodes: [Node]) {
            var index = 0
            while index < nodes.count {
                if case .text = nodes[index] {
                    var run: [String] = []
                    while index < nodes.count, case .text(let text) = nodes[index] {
                        run.append(text)
                        index += 1
                    }
                    let joined = Int32(texts.count)
                    texts.append(run.joined())
                    for (offset, line) in run.enumerated() {
                        ops.append(.text(line: Int32(texts.count), run: joined, count: offset == 0 ? Int32(run.count) : 0))
                        texts.append(line)
                    }
                    continue
                }
                switch nodes[index] {
                case .text:
                    break
                case .variable(let name, let escaped):
                    ops.append(.variable(name: Int32(names.count), escaped: escaped))
                    names.append(name)
                case .section(let name, let children, let inverted):
                    let at = ops.count, nameIndex = Int32(names.count)
                    names.append(name)
                    ops.append(.section(name: nameIndex, inverted: inverted, end: 0))
                    add(children)
                    ops[at] = .section(name: nameIndex, inverted: inverted, end: Int32(ops.count))
                case .partial(let name, let indentation):
                    var indentationIndex: Int32 = -1
                    if let indentation {
                        indentationIndex = Int32(texts.count)
                        texts.append(indentation)
                    }
                    ops.append(.partial(partial: Int32(partials.count), indentation: indentationIndex))
                    partials.append(name)
                }
                index += 1
            }
        }
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
