import Synchronization

/// The sidebar of every page, rendered once and shared. A page's sidebar differs from its
/// neighbours' only in the relative prefix of its links (which depends on the folder depth) and
/// in which link is the current page, so each link is rendered through
/// `partials/sidebar-item.mustache` once per language and depth, the links of a section are
/// joined once, and a page gets that text with its own link swapped for the current-page
/// version. Rendering the same list on every page is what makes other generators slow on large
/// sites (issue 7's profile).
///
/// Large navigations fold: when a language has more than `expandAllLimit` pages, only the
/// current page's section lists its pages; the other sections are headings that link to their
/// first page. A 10,000-link sidebar on every page would be unusable and would make the site's
/// size grow with the square of its page count.
public final class SidebarRenderer: Sendable {
    /// Up to this many pages in a language, every section lists its pages on every page.
    public static let expandAllLimit = 100

    /// One link of the sidebar.
    struct Entry: Sendable {
        var title: String
        var route: String
    }

    /// One section: a navigation section, or the generated reference pages.
    struct Section: Sendable {
        var title: String
        var entries: [Entry]
        /// Shown expanded even when the navigation folds (the few generated reference pages).
        var alwaysExpanded: Bool
    }

    /// A section rendered for one folder depth.
    private struct Rendered: Sendable {
        /// The links, none of them current, joined.
        var joined: String
        /// UTF-8 offset where each link starts in `joined`, and the end.
        var offsets: [Int]
    }

    private let templates: TemplateSet
    private let sections: [String: [Section]]
    private let expandsAll: [String: Bool]
    /// Section and link of a route, per language.
    private let positions: [String: [String: (section: Int, entry: Int)]]
    private let cache = Mutex<[String: Rendered]>([:])

    public init(site: Site, templates: TemplateSet, navigations: [String: Navigation]) {
        self.templates = templates
        let strings = InterfaceStrings.forLanguage(site.config.language)
        let generated = Set(GeneratedRoute.all(for: site))
        let reference = [(strings.componentsTitle, GeneratedRoute.components), (strings.rulesTitle, GeneratedRoute.rules),
                         (strings.tokensTitle, GeneratedRoute.tokens), (strings.changesTitle, GeneratedRoute.changes)]
            .filter { generated.contains($0.1) }.map { Entry(title: $0.0, route: $0.1) }
        var sections: [String: [Section]] = [:]
        var expandsAll: [String: Bool] = [:]
        var positions: [String: [String: (section: Int, entry: Int)]] = [:]
        for (language, navigation) in navigations {
            var list = navigation.sections.map { section in
                Section(title: section.title, entries: section.pages.map { Entry(title: site.pages[$0].title, route: site.pages[$0].route) },
                        alwaysExpanded: false)
            }
            if !reference.isEmpty { list.append(Section(title: strings.reference, entries: reference, alwaysExpanded: true)) }
            var table: [String: (section: Int, entry: Int)] = [:]
            for (s, section) in list.enumerated() {
                for (e, entry) in section.entries.enumerated() where table[entry.route] == nil { table[entry.route] = (s, e) }
            }
            sections[language] = list
            positions[language] = table
            expandsAll[language] = navigation.readingOrder.count <= Self.expandAllLimit
        }
        self.sections = sections
        self.expandsAll = expandsAll
        self.positions = positions
    }

    /// The sidebar's sections for the page at `route`, in `language`.
    public func sections(language: String, current route: String) -> [LayoutView.NavSection] {
        guard let sections = sections[language] else { return [] }
        let urls = RelativeURL(fromRoute: route)
        let current = positions[language]?[route]
        let expandsAll = expandsAll[language] ?? true
        return sections.indices.map { index in
            let section = sections[index]
            let isCurrent = current?.section == index
            let isExpanded = expandsAll || isCurrent || section.alwaysExpanded
            var html = ""
            if isExpanded {
                let text = rendered(language: language, urls: urls, section: index, of: sections)
                if let current, current.section == index {
                    let utf8 = text.joined.utf8
                    let start = utf8.index(utf8.startIndex, offsetBy: text.offsets[current.entry])
                    let end = utf8.index(utf8.startIndex, offsetBy: text.offsets[current.entry + 1])
                    let entry = section.entries[current.entry]
                    html.reserveCapacity(text.joined.utf8.count + 64)
                    html += text.joined[..<start]
                    html += item(entry, urls: urls, isCurrent: true)
                    html += text.joined[end...]
                } else {
                    html = text.joined
                }
            }
            return LayoutView.NavSection(title: section.title, isCurrent: isCurrent, isExpanded: isExpanded, itemsHTML: html,
                                         url: section.entries.first.map { urls.page($0.route) } ?? urls.page(""), count: section.entries.count)
        }
    }

    /// Links are written from the page's parent folder (`RelativeURL.pageFromParent`), so all
    /// pages of a folder share one rendering.
    private func item(_ entry: Entry, urls: RelativeURL, isCurrent: Bool) -> String {
        templates.render(LayoutView.NavItem(title: entry.title, url: urls.pageFromParent(entry.route), isCurrent: isCurrent), template: Self.itemTemplate) ?? ""
    }

    /// The partial that renders one link.
    public static let itemTemplate = "partials/sidebar-item"

    /// One section's links as written from the page's folder, rendered on first use: a large
    /// site expands only the current section, so only those are ever rendered.
    private func rendered(language: String, urls: RelativeURL, section index: Int, of sections: [Section]) -> Rendered {
        let folder = urls.fromRoute.isEmpty ? "\u{0}" : RelativeURL.parentFolder(of: urls.fromRoute)
        let key = language + "\u{0}" + folder + "\u{0}" + String(index)
        if let done = cache.withLock({ $0[key] }) { return done }
        var joined = ""
        var offsets = [0]
        for entry in sections[index].entries {
            joined += item(entry, urls: urls, isCurrent: false)
            offsets.append(joined.utf8.count)
        }
        let result = Rendered(joined: joined, offsets: offsets)
        cache.withLock { $0[key] = result }
        return result
    }
}
