import SpecimenMarkdown
import SpecimenFormats
/// Reads the YAML of a ```` ```spec ```` block into a `SpecBlock`. Positions are file positions:
/// the YAML starts on the line after the opening fence, and inside a list or block quote each
/// line's container markers are counted back into the column.
public struct SpecBlockParser: Sendable {
    /// The page's file path, for diagnostics.
    public let file: String
    /// The page's front-matter `component`, the default of blocks that name none.
    public let pageComponent: String?

    public init(file: String, pageComponent: String?) {
        self.file = file
        self.pageComponent = pageComponent
    }

    /// Parses one fenced block; `source` is the text cmark parsed, for column offsets (asked for
    /// only when the block is indented or inside a container).
    public func parse(_ block: MarkdownOutline.FencedBlock, index: Int, source: @autoclosure () -> SourceText) -> (block: SpecBlock?, diagnostics: [Diagnostic]) {
        let region = YAMLRegion(file: file, yaml: block.code, firstLine: block.line + 1, columnOffsets: offsets(of: block, in: source), syntaxCode: .specSyntax)
        let fence = SourceLocation(file: file, line: block.line, column: block.column)
        var (node, diagnostics) = region.compose(what: "spec block")
        guard diagnostics.isEmpty else { return (nil, diagnostics) }
        guard let node else {
            return (nil, [Diagnostic(.specSyntax, at: fence, "spec block is empty", hint: "describe the component: `component:`, `rules:`…")])
        }
        guard var fields = YAMLFields(node, region: region, what: "spec block", diagnostics: &diagnostics) else { return (nil, diagnostics) }
        fields.reportUnknownKeys(known: SpecBlock.knownKeys)
        let named = fields.string("component")
        var spec = SpecBlock(component: named ?? pageComponent, componentLocation: fields.location(ofValue: "component") ?? fence,
                             namesComponent: named != nil, fencedBlockIndex: index, location: region.location(of: node.mark))
        for item in fields.items("rules") ?? [] {
            if let rule = parseRule(item, fields: &fields) { spec.rules.append(rule) }
        }
        if let tokens = fields.nested("tokens", what: "`tokens` of a spec block") {
            for pair in tokens.pairs {
                if let token = pair.value.scalar?.string {
                    spec.tokens.append(TokenRole(role: pair.key, token: token, location: tokens.location(of: pair.value)))
                } else {
                    fields.absorb(Diagnostic(.specSyntax, at: tokens.location(of: pair.value), "token role `\(pair.key)` must name one token"))
                }
            }
            fields.absorb(tokens)
        }
        for item in fields.items("contrast") ?? [] {
            guard var pair = fields.fields(of: item, what: "contrast pair") else { continue }
            pair.reportUnknownKeys(known: ContrastPair.knownKeys)
            var contrast = ContrastPair(foreground: pair.string("foreground"), background: pair.string("background"),
                                        opacity: pair.string("opacity"), use: nil, accepted: pair.string("accepted"), location: pair.location(of: item),
                                        valueLocations: locations(of: pair))
            if let use = pair.string("use") {
                contrast.use = ContrastPair.Use(rawValue: use)
                if contrast.use == nil, let at = pair.location(ofValue: "use") {
                    pair.absorb(Diagnostic(.specSyntax, at: at, "`\(use)` is not a contrast use",
                                           hint: Suggestion.didYouMean(use, in: ContrastPair.Use.allCases.map(\.rawValue)) ?? "use text, large-text or ui"))
                }
            }
            for key in ["foreground", "background", "use"] where pair.value(key) == nil {
                pair.absorb(Diagnostic(.specSyntax, at: pair.location(of: item), "contrast pair has no `\(key)`"))
            }
            fields.absorb(pair)
            spec.contrast.append(contrast)
        }
        for item in fields.items("states") ?? [] {
            guard var state = fields.fields(of: item, what: "state") else { continue }
            state.reportUnknownKeys(known: VisualState.knownKeys)
            spec.states.append(VisualState(name: state.string("name"), opacity: state.string("opacity"), location: state.location(of: item),
                                           valueLocations: locations(of: state)))
            if state.value("name") == nil { state.absorb(Diagnostic(.specSyntax, at: state.location(of: item), "state has no `name`")) }
            fields.absorb(state)
        }
        for item in fields.items("anatomy") ?? [] {
            guard var note = fields.fields(of: item, what: "anatomy note") else { continue }
            note.reportUnknownKeys(known: AnatomyNote.knownKeys)
            spec.anatomy.append(AnatomyNote(part: note.string("part"), note: note.string("note"), location: note.location(of: item),
                                            valueLocations: locations(of: note)))
            if note.value("part") == nil { note.absorb(Diagnostic(.specSyntax, at: note.location(of: item), "anatomy note has no `part`")) }
            fields.absorb(note)
        }
        return (spec, diagnostics + fields.diagnostics)
    }

