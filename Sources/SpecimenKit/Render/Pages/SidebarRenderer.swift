import SpecimenTemplates

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
/// size grow with the square of its page count. Long sections are windowed: a section with more
/// than `SectionRoutes.sidebarLimit` pages lists only that many, around the current page, with a
/// link to the section's index page, which lists them all: every page stays two clicks away and
/// a page's navigation has the same size however long its section is.
package final class SidebarRenderer: Sendable {
    /// Up to this many pages in a language, every section lists its pages on every page.
    package static let expandAllLimit = 100

    /// One link of the sidebar.
    struct Entry: Sendable, Equatable {
        var title: String
        var route: String
        /// The language of the page linked to, when it differs from the sidebar's own: the
        /// generated reference pages exist in the site's language only, so a translation's
        /// sidebar names them in its own words and says where they lead (`hreflang`).
        var hreflang: String? = nil
    }

    /// One section: a navigation section, or the generated reference pages.
    struct Section: Sendable, Equatable {
        var title: String
        var entries: [Entry]
        /// Shown expanded even when the navigation folds (the few generated reference pages).
        var alwaysExpanded: Bool
        /// The section's index page (`SectionRoutes`), when it is too long to list whole.
        var indexRoute: String? = nil
        /// The words of the link to it ("All 500 pages").
        var allLabel: String? = nil
    }

    /// A section rendered for one folder depth.
    private struct Rendered: Sendable {
        /// The links, none of them current, joined, as UTF-8 bytes.
        var joined: [UInt8]
        /// Offset where each link starts in `joined`, and the end.
        var offsets: [Int]
    }

    /// Which rendering of a section: the language, the folder the page is in, the section.
    private struct Key: Sendable, Hashable {
        var language: String
        var folder: String
        var section: Int
    }

    private let templates: TemplateSet
    private let sections: [String: [Section]]
    private let expandsAll: [String: Bool]
    /// Section and link of a route, per language.
    private let positions: [String: [String: (section: Int, entry: Int)]]
    /// Every rendering the site's pages need, made up front on every core: looked up without a
    /// lock (a shared cache behind a mutex made the cores wait on each other on every page).
    private let prerendered: [Key: Rendered]
    /// Each section's link (to its first page), per language and per relative root (`../../`):
    /// the same for every page at that depth, so made once instead of for every section of
    /// every page.
    private let sectionURLs: [String: [String: [String]]]
    /// The section each section index page (`SectionRoutes`) stands for, by route.
    private let indexPages: [String: Int]

    package init(site: Site, templates: TemplateSet, navigations: [String: Navigation],
                 parallelism: Parallelism = .parallel) {
        self.templates = templates
        let generated = Set(GeneratedRoute.all(for: site))
        var sections: [String: [Section]] = [:]
        var expandsAll: [String: Bool] = [:]
        var positions: [String: [String: (section: Int, entry: Int)]] = [:]
        let indexes = site.sectionRoutes
        for (language, navigation) in navigations {
            let strings = site.strings(for: language)
            var list = navigation.sections.map { section in
                let indexRoute = indexes.route(language: language, section: section.title)
                return Section(title: section.title, entries: section.pages.map { Entry(title: site.pages[$0].title, route: site.pages[$0].route) },
                               alwaysExpanded: false, indexRoute: indexRoute,
                               allLabel: indexRoute.map { _ in Self.allLabel(count: section.pages.count, strings: strings) })
            }
            let linksLanguage = language == site.config.language ? nil : site.config.language
            let reference = [(strings["componentsTitle"], GeneratedRoute.components), (strings["rulesTitle"], GeneratedRoute.rules),
                             (strings["tokensTitle"], GeneratedRoute.tokens), (strings["changesTitle"], GeneratedRoute.changes)]
                .filter { generated.contains($0.1) }.map { Entry(title: $0.0, route: $0.1, hreflang: linksLanguage) }
            if !reference.isEmpty { list.append(Section(title: strings["reference"], entries: reference, alwaysExpanded: true)) }
            var table: [String: (section: Int, entry: Int)] = [:]
            for (s, section) in list.enumerated() {
                for (e, entry) in section.entries.enumerated() where table[entry.route] == nil { table[entry.route] = (s, e) }
            }
            sections[language] = list
            positions[language] = table
            expandsAll[language] = navigation.readingOrder.count <= Self.expandAllLimit
        }
        var indexPages: [String: Int] = [:]
        for list in sections.values {
            for (index, section) in list.enumerated() {
                if let route = section.indexRoute { indexPages[route] = index }
            }
        }
        self.indexPages = indexPages
        self.sections = sections
        self.expandsAll = expandsAll
        self.positions = positions
        // The renderings the pages and the generated pages will ask for (anything else, such as a
        // page `serve` adds, is rendered when asked).
        var needed = Set<Key>()
        let generatedRoutes = GeneratedRoute.all(for: site) + [""]
        for (language, list) in sections {
            let routes = site.pages.indices.filter { site.pages[$0].lang == language }.map { site.pages[$0].route } + generatedRoutes
            for route in routes {
                let folder = Self.folder(of: route)
                let current = positions[language]?[route]
                for index in list.indices where expandsAll[language] ?? true || current?.section == index || list[index].alwaysExpanded {
                    needed.insert(Key(language: language, folder: folder, section: index))
                }
            }
        }
        let keys = needed.sorted { ($0.language, $0.folder, $0.section) < ($1.language, $1.folder, $1.section) }
        let lists = sections
        let renderings = parallelism.map(keys) { key in
            Self.render(lists[key.language]?[key.section].entries ?? [], folder: key.folder, templates: templates)
        }
        prerendered = Dictionary(uniqueKeysWithValues: zip(keys, renderings))
        // One page's URLs for each depth the site has (found once, not once per language).
        var depths: [String: RelativeURL] = [:]
        for route in site.pages.map(\.route) + generatedRoutes {
            let urls = RelativeURL(fromRoute: route)
            if depths[urls.root] == nil { depths[urls.root] = urls }
        }
        self.sectionURLs = sections.mapValues { list in depths.mapValues { urls in list.map { Self.url(of: $0, urls: urls) } } }
    }

    /// True when `other` gives every page the sidebar this one gives it: the same sections and
    /// links, rendered with the same templates (what `sections(language:current:)` is made of).
    /// An older version's pages are framed like the current version's when it does
    /// (`LayoutRenderer.KeptFrame`).
    package func listsTheSame(as other: SidebarRenderer) -> Bool {
        self === other || (templates.rendersTheSame(as: other.templates) && expandsAll == other.expandsAll && sections == other.sections)
    }

    /// A section's link: its index page, else its first page.
    private static func url(of section: Section, urls: RelativeURL) -> String {
        if let index = section.indexRoute { return urls.page(index) }
        return section.entries.first.map { urls.page($0.route) } ?? urls.page("")
    }

    /// "All 500 pages", in the sidebar's language.
    package static func allLabel(count: Int, strings: InterfaceStrings) -> String {
        strings.text("sectionAllPages", filling: String(count))
    }

    /// The links of a section of `count` pages the sidebar lists: all of them, or the
    /// `SectionRoutes.sidebarLimit` around `current` (the first ones when no page of the section
    /// is current), shifted at either end so that the window is always full.
    package static func window(count: Int, current: Int?) -> Range<Int> {
        let limit = SectionRoutes.sidebarLimit
        guard count > limit else { return 0..<count }
        guard let current else { return 0..<limit }
        let start = min(max(0, current - limit / 2), count - limit)
        return start..<(start + limit)
    }

    /// The sidebar's sections for the page at `route`, in `language`.
    package func sections(language: String, current route: String) -> [LayoutView.NavSection] {
        guard let sections = sections[language] else { return [] }
        let urls = RelativeURL(fromRoute: route)
        let current = positions[language]?[route]
        // A section's index page shows its section open, with no link current.
        let indexOf = current == nil ? indexPages[route] : nil
        let expandsAll = expandsAll[language] ?? true
        let folder = Self.folder(of: route)  // once per page, not once per section
        let sectionURLs = self.sectionURLs[language]?[urls.root]
        return sections.indices.map { index in
            let section = sections[index]
            let isCurrent = current?.section == index || indexOf == index
            let isExpanded = expandsAll || isCurrent || section.alwaysExpanded
            var html = TemplateHTML.bytes([])
            if isExpanded {
                let key = Key(language: language, folder: folder, section: index)
                let text = prerendered[key] ?? Self.render(section.entries, folder: key.folder, templates: templates)
                let currentEntry = current?.section == index ? current?.entry : nil
                let window = Self.window(count: section.entries.count, current: currentEntry)
                let start = text.offsets[window.lowerBound], end = text.offsets[window.upperBound]
                if let currentEntry {
                    // Written into the page as three pieces: joined into an array of their own,
                    // a section of 500 links was copied twice on each of its pages.
                    let item = Array(Self.item(section.entries[currentEntry], urls: urls, isCurrent: true, templates: templates).utf8)
                    let before = text.joined[start..<text.offsets[currentEntry]], after = text.joined[text.offsets[currentEntry + 1]..<end]
                    html = .writer(TemplateWriter { output in
                        output.append(before)
                        output.append(item)
                        output.append(after)
                    })
                } else if window.count == section.entries.count {
                    html = .bytes(text.joined)
                } else {
                    let slice = text.joined[start..<end]
                    html = .writer(TemplateWriter { output in output.append(slice) })
                }
            }
            let url = sectionURLs?[index] ?? Self.url(of: section, urls: urls)
            var view = LayoutView.NavSection(title: section.title, isCurrent: isCurrent, isExpanded: isExpanded, itemsHTML: html,
                                             url: url, count: section.entries.count)
            if isExpanded, section.indexRoute != nil {
                view.allURL = url
                view.allLabel = section.allLabel
                view.allIsCurrent = indexOf == index
            }
            return view
        }
    }

    /// Links are written from the page's parent folder (`RelativeURL.pageFromParent`), so all
    /// pages of a folder share one rendering.
    private static func item(_ entry: Entry, urls: RelativeURL, isCurrent: Bool, templates: TemplateSet) -> String {
        templates.render(LayoutView.NavItem(title: entry.title, url: urls.pageFromParent(entry.route), isCurrent: isCurrent, hreflang: entry.hreflang), template: Self.itemTemplate) ?? ""
    }

    /// The partial that renders one link.
    package static let itemTemplate = "partials/sidebar-item"

    /// The folder a page's links are written from: its parent folder (`\u{0}` for the home page,
    /// whose links are written from the root).
    private static func folder(of route: String) -> String {
        route.isEmpty ? "\u{0}" : RelativeURL.parentFolder(of: route)
    }

    /// One section's links as written from `folder`, none of them current.
    private static func render(_ entries: [Entry], folder: String, templates: TemplateSet) -> Rendered {
        // Any page in the folder will do: links are written from the parent folder.
        let urls = RelativeURL(fromRoute: folder == "\u{0}" ? "" : folder + "x/")
        var joined: [UInt8] = []
        var offsets = [0]
        for entry in entries {
            joined.append(contentsOf: item(entry, urls: urls, isCurrent: false, templates: templates).utf8)
            offsets.append(joined.count)
        }
        return Rendered(joined: joined, offsets: offsets)
    }
}
