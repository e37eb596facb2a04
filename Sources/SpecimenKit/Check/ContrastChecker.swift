/// SP305: a contrast pair stated in a spec block that falls below the WCAG 2.2 AA ratio for its
/// use, after compositing a translucent or faded foreground over its background. A pair marked
/// `accepted: "reason"` is not reported; it is shown as failing, with the reason, on its page.
package struct ContrastChecker: Checker {
    package init() {}

    package var readsOnlyData: Bool { true }

    package func check(_ site: Site) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Pages state the same few pairs thousands of times: each pair's contexts are found once.
        var changing: [[String]: [TokenContext]] = [:]
        for (_, block) in site.specBlocks {
            for pair in block.contrast {
                guard pair.accepted == nil, let use = pair.use else { continue }
                let names = pair.tokenNames
                let changed: [TokenContext]
                if let known = changing[names] {
                    changed = known
                } else {
                    changed = site.tokenContexts.contexts(changingAny: names, from: site.tokens)
                    changing[names] = changed
                }
                // The default context, then every context of every modifier that changes either colour (or the opacity).
                let contexts: [(TokenContext?, DesignTokens)] = [(nil, site.tokens)]
                    + changed.compactMap { context in site.tokenContexts.variants[context].map { (context, $0) } }
                for (context, tokens) in contexts {
                    guard let result = ContrastResult(pair, tokens: tokens), !result.passesAA else { continue }
                    let faded = pair.opacity.map { " at `\($0)` (\(TokenValue.number(result.opacity * 100)) %)" } ?? ""
                    let inContext = context.map { " in \($0)" } ?? ""
                    diagnostics.append(Diagnostic(
                        .contrastFailure, at: pair.location,
                        "`\(pair.foreground ?? "")`\(faded) on `\(pair.background ?? "")`\(inContext) has a contrast of \(Contrast.format(result.ratio)); \(use.rawValue) needs \(Contrast.format(Contrast.minimumAA(use)))",
                        hint: suggestion(for: pair, use: use, tokens: tokens)
                            ?? "choose other tokens, or add `accepted: \"why\"` and explain the exception on the page"))
                }
            }
        }
        return diagnostics
    }

    /// The nearest token of the foreground's group (a ramp such as `color.grey`) that would pass.
    private func suggestion(for pair: ContrastPair, use: ContrastPair.Use, tokens: DesignTokens) -> String? {
        guard let name = pair.foreground, let token = tokens[name], let background = pair.background.flatMap(tokens.color) else { return nil }
        let siblings = tokens.tokens(inGroup: token.token.group).filter { $0.token.group == token.token.group }
        guard let here = siblings.firstIndex(where: { $0.token.name == name }) else { return nil }
        let opacity = pair.opacity.flatMap(tokens.number) ?? 1
        let passing = siblings.indices.filter { index in
            guard index != here, case .color(let color)? = siblings[index].value else { return false }
            return Contrast.ratio(foreground: color, background: background, opacity: opacity) >= Contrast.minimumAA(use)
        }
        guard let best = passing.min(by: { abs($0 - here) < abs($1 - here) }), case .color(let color)? = siblings[best].value else { return nil }
        let ratio = Contrast.ratio(foreground: color, background: background, opacity: opacity)
        return "`\(siblings[best].token.name)` would pass with \(Contrast.format(ratio))"
    }
}

/// The computed contrast of one stated pair, shared by the check and the rendered table.
package struct ContrastResult: Sendable, Hashable {
    package var foreground: Color
    package var background: Color
    package var opacity: Double
    package var ratio: Double
    package var use: ContrastPair.Use
    package var passesAA: Bool { ratio >= Contrast.minimumAA(use) }
    package var passesAAA: Bool { ratio >= Contrast.minimumAAA(use) }

    /// Nil when a token is missing or not a colour (reported by `TokenReferenceChecker`).
    package init?(_ pair: ContrastPair, tokens: DesignTokens) {
        guard let use = pair.use, let foreground = pair.foreground.flatMap(tokens.color), let background = pair.background.flatMap(tokens.color) else { return nil }
        var opacity = 1.0
        if let name = pair.opacity {
            guard let value = tokens.number(name) else { return nil }
            opacity = value
        }
        self.foreground = foreground
        self.background = background
        self.opacity = opacity
        self.use = use
        self.ratio = Contrast.ratio(foreground: foreground, background: background, opacity: opacity)
    }
}
