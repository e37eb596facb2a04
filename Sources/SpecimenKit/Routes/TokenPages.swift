/// Which page of `tokens/` shows each token. A real design system has a thousand tokens and more,
/// and one page of them all was megabytes, tens of thousands of elements and metres tall; so a
/// site with more than `singlePageLimit` tokens gets one page per top-level group
/// (`tokens/color/`), and `tokens/` becomes their index. A small system keeps every token on
/// `tokens/`, where one page is easier to read than a handful of short ones.
///
/// Every link to a token (swatches in spec blocks and grids, backlinks, the search index, the
/// sitemap and the catalogue of generated pages) asks this one place where the token is.
package struct TokenPages: Sendable {
    /// Up to this many tokens, every token is on `tokens/` itself.
    package static let singlePageLimit = 60

    /// One top-level group: its name, its folder under `tokens/` and its tokens.
    package struct Group: Sendable, Hashable {
        /// The first segment of its tokens' names (`color`); "" for tokens outside any group.
        package var name: String
        /// Its folder under `tokens/` (`color`): the name in lower-case ASCII letters, digits,
        /// `-` and `_`, unique among the groups (`color-2` when two names fold alike).
        package var slug: String
        /// The names of its tokens, in file order.
        package var tokens: [String]

        /// `tokens/color/`.
        package var route: String { GeneratedRoute.tokenGroup(slug) }
    }

    /// The top-level groups in the order their first tokens are written; tokens outside any
    /// group come last.
    package let groups: [Group]
    /// True when each group has its own page; false when every token is on `tokens/`.
    package let isSplit: Bool
    /// The position in `groups` of each token's group.
    private let groupIndex: [String: Int]

    package init(_ tokens: DesignTokens) {
        var order: [String] = []
        var members: [String: [String]] = [:]
        for name in tokens.names where tokens[name] != nil {
            let group = Self.topLevelGroup(of: name)
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(name)
        }
        // Named groups first, so that adding an ungrouped token never renames a group's page.
        if let ungrouped = order.firstIndex(of: "") { order.append(order.remove(at: ungrouped)) }
        var used = Set<String>()
        var groups: [Group] = []
        var index: [String: Int] = [:]
        for name in order {
            let base = name.isEmpty ? "other" : Self.slug(name)
            var slug = base, suffix = 2
            while !used.insert(slug).inserted {
                slug = base + "-" + String(suffix)
                suffix += 1
            }
            for token in members[name] ?? [] { index[token] = groups.count }
            groups.append(Group(name: name, slug: slug, tokens: members[name] ?? []))
        }
        self.groups = groups
        self.groupIndex = index
        self.isSplit = index.count > Self.singlePageLimit
    }

    /// The route of the page that shows `token`: its group's page, or `tokens/` when the tokens
    /// share one page (or the token does not exist).
    package func route(of token: String) -> String {
        guard isSplit, let index = groupIndex[token] else { return GeneratedRoute.tokens }
        return groups[index].route
    }

    /// The group of `token`, nil when it does not exist.
    package func group(of token: String) -> Group? {
        groupIndex[token].map { groups[$0] }
    }

    /// The routes of the group pages; none when the tokens share `tokens/`.
    package var groupRoutes: [String] {
        isSplit ? groups.map(\.route) : []
    }

    /// The routes of the pages that show tokens: the group pages, or `tokens/` alone.
    package var tokenRoutes: [String] {
        isSplit ? groupRoutes : [GeneratedRoute.tokens]
    }

    /// The position in `tokenRoutes` of the page that shows `token` (the search index names
    /// each token's page by it).
    package func pagePosition(of token: String) -> Int {
        isSplit ? groupIndex[token] ?? 0 : 0
    }

    /// `color` for `color.grey.60`; "" for a token written outside any group.
    package static func topLevelGroup(of name: String) -> String {
        guard let dot = name.firstIndex(of: ".") else { return "" }
        return String(name[..<dot])
    }

    /// A group's name as a folder: lower-case ASCII letters, digits, `-` and `_` kept, every other
    /// run of characters one `-`, none at either end; `group` when nothing is left.
    package static func slug(_ name: String) -> String {
        var slug = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "a"..."z", "0"..."9", "_": slug.unicodeScalars.append(scalar)
            case "A"..."Z": slug.unicodeScalars.append(Unicode.Scalar(scalar.value + 32)!)
            default: if !slug.isEmpty, slug.last != "-" { slug.append("-") }
            }
        }
        while slug.last == "-" { slug.removeLast() }
        return slug.isEmpty ? "group" : slug
    }
}
