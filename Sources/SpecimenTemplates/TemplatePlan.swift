import SpecimenFormats

/// A template's top-level pieces, each marked when it may read one of some fields of the view it
/// renders (`TemplateLibrary.plan(_:marking:)`). A rendering that keeps where each marked piece
/// landed (`MarkedRendering`) can be made again for a view that differs only in those fields by
/// rendering the marked pieces alone (`TemplateLibrary.splice`). An older version's page frame
/// differs from the current version's only in its version switcher, banner and addresses:
/// rendering those alone spares the rest of the frame (the sidebar, the head, the footer).
///
/// Marking is read from the template's text, never guessed from a rendering: a piece is marked
/// when a tag in it, or in a partial it includes, names a marked field where the view can answer
/// (any name whose first part is the field's, outside sections or not anchored; `.` outside
/// sections), or includes itself. It may mark more than is read, never less.
///
/// A marked partial included at the top level with no indentation (a page layout's header and
/// footer) is planned piece by piece too: an older version's header differs from the current
/// one's in its version switcher alone, not in its search labels and theme menu.
public struct TemplatePlan: Sendable {
    /// A run of operations, marked when it may read a marked field.
    typealias Piece = (ops: Range<Int>, isMarked: Bool)

    /// The template's name in the library.
    let template: String
    /// The template's top-level operations, in order, in pieces: each with whether it is marked,
    /// and, for a list section planned item by item, its content's pieces (`items`); for a
    /// partial planned piece by piece, its name and its own top-level pieces (`partial`).
    let pieces: [(ops: Range<Int>, isMarked: Bool, items: [Piece]?, partial: (name: String, pieces: [Piece])?)]

    /// How many top-level pieces are marked.
    public var markedCount: Int { pieces.count { $0.isMarked } }

    /// True when a piece of the template is marked by both plans (of the same template): when
    /// what this plan renders again may read the other's fields too.
    public func sharesMarkedPieces(with other: TemplatePlan) -> Bool {
        template == other.template && zip(pieces, other.pieces).contains { mine, theirs in
            guard mine.isMarked, theirs.isMarked else { return false }
            guard let mine = mine.partial, let theirs = theirs.partial else { return true }
            return zip(mine.pieces, theirs.pieces).contains { $0.isMarked && $1.isMarked }
        }
    }
}

/// A template rendered by its plan: the bytes, and where each marked piece is in them.
public struct MarkedRendering: Sendable {
    public let bytes: [UInt8]
    let plan: TemplatePlan
    /// The byte range of each marked piece, in the order they were rendered: a list section
    /// planned item by item has one per marked piece of its content and item.
    let marked: [Range<Int>]
    /// For each list section planned item by item, in order: how many items it rendered, or nil
    /// when its value was not a list (it was then rendered, and marked, whole).
    let itemCounts: [Int?]
}

extension TemplateLibrary {
    /// The plan of `name` for views that differ in `fields`; nil when there is no such template.
    /// A top-level section named in `itemByItem` (a list, such as the rules page's rows) is
    /// planned item by item: only the parts of each item's content that may read `fields` (the
    /// item's or the view's) are rendered again, so its items must differ in those fields alone.
    public func plan(_ name: String, marking fields: Set<String>, itemByItem: Set<String> = []) -> TemplatePlan? {
        guard let template = templates[name] else { return nil }
        let keys = Set(fields.map(TemplateKey.init)), listed = Set(itemByItem.map(TemplateKey.init))
        var pieces: [(ops: Range<Int>, isMarked: Bool, items: [TemplatePlan.Piece]?, partial: (name: String, pieces: [TemplatePlan.Piece])?)] = []
        for ops in Self.pieces(of: template, 0..<template.ops.count) {
            let isMarked = reads(keys, in: template, ops, depth: 0, including: [name])
            // A partial with no indentation renders as its pieces would one after the other;
            // one that includes this template is left whole (it is marked, and renders deeper).
            if isMarked, case .partial(let partial, let indentation) = template.ops[ops.lowerBound],
               indentation < 0 || template.text(Int(indentation)).isEmpty,
               case let partialName = template.partials[Int(partial)], partialName != name, let included = templates[partialName] {
                let inner = Self.pieces(of: included, 0..<included.ops.count).map { inner in
                    (ops: inner, isMarked: reads(keys, in: included, inner, depth: 0, including: [name, partialName]))
                }
                pieces.append((ops, true, nil, (partialName, inner)))
                continue
            }
            guard isMarked, case .section(let section, false, let end) = template.ops[ops.lowerBound],
                  case let sectionName = template.names[Int(section)], sectionName.components.count == 1,
                  listed.contains(sectionName.components[0]), !keys.contains(sectionName.components[0]) else {
                pieces.append((ops, isMarked, nil, nil))
                continue
            }
            // Depth 0 for the content too: `.` and anchored names (the item) count as marked.
            let items = Self.pieces(of: template, ops.lowerBound + 1..<Int(end)).map { inner in
                (ops: inner, isMarked: reads(keys, in: template, inner, depth: 0, including: [name]))
            }
            pieces.append((ops, true, items, nil))
        }
        return TemplatePlan(template: name, pieces: pieces)
    }