    /// Parses a ```` ```tokens ```` block, whose YAML has one key, `group`.
    public func parseTokenGrid(_ block: MarkdownOutline.FencedBlock, index: Int, source: @autoclosure () -> SourceText) -> (block: TokenGridBlock?, diagnostics: [Diagnostic]) {
        let region = YAMLRegion(file: file, yaml: block.code, firstLine: block.line + 1, columnOffsets: offsets(of: block, in: source), syntaxCode: .specSyntax)
        let fence = SourceLocation(file: file, line: block.line, column: block.column)
        var (node, diagnostics) = region.compose(what: "tokens block")
        guard diagnostics.isEmpty else { return (nil, diagnostics) }
        guard let node, var fields = YAMLFields(node, region: region, what: "tokens block", diagnostics: &diagnostics) else {
            return (nil, diagnostics.isEmpty ? [Diagnostic(.specSyntax, at: fence, "tokens block is empty", hint: "name a token group: `group: color.grey`")] : diagnostics)
        }
        fields.reportUnknownKeys(known: ["group"])
        guard let group = fields.string("group"), let at = fields.location(ofValue: "group") else {
            return (nil, diagnostics + fields.diagnostics + [Diagnostic(.specSyntax, at: fence, "tokens block names no `group`", hint: "add `group: color.grey`")])
        }
        return (TokenGridBlock(group: group, location: at, fencedBlockIndex: index), diagnostics + fields.diagnostics)
    }

    /// Bytes before the block's text on each of its lines (container markers, fence indentation).
    /// None for a fence in column 1: a block at the top of the page, not indented, whose lines
    /// cmark keeps whole (most blocks; no need to split the page into lines for them).
    private func offsets(of block: MarkdownOutline.FencedBlock, in source: () -> SourceText) -> [Int] {
        guard block.column != 1 else { return [] }
        let source = source()
        let codeLines = SourceText.lines(of: block.code)
        return codeLines.indices.map { i -> Int in
            let fileIndex = block.line + i  // file line block.line + 1 + i, 0-based
            guard fileIndex < source.lines.count, !codeLines[i].isEmpty else { return 0 }
            let line = source.lines[fileIndex].utf8, code = codeLines[i].utf8
            // Compared as byte buffers: through the UTF-8 views, a tenth of parsing a spec block.
            let endsWithCode = line.withContiguousStorageIfAvailable { line in
                code.withContiguousStorageIfAvailable { code in
                    line.count >= code.count && UnsafeBufferPointer(rebasing: line[(line.count - code.count)...]).elementsEqual(code)
                }
            } ?? nil
            let matches = endsWithCode ?? (line.count >= code.count && line.suffix(code.count).elementsEqual(code))
            return matches ? line.count - code.count : 0
        }
    }

    private func parseRule(_ item: YAMLNode, fields: inout YAMLFields) -> Rule? {
        guard var rule = fields.fields(of: item, what: "rule") else { return nil }
        rule.reportUnknownKeys(known: Rule.knownKeys)
        let levelText = rule.string("level")
        let result = Rule(
            id: rule.string("id"), level: levelText.flatMap(RuleLevel.init(rawValue:)), levelText: levelText, text: rule.string("text"),
            property: rule.string("property"), bounds: rule.bounds(), platforms: rule.stringList("platforms") ?? [],
            since: rule.string("since"), location: rule.location(of: item), valueLocations: locations(of: rule),
            platformLocations: rule.itemLocations("platforms"))
        fields.absorb(rule)
        return result
    }

    /// Where each key's value is (the first, for a key given twice).
    private func locations(of fields: YAMLFields) -> KeyLocations {
        var locations = KeyLocations()
        locations.reserveCapacity(fields.pairs.count)
        for pair in fields.pairs where locations[pair.key] == nil { locations[pair.key] = fields.location(of: pair.value) }
        return locations
    }
}
