import SpecimenMarkdown
import SpecimenFormats
/// Reads the YAML of a ```` ```spec ```` block into a `SpecBlock`. Positions are file positions:
/// the YAML starts on the line after the opening fence, and inside a list or block quote each
/// line's container markers are counted back into the column.
package struct SpecBlockParser: Sendable {
    /// The page's file path, for diagnostics.
    package let file: String
    /// The page's front-matter `component`, the default of blocks that name none.
    package let pageComponent: String?

    package init(file: String, pageComponent: String?) {
        self.file = file
        self.pageComponent = pageComponent
    }

    /// Parses one fenced block; `source` is the text cmark parsed, for column offsets (asked for
    /// only when the block is indented or inside a container).
    package func parse(_ block: MarkdownOutline.FencedBlock, index: Int, source: @autoclosure () -> SourceText) -> Diagnosed<SpecBlock?> {
        let region = block.yamlRegion(file: file, syntaxCode: .specSyntax, source: source)
        let fence = SourceLocation(file: file, line: block.line, column: block.column)
        var log = DiagnosticLog()
        let node = log.take(region.compose(what: "spec block"))
        guard log.isEmpty else { return log.result(nil) }
        guard let node else {
            log.report(Diagnostic(.specSyntax, at: fence, "spec block is empty", hint: "describe the component: `component:`, `rules:`…"))
            return log.result(nil)
        }
        guard var fields = YAMLFields(node, region: region, what: "spec block", log: &log) else { return log.result(nil) }
        fields.reportUnknownKeys(known: SpecBlock.knownKeys)
        let named = fields.string("component")
        var spec = SpecBlock(component: named ?? pageComponent, componentLocation: fields.location(ofValue: "component") ?? fence,
                             namesComponent: named != nil, fencedBlockIndex: index, location: region.location(of: node.mark))
        spec.status = fields.lifecycle("status")
        spec.statusLocation = fields.location(ofValue: "status")
        for item in fields.items("rules") ?? [] {
            if let rule = parseRule(item, fields: &fields) { spec.rules.append(rule) }
        }
        if let tokens = fields.nested("tokens", what: "`tokens` of a spec block") {
            for pair in tokens.pairs {
                if let token = pair.value.scalar?.string {
                    spec.tokens.append(TokenRole(role: pair.key, token: token, location: tokens.location(of: pair.value)))
                } else {
                    fields.log.report(Diagnostic(.specSyntax, at: tokens.location(of: pair.value), "token role `\(pair.key)` must name one token"))
                }
            }
            fields.log.merge(tokens.log)
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
                    pair.log.report(Diagnostic(.specSyntax, at: at, "`\(use)` is not a contrast use",
                                               hint: Suggestion.didYouMean(use, in: ContrastPair.Use.allCases.map(\.rawValue)) ?? "use text, large-text or ui"))
                }
            }
            for key in ["foreground", "background", "use"] where pair.value(key) == nil {
                pair.log.report(Diagnostic(.specSyntax, at: pair.location(of: item), "contrast pair has no `\(key)`"))
            }
            fields.log.merge(pair.log)
            spec.contrast.append(contrast)
        }
        for item in fields.items("states") ?? [] {
            guard var state = fields.fields(of: item, what: "state") else { continue }
            state.reportUnknownKeys(known: VisualState.knownKeys)
            spec.states.append(VisualState(name: state.string("name"), opacity: state.string("opacity"), location: state.location(of: item),
                                           valueLocations: locations(of: state)))
            if state.value("name") == nil { state.log.report(Diagnostic(.specSyntax, at: state.location(of: item), "state has no `name`")) }
            fields.log.merge(state.log)
        }
        for item in fields.items("anatomy") ?? [] {
            guard var note = fields.fields(of: item, what: "anatomy note") else { continue }
            note.reportUnknownKeys(known: AnatomyNote.knownKeys)
            spec.anatomy.append(AnatomyNote(part: note.string("part"), note: note.string("note"), location: note.location(of: item),
                                            valueLocations: locations(of: note)))
            if note.value("part") == nil { note.log.report(Diagnostic(.specSyntax, at: note.location(of: item), "anatomy note has no `part`")) }
            fields.log.merge(note.log)
        }
        log.merge(fields.log)
        return log.result(spec)
    }

    /// Parses a ```` ```tokens ```` block, whose YAML has one key, `group`.
    package func parseTokenGrid(_ block: MarkdownOutline.FencedBlock, index: Int, source: @autoclosure () -> SourceText) -> Diagnosed<TokenGridBlock?> {
        let region = block.yamlRegion(file: file, syntaxCode: .specSyntax, source: source)
        let fence = SourceLocation(file: file, line: block.line, column: block.column)
        var log = DiagnosticLog()
        let node = log.take(region.compose(what: "tokens block"))
        guard log.isEmpty else { return log.result(nil) }
        guard let node, var fields = YAMLFields(node, region: region, what: "tokens block", log: &log) else {
            if log.isEmpty { log.report(Diagnostic(.specSyntax, at: fence, "tokens block is empty", hint: "name a token group: `group: color.grey`")) }
            return log.result(nil)
        }
        fields.reportUnknownKeys(known: TokenGridBlock.knownKeys)
        let group = fields.string("group"), at = fields.location(ofValue: "group")
        log.merge(fields.log)
        guard let group, let at else {
            log.report(Diagnostic(.specSyntax, at: fence, "tokens block names no `group`", hint: "add `group: color.grey`"))
            return log.result(nil)
        }
        return log.result(TokenGridBlock(group: group, location: at, fencedBlockIndex: index))
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
        fields.log.merge(rule.log)
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
