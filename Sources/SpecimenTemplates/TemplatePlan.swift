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
public struct TemplatePlan: Sendable {
    /// The template's name in the library.
    let template: String
    /// The template's top-level operations, in order, in pieces: each with whether it is marked.
    let pieces: [(ops: Range<Int>, isMarked: Bool)]

    /// How many pieces are marked.
    public var markedCount: Int { pieces.count { $0.isMarked } }

    /// True when a piece of the template is marked by both plans (of the same template): when
    /// what this plan renders again may read the other's fields too.
    public func sharesMarkedPieces(with other: TemplatePlan) -> Bool {
        template == other.template && zip(pieces, other.pieces).contains { $0.isMarked && $1.isMarked }
    }
}

/// A template rendered by its plan: the bytes, and where each marked piece is in them.
public struct MarkedRendering: Sendable {
    public let bytes: [UInt8]
    let plan: TemplatePlan
    /// The byte range of each marked piece, in the plan's order.
    let marked: [Range<Int>]
}

extension TemplateLibrary {
    /// The plan of `name` for views that differ in `fields`; nil when there is no such template.
    public func plan(_ name: String, marking fields: Set<String>) -> TemplatePlan? {
        guard let template = templates[name] else { return nil }
        let keys = Set(fields.map(TemplateKey.init))
        var pieces: [(ops: Range<Int>, isMarked: Bool)] = []
        var index = 0
        while index < template.ops.count {
            let next = switch template.ops[index] {
            case .text(_, _, let count): index + max(Int(count), 1)
            case .section(_, _, let end): Int(end)
            case .variable, .partial: index + 1
            }
            pieces.append((index..<next, reads(keys, in: template, index..<next, depth: 0, including: [name])))
            index = next
        }
        return TemplatePlan(template: name, pieces: pieces)
    }

    /// `plan`'s template rendered for `view`, keeping where its marked pieces are.
    public func renderMarked(_ view: some TemplateView, plan: TemplatePlan) -> MarkedRendering? {
        guard let template = templates[plan.template] else { return nil }
        var renderer = TemplateRenderer(templates: templates, root: .view(TemplateViewBox(view)), capacity: template.outputSizeHint.load(ordering: .relaxed))
        var marked: [Range<Int>] = []
        // Piece by piece is how `render` walks the top level too: the same bytes.
        for piece in plan.pieces {
            let start = renderer.output.count
            renderer.render(template, piece.ops, indentation: nil)
            if piece.isMarked { marked.append(start..<renderer.output.count) }
        }
        template.outputSizeHint.store(renderer.output.count + renderer.output.count / 8, ordering: .relaxed)
        return MarkedRendering(bytes: renderer.finish(), plan: plan, marked: marked)
    }

    /// What rendering `rendering`'s template for `view` gives, when `view` differs from the view
    /// it was rendered for only in the plan's marked fields: the unmarked pieces are copied,
    /// the marked ones rendered.
    public func splice(_ rendering: MarkedRendering, with view: some TemplateView) -> [UInt8]? {
        guard let template = templates[rendering.plan.template], rendering.marked.count == rendering.plan.markedCount else { return nil }
        var renderer = TemplateRenderer(templates: templates, root: .view(TemplateViewBox(view)), capacity: rendering.bytes.count + 1024)
        var copied = 0, slot = 0
        for piece in rendering.plan.pieces where piece.isMarked {
            let range = rendering.marked[slot]
            slot += 1
            renderer.append(rendering.bytes[copied..<range.lowerBound])
            renderer.render(template, piece.ops, indentation: nil)
            copied = range.upperBound
        }
        renderer.append(rendering.bytes[copied...])
        return renderer.finish()
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