    /// `plan`'s template rendered for `view`, keeping where its marked pieces are.
    public func renderMarked(_ view: some TemplateView, plan: TemplatePlan) -> MarkedRendering? {
        guard let template = templates[plan.template] else { return nil }
        var renderer = TemplateRenderer(templates: templates, root: .view(TemplateViewBox(view)), capacity: template.outputSizeHint.load(ordering: .relaxed))
        var marked: [Range<Int>] = [], itemCounts: [Int?] = []
        // Piece by piece, and item by item, is how `render` walks them too: the same bytes.
        for piece in plan.pieces {
            if let partial = piece.partial {
                guard let included = templates[partial.name] else { return nil }
                // As `render` renders the partial: one level deeper, its pieces one after the other.
                renderer.partialDepth += 1
                for inner in partial.pieces {
                    let start = renderer.output.count
                    renderer.render(included, inner.ops, indentation: nil)
                    if inner.isMarked { marked.append(start..<renderer.output.count) }
                }
                renderer.partialDepth -= 1
                continue
            }
            if let items = piece.items {
                if let name = Self.sectionName(of: piece.ops, in: template), case .list(let list) = renderer.value(named: name) {
                    itemCounts.append(list.count)
                    for item in list {
                        renderer.push(item)
                        for inner in items {
                            let start = renderer.output.count
                            renderer.render(template, inner.ops, indentation: nil)
                            if inner.isMarked { marked.append(start..<renderer.output.count) }
                        }
                        renderer.pop()
                    }
                    continue
                }
                itemCounts.append(nil)
            }
            let start = renderer.output.count
            renderer.render(template, piece.ops, indentation: nil)
            if piece.isMarked { marked.append(start..<renderer.output.count) }
        }
        template.outputSizeHint.store(renderer.output.count + renderer.output.count / 8, ordering: .relaxed)
        return MarkedRendering(bytes: renderer.finish(), plan: plan, marked: marked, itemCounts: itemCounts)
    }

    /// What rendering `rendering`'s template for `view` gives, when `view` differs from the view
    /// it was rendered for only in the plan's marked fields (and its lists planned item by item
    /// have as many items, each differing only in those fields): the unmarked pieces are copied,
    /// the marked ones rendered. Nil when the template is gone or a list's length changed.
    public func splice(_ rendering: MarkedRendering, with view: some TemplateView) -> [UInt8]? {
        var output = ByteWriter(capacity: rendering.bytes.count + 1024)
        return splice(rendering, with: view, into: &output) ? output.finish() : nil
    }

