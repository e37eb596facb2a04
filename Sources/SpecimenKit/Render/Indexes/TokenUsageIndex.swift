/// Where each token is used, for the backlinks on the token pages: roles, contrast pairs and
/// states in spec blocks, each linking to the page of its component. Aliases are not listed: an
/// alias shows (and links to) the token it points to on its own row, and a base colour that a
/// system aliases a hundred times would otherwise list every one of them.
package struct TokenUsageIndex: Sendable {
    /// One use.
    package struct Use: Sendable, Hashable {
        /// `Tabs · indicator`.
        package var label: String
        /// The route of the page that uses it.
        package var route: String
    }

    package let uses: [String: [Use]]

    /// Pages are read on every core (at 10,000 pages this index was the longest part of the
    /// work rendering waits for); the uses are then joined in page order, as before.
    package init(site: Site, parallelism: Parallelism = .parallel) {
        struct Seen: Hashable {
            var token: String
            var use: Use
        }
        let registry = site.registry
        let indices = site.pages.indices.filter { !site.pages[$0].specBlocks.isEmpty }
        // Each page's uses: one per token and component, naming every role it plays there
        // (`Tabs · indicator, contrast`), so a token page links each page once per token. A use
        // names its page's route, so uses of pages with different routes never repeat each
        // other; pages that share a route are checked below.
        let perPage = parallelism.map(indices) { index -> [(token: String, use: Use)] in
            struct Place: Hashable {
                var token: String
                var name: String
            }
            // Sized up front: growing the table rehashed every use, a third of this index's time.
            let count = site.pages[index].specBlocks.reduce(0) { $0 + $1.tokens.count + 3 * $1.contrast.count + $1.states.count }
            var roles = [Place: [String]](minimumCapacity: count)
            var order: [Place] = []
            order.reserveCapacity(count)
            func add(_ token: String?, _ name: String, _ role: String) {
                guard let token else { return }
                let place = Place(token: token, name: name)
                if let known = roles[place] {
                    if !known.contains(role) { roles[place]!.append(role) }
                } else {
                    roles[place] = [role]
                    order.append(place)
                }
            }
            // By index: iterating the pages (or `site.specBlocks`) copies every page whole.
            let route = site.pages[index].route
            for block in site.pages[index].specBlocks {
                let name = block.component.flatMap { registry.component($0)?.name } ?? block.component ?? site.pages[index].title
                for role in block.tokens { add(role.token, name, role.role) }
                for pair in block.contrast {
                    add(pair.foreground, name, "contrast")
                    add(pair.background, name, "contrast")
                    add(pair.opacity, name, "contrast")
                }
                for state in block.states { add(state.opacity, name, state.name ?? "state") }
            }
            return order.map { ($0.token, Use(label: "\($0.name) · \(roles[$0]!.joined(separator: ", "))", route: route)) }
        }
        var uses: [String: [Use]] = [:]
        // Only a site with two pages at one route (SP004) can repeat a use across pages.
        let sharesRoutes = site.pageIndexByRoute.count < site.pages.count
        var seenAcrossPages = Set<Seen>()
        for found in perPage {
            for (token, use) in found where !sharesRoutes || seenAcrossPages.insert(Seen(token: token, use: use)).inserted {
                uses[token, default: []].append(use)
            }
        }
        self.uses = uses
    }
}
