import SpecimenFormats

/// What each content page shows of the design tokens, hashed, so that a token edit renders again
/// only the pages that show a token it changed (issue 26 point 3), besides the generated files
/// that show tokens (`GeneratedPage.showsTokens`), which `OutputKeys` keys with the whole token
/// files.
///
/// A content page reads tokens by name, from its spec blocks (token roles, contrast pairs and
/// states' opacities: `SpecBlockRenderer`) and its token grids (every token of a group). Each
/// token's hash holds all that a swatch or a contrast row reads of it: everything the token says
/// but where it is written (an edit above it in its file moves it without changing it), its value
/// in every other context, the page it is listed on, and whether it is a font size
/// (`TokenSwatchFactory.fontSizeNames`, read from the typography tokens). What every page reads
/// of the tokens as a whole goes into every page's key: the resolver's modifiers and contexts,
/// and which generated pages and files the site has (the head links `tokens.css` and
/// `accent.css`, the sidebar the token pages, only when they exist).
package struct TokenKeys: Sendable {
    /// Each token's hash, by name.
    private let hashes: [String: String]
    /// What every page reads of the tokens as a whole (the generated pages that show no token
    /// read only that).
    package let everyPage: String
    /// The tokens, for the members of a grid's group.
    private let tokens: DesignTokens

    package init(site: Site) {
        tokens = site.tokens
        let pages = TokenPages(site.tokens), fontSizes = TokenSwatchFactory.fontSizeNames(in: site.tokens)
        let contexts = site.tokenContexts.otherContexts
        var hashes: [String: String] = [:]
        hashes.reserveCapacity(site.tokens.names.count)
        for name in site.tokens.names {
            var hash = ContentHash()
            Self.combine(site.tokens[name], into: &hash)
            for context in contexts { Self.combine(site.tokenContexts.token(name, in: context), into: &hash) }
            hash.combine(pages.route(of: name))
            hash.combine(fontSizes.contains(name) ? 1 : 0)
            hashes[name] = hash.hex
        }
        self.hashes = hashes
        var everyPage = ContentHash()
        for modifier in site.tokenContexts.modifiers {
            everyPage.combine(modifier.name)
            everyPage.combine(modifier.defaultContext)
            everyPage.combine(modifier.contexts.count)
            for context in modifier.contexts { everyPage.combine(context) }
        }
        for kind in GeneratedPage.allCases {
            let present = kind.isPresent(in: site)
            everyPage.combine(present ? 1 : 0)
            if present { for route in kind.routes(in: site) { everyPage.combine(route) } }
        }
        self.everyPage = everyPage.hex
    }

    /// The key of what `page` shows of the tokens.
    package func key(of page: Page) -> String {
        var hash = ContentHash()
        hash.combine(everyPage)
        func add(_ name: String?) {
            guard let name else { return }
            hash.combine(name)
            hash.combine(hashes[name] ?? "")
        }
        for block in page.specBlocks {
            for role in block.tokens { add(role.token) }
            for pair in block.contrast {
                add(pair.foreground)
                add(pair.background)
                add(pair.opacity)
            }
            for state in block.states { add(state.opacity) }
        }
        for grid in page.tokenGrids {
            let members = tokens.tokens(inGroup: grid.group)
            hash.combine(grid.group)
            hash.combine(members.count)
            for member in members { add(member.token.name) }
        }
        return hash.hex
    }

    /// Everything `token` says but where: a missing token hashes as one.
    private static func combine(_ token: ResolvedToken?, into hash: inout ContentHash) {
        guard let token else {
            hash.combine(0)
            return
        }
        let json = JSONWriter(.compact)
        hash.combine(1)
        // The typed value is decoded from the resolved JSON as its type says (`TokenResolver`),
        // and both are here: it is left out (described by reflection, it cost three quarters of
        // the token keys, which every build with a cache makes).
        let fields = [token.token.name, token.type?.rawValue, token.token.type?.rawValue, token.token.unknownType, token.token.description,
                      token.token.deprecated, json.text(token.token.value), token.token.extensions.map(json.text),
                      token.resolvedJSON.map(json.text)]
        for field in fields {
            hash.combine(field ?? "\u{0}")
        }
        hash.combine(token.aliasChain.count)
        for name in token.aliasChain { hash.combine(name) }
    }
}
