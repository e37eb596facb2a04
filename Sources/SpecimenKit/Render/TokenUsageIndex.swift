/// Where each token is used, for the backlinks on `tokens/`: roles, contrast pairs and states in
/// spec blocks (linking to the component's page), and other tokens that alias it.
public struct TokenUsageIndex: Sendable {
    /// One use.
    public struct Use: Sendable, Hashable {
        /// `Tabs · indicator`, `alias of color.border.strong`.
        public var label: String
        /// The route of the page that uses it, or nil for an alias (linked on `tokens/` itself).
        public var route: String?
        /// The fragment on that page, or the aliasing token's name.
        public var fragment: String?
    }

    public let uses: [String: [Use]]

    public init(site: Site) {
        var uses: [String: [Use]] = [:]
        struct Seen: Hashable {
            var token: String
            var use: Use
        }
        var seen = Set<Seen>()
        func add(_ token: String?, _ use: Use) {
            guard let token, seen.insert(Seen(token: token, use: use)).inserted else { return }
            uses[token, default: []].append(use)
        }
        let registry = site.registry
        // By index: iterating the pages (or `site.specBlocks`) copies every page whole.
        for index in site.pages.indices where !site.pages[index].specBlocks.isEmpty {
            let route = site.pages[index].route
            for block in site.pages[index].specBlocks {
                let name = block.component.flatMap { registry.component($0)?.name } ?? block.component ?? site.pages[index].title
                for role in block.tokens { add(role.token, Use(label: "\(name) · \(role.role)", route: route, fragment: nil)) }
                for pair in block.contrast {
                    add(pair.foreground, Use(label: "\(name) · contrast", route: route, fragment: nil))
                    add(pair.background, Use(label: "\(name) · contrast", route: route, fragment: nil))
                    add(pair.opacity, Use(label: "\(name) · contrast", route: route, fragment: nil))
                }
                for state in block.states { add(state.opacity, Use(label: "\(name) · \(state.name ?? "state")", route: route, fragment: nil)) }
            }
        }
        for name in site.tokens.names {
            guard let target = site.tokens[name]?.aliasChain.first else { continue }
            add(target, Use(label: name, route: nil, fragment: name))
        }
        self.uses = uses
    }
}