    /// `splice(_:with:)` appended to `output` (a page's rules table, 34 MB, is then never copied
    /// from a buffer of its own); false, with nothing appended, when it cannot be spliced.
    public func splice(_ rendering: MarkedRendering, with view: some TemplateView, into output: inout ByteWriter) -> Bool {
        guard let template = templates[rendering.plan.template] else { return false }
        var taken = ByteWriter(capacity: 0)
        swap(&taken, &output)  // moved, not copied: the renderer appends to the same bytes
        var renderer = TemplateRenderer(templates: templates, root: .view(TemplateViewBox(view)), output: taken)
        // Everything that may refuse is checked before a byte is written: the lists' lengths,
        // and that as many pieces will be rendered again as the rendering marked.
        var lists: [[TemplateValue]?] = [], slots = 0
        for piece in rendering.plan.pieces where piece.isMarked {
            if let partial = piece.partial {
                guard templates[partial.name] != nil else { return Self.handBack(&renderer, to: &output) }
                slots += partial.pieces.count { $0.isMarked }
            } else if let items = piece.items {
                guard lists.count < rendering.itemCounts.count else { return Self.handBack(&renderer, to: &output) }
                if let count = rendering.itemCounts[lists.count] {
                    guard let name = Self.sectionName(of: piece.ops, in: template), case .list(let values) = renderer.value(named: name),
                          values.count == count else { return Self.handBack(&renderer, to: &output) }
                    lists.append(values)
                    slots += count * items.count { $0.isMarked }
                } else {
                    lists.append(nil)
                    slots += 1
                }
            } else {
                slots += 1
            }
        }
        guard slots == rendering.marked.count, lists.count == rendering.itemCounts.count else { return Self.handBack(&renderer, to: &output) }
        var copied = 0, slot = 0, list = 0
        func renderAgain(_ ops: Range<Int>, of template: Template, renderer: inout TemplateRenderer) {
            let range = rendering.marked[slot]
            slot += 1
            renderer.append(rendering.bytes[copied..<range.lowerBound])
            renderer.render(template, ops, indentation: nil)
            copied = range.upperBound
        }
        for piece in rendering.plan.pieces where piece.isMarked {
            if let partial = piece.partial, let included = templates[partial.name] {
                renderer.partialDepth += 1
                for inner in partial.pieces where inner.isMarked { renderAgain(inner.ops, of: included, renderer: &renderer) }
                renderer.partialDepth -= 1
                continue
            }
            if let items = piece.items {
                let values = lists[list]
                list += 1
                if let values {
                    for item in values {
                        renderer.push(item)
                        for inner in items where inner.isMarked { renderAgain(inner.ops, of: template, renderer: &renderer) }
                        renderer.pop()
                    }
                    continue
                }
            }
            renderAgain(piece.ops, of: template, renderer: &renderer)
        }
        renderer.append(rendering.bytes[copied...])
        output = renderer.finishWriting()
        return true
    }

    /// Gives `output` back to its owner, nothing appended: the splice was refused.
    private static func handBack(_ renderer: inout TemplateRenderer, to output: inout ByteWriter) -> Bool {
        output = renderer.finishWriting()
        return false
    }

    /// `range`'s operations in pieces, as `render` walks them: a run of text, a tag, or a
    /// section with its content.
    private static func pieces(of template: Template, _ range: Range<Int>) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let next = switch template.ops[index] {
            case .text(_, _, let count): index + max(Int(count), 1)
            case .section(_, _, let end): Int(end)
            case .variable, .partial: index + 1
            }
            pieces.append(index..<next)
            index = next
        }
        return pieces
    }

    /// The name of the section that starts `ops` (a piece planned item by item always is one).
    private static func sectionName(of ops: Range<Int>, in template: Template) -> Template.Name? {
        guard case .section(let name, _, _) = template.ops[ops.lowerBound] else { return nil }
        return template.names[Int(name)]
    }

    /// True when a tag of `template`'s operations in `range` (or of a partial they include) may
    /// read one of `keys` from the root view; `depth` is how many sections are open around them.
    private func reads(_ keys: Set<TemplateKey>, in template: Template, _ range: Range<Int>, depth: Int, including: Set<String>) -> Bool {
        func readsRoot(_ name: Template.Name, depth: Int) -> Bool {
            guard let first = name.components.first else { return depth == 0 }  // `.`: the innermost value
            return (depth == 0 || !name.isAnchored) && keys.contains(first)
        }
        var index = range.lowerBound
        while index < range.upperBound {
            switch template.ops[index] {
            case .text:
                break
            case .variable(let name, _):
                if readsRoot(template.names[Int(name)], depth: depth) { return true }
            case .section(let name, _, let end):
                if readsRoot(template.names[Int(name)], depth: depth)
                    || reads(keys, in: template, index + 1..<Int(end), depth: depth + 1, including: including) { return true }
                index = Int(end)
                continue
            case .partial(let partial, _):
                let partialName = template.partials[Int(partial)]
                // A partial that includes itself is marked rather than followed.
                guard !including.contains(partialName) else { return true }
                if let included = templates[partialName],
                   reads(keys, in: included, 0..<included.ops.count, depth: depth, including: including.union([partialName])) { return true }
            }
            index += 1
        }
        return false
    }
}
