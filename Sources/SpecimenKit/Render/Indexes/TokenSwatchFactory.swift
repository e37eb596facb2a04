import SpecimenFormats

/// Builds `TokenSwatchView`s: the one place that decides how each kind of token is shown.
package struct TokenSwatchFactory: Sendable {
    package let site: Site
    /// Made when a token page first asks for a swatch with its usages: other outputs never read it.
    private let deferredUsages: Deferred<TokenUsageIndex>
    /// Where each token is shown: every link to a token goes to its page.
    package let pages: TokenPages
    /// Names of number tokens used as opacities anywhere (states, contrast pairs).
    package let opacityNames: Set<String>
    /// Names of dimension tokens that typography tokens take their font size from.
    package let fontSizeNames: Set<String>
    /// Every token's swatch with what does not depend on the page showing it (contrast, value,
    /// anchor), made once: pages ask for the same few tokens thousands of times.
    private let bases: [String: TokenSwatchView]

    package init(site: Site) {
        self.site = site
        self.deferredUsages = Deferred { TokenUsageIndex(site: site) }
        self.pages = TokenPages(site.tokens)
        var opacities = Set<String>()
        for index in site.pages.indices {  // by index: `site.specBlocks` copies every page
            for block in site.pages[index].specBlocks {
                opacities.formUnion(block.states.compactMap(\.opacity))
                opacities.formUnion(block.contrast.compactMap(\.opacity))
            }
        }
        self.opacityNames = opacities
        let fontSizes = Self.fontSizeNames(in: site.tokens)
        self.fontSizeNames = fontSizes
        let naming = CSSVariableNaming(site.config.tokens)
        var bases: [String: TokenSwatchView] = [:]
        for name in site.tokens.names {
            guard let token = site.tokens[name] else { continue }
            var base = Self.base(name, token, opacityNames: opacities, fontSizeNames: fontSizes)
            if token.value != nil { base.cssVariable = naming.name(name) }
            Self.addContexts(of: name, to: &base, site: site, opacityNames: opacities)
            bases[name] = base
        }
        self.bases = bases
    }

    /// The token's value in each context that changes it, and the default contexts its row is
    /// pinned to (DESIGN 3.6: every context side by side, marked where it changes the token).
    private static func addContexts(of name: String, to swatch: inout TokenSwatchView, site: Site, opacityNames: Set<String>) {
        let contexts = site.tokenContexts
        guard !contexts.isEmpty else { return }
        let changing = contexts.contextsChanging(name, from: site.tokens)
        guard !changing.isEmpty else { return }
        swatch.defaultContexts = contexts.defaults(for: changing).map {
            TokenSwatchView.ContextValue(attribute: $0.attribute, context: $0.context, value: swatch.value)
        }
        swatch.contextValues = changing.map { context in
            let shown = contexts.token(name, in: context).map { shownValue($0, opacityNames: opacityNames) } ?? "–"
            return TokenSwatchView.ContextValue(attribute: context.attribute, context: context.context, value: shown)
        }
        swatch.hasContexts = true
    }

    /// `token-color-grey-60`.
    package static func anchor(_ name: String) -> String {
        if name.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            // Printable ASCII names (nearly all), byte by byte: the same letters, digits, `-` and `_` kept.
            return "token-" + String(decoding: name.utf8.map { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                     UInt8(ascii: "-"), UInt8(ascii: "_"): byte
                default: UInt8(ascii: "-")
                }
            }, as: UTF8.self)
        }
        return "token-" + name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? String($0) : "-" }.joined()
    }

    /// True for number tokens from 0 to 1 that are used as, or named as, opacities.
    package func isOpacity(_ token: ResolvedToken) -> Bool {
        Self.isOpacity(token, opacityNames: opacityNames)
    }

    private static func isOpacity(_ token: ResolvedToken, opacityNames: Set<String>) -> Bool {
        guard case .number(let value)? = token.value, (0...1).contains(value) else { return false }
        return opacityNames.contains(token.token.name) || token.token.name.split(separator: ".").contains { $0.lowercased().hasPrefix("opacity") }
    }

    /// The swatch of `name` as seen from the page at `route`; nil when the token does not exist.
    /// `withUsages` lists the components that use the token and links each step of its alias
    /// chain (the token pages show them); other pages leave them out, since a token used by
    /// every component would make each page's swatches list every other component.
    package func swatch(_ name: String, from route: String, withUsages: Bool = false) -> TokenSwatchView? {
        guard var swatch = bases[name] else { return nil }
        let urls = RelativeURL(fromRoute: route)
        // A token on the page itself is linked by its fragment alone (a group's page links to its own tokens hundreds of times).
        func link(to token: String) -> String {
            let target = pages.route(of: token), anchor = Self.anchor(token)
            if target == route { return urls.page(target, fragment: anchor) }
            // A sibling group's page (`tokens/role/` → `tokens/palette/`): `../palette/index.html#…`,
            // not up to the root and down again, on rows a group has by the thousand.
            if let parent = route.dropLast().lastIndex(of: "/").map({ route[...$0] }), target.hasPrefix(parent), !target.dropFirst(parent.count).dropLast().contains("/") {
                return "../" + RelativeURL.fromSiteRoot(target.dropFirst(parent.count) + "index.html", fragment: anchor)
            }
            return urls.page(target, fragment: anchor)
        }
        swatch.url = link(to: name)
        if withUsages {
            swatch.usages = (deferredUsages.value.uses[name] ?? []).map { TokenSwatchView.Usage(label: $0.label, url: urls.page($0.route)) }
            swatch.hasUsages = !swatch.usages.isEmpty
            swatch.hasNotes = swatch.hasNotes || swatch.hasUsages
            swatch.aliasLinks = swatch.aliasChain.map { TokenSwatchView.Usage(label: $0, url: link(to: $0)) }
        }
        return swatch
    }

    /// The value as a swatch shows it: its CSS, an opacity as a percentage, or the raw value of
    /// one that does not resolve (also each context's value, without the rest of a swatch).
    private static func shownValue(_ token: ResolvedToken, opacityNames: Set<String>) -> String {
        if case .number(let number)? = token.value, isOpacity(token, opacityNames: opacityNames) {
            return TokenValue.number(number * 100) + " %"
        }
        return token.value?.css ?? raw(token)
    }

    /// The swatch of a token before it is placed on a page: no URL, no usages.
    private static func base(_ name: String, _ token: ResolvedToken, opacityNames: Set<String>, fontSizeNames: Set<String>) -> TokenSwatchView {
        let value = token.value
        var kind = (color: false, opacity: false, dimension: false, typography: false, shadow: false, border: false, gradient: false)
        let shown = shownValue(token, opacityNames: opacityNames)
        var onWhite: String?, onBlack: String?
        switch value {
        case .color(let color)?:
            kind.color = true
            onWhite = Contrast.format(Contrast.ratio(foreground: color, background: .white))
            onBlack = Contrast.format(Contrast.ratio(foreground: color, background: .black))
        case .number? where isOpacity(token, opacityNames: opacityNames):
            kind.opacity = true
        case .dimension? where fontSizeNames.contains(name) || suggestsFontSize(name): kind.typography = true
        case .dimension?: kind.dimension = true
        case .typography?, .fontFamily?, .fontWeight?: kind.typography = true
        case .shadow?: kind.shadow = true
        case .border?: kind.border = true
        case .gradient?: kind.gradient = true
        default: break
        }
        // Exports often write `"$description": ""`: nothing to show.
        let description = token.token.description.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        let plain = !(kind.color || kind.opacity || kind.dimension || kind.typography || kind.shadow || kind.border || kind.gradient)
        let word = kind.color ? "color" : kind.opacity ? "opacity" : kind.dimension ? "dimension" : kind.typography ? "type"
            : kind.shadow ? "shadow" : kind.border ? "border" : kind.gradient ? "gradient" : "plain"
        return TokenSwatchView(
            name: name, shortName: token.token.shortName, anchor: Self.anchor(name), url: "",
            type: token.type?.rawValue ?? token.token.unknownType ?? "", value: shown, isColor: kind.color, isOpacity: kind.opacity,
            isDimension: kind.dimension, isTypography: kind.typography, isShadow: kind.shadow, isBorder: kind.border, isGradient: kind.gradient,
            isPlain: plain, aliasChain: token.aliasChain, hasAliasChain: !token.aliasChain.isEmpty, description: description,
            deprecated: token.token.deprecated, contrastOnWhite: onWhite, contrastOnBlack: onBlack, usages: [], hasUsages: false,
            kind: word, hasNotes: description != nil || token.token.deprecated != nil)
    }

    /// The dimension tokens typography tokens take their `fontSize` from (`"{font.size.body}"`),
    /// and the tokens those alias: font sizes whose names do not say so.
    static func fontSizeNames(in tokens: DesignTokens) -> Set<String> {
        var names = Set<String>()
        for name in tokens.names {
            guard let token = tokens[name], token.type == .typography,
                  let size = token.token.value["fontSize"]?.string, size.hasPrefix("{"), size.hasSuffix("}") else { continue }
            let target = String(size.dropFirst().dropLast())
            names.insert(target)
            names.formUnion(tokens[target]?.aliasChain ?? [])
        }
        return names
    }

    /// True for a name that says it is a font size: a segment such as `fontSize`, `font-size` or
    /// `textSize`, or a `font`, `text`, `type` or `typography` segment with a `size` or `scale`
    /// one (`font.size.body`, `typography.scale.200`).
    static func suggestsFontSize(_ name: String) -> Bool {
        let segments = name.lowercased().split(separator: ".").map { $0.filter { $0 != "-" && $0 != "_" } }
        if segments.contains(where: { $0.contains("fontsize") || $0.contains("textsize") || $0.contains("typesize") }) { return true }
        let typeWords: Set<String> = ["font", "fonts", "text", "type", "typography"], sizeWords: Set<String> = ["size", "sizes", "scale"]
        return segments.contains { typeWords.contains($0) } && segments.contains { sizeWords.contains($0) }
    }

    /// A value that could not be typed, as written (a non-DTCG `$type`).
    static func raw(_ token: ResolvedToken) -> String {
        switch (token.resolvedJSON ?? token.token.value).value {
        case .string(let text): text
        case .number(let number): TokenValue.number(number)
        case .bool(let flag): flag ? "true" : "false"
        default: JSONWriter(.compact).text(token.resolvedJSON ?? token.token.value)
        }
    }

    /// True when every token is a colour of one group and every short name a number: a ramp such as grey 10–100.
    package func isRamp(_ tokens: [ResolvedToken]) -> Bool {
        tokens.count >= 3 && Set(tokens.map(\.token.group)).count == 1 && tokens.allSatisfy { token in
            if case .color? = token.value { return Double(token.token.shortName) != nil }
            return false
        }
    }

    /// Tokens of a ramp ordered by their numeric names, others as written.
    package func ordered(_ tokens: [ResolvedToken]) -> [ResolvedToken] {
        guard isRamp(tokens) else { return tokens }
        return tokens.sorted { (Double($0.token.shortName) ?? 0) < (Double($1.token.shortName) ?? 0) }
    }
}
