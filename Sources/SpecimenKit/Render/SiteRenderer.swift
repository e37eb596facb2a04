import Foundation

/// Renders the whole site into output files: every page through `page.mustache` inside
/// `layout.mustache`, the home page, the theme's static files and the content files pages use.
/// A pure function of its inputs: the same site gives byte-identical files.
public struct SiteRenderer: Sendable {
    public let site: Site
    public let templates: TemplateSet

    public init(site: Site, templates: TemplateSet) {
        self.site = site
        self.templates = templates
    }

    /// All output files, sorted by path. `contentFiles` are the bytes of `PageRenderer.referencedFiles()`.
    public func render(contentFiles: [String: Data], themeFiles: [String: Data]) -> [OutputFile] {
        var files: [OutputFile] = []
        let navigations = Dictionary(uniqueKeysWithValues: Set(site.pages.map(\.lang)).union([site.config.language]).map {
            ($0, Navigation(site: site, language: $0))
        })
        let pageRenderer = PageRenderer(site: site)
        for (index, page) in site.pages.enumerated() {
            guard site.pageIndexByRoute[page.route] == index else { continue }  // SP004 already reported
            let navigation = navigations[page.lang]!
            let html = renderPage(page, index: index, navigation: navigation, body: pageRenderer.bodyHTML(of: page))
            files.append(OutputFile(path: RouteMapper().outputPath(forRoute: page.route), text: html))
        }
        if site.page(atRoute: "") == nil {
            files.append(OutputFile(path: "index.html", text: renderGeneratedHome(navigation: navigations[site.config.language]!)))
        }
        for (path, data) in themeFiles { files.append(OutputFile(path: path, contents: data)) }
        for (path, data) in contentFiles { files.append(OutputFile(path: path, contents: data)) }
        return files.sorted { $0.path < $1.path }
    }

    // MARK: - Pages

    private func renderPage(_ page: Page, index: Int, navigation: Navigation, body: String) -> String {
        let urls = RelativeURL(fromRoute: page.route)
        let strings = InterfaceStrings.forLanguage(page.lang)
        let position = navigation.readingOrder.firstIndex(of: index)
        let link = { (i: Int) -> PageView.PageLink in
            PageView.PageLink(title: site.pages[i].title, url: urls.page(site.pages[i].route))
        }
        let toc = zip(page.outline.headings, page.headingIDs).filter { (2...3).contains($0.0.level) }.map {
            PageView.TOCEntry(title: $0.0.text, id: $0.1, level: $0.0.level, isNested: $0.0.level == 3)
        }
        let previous = position.flatMap { $0 > 0 ? link(navigation.readingOrder[$0 - 1]) : nil }
        let next = position.flatMap { $0 + 1 < navigation.readingOrder.count ? link(navigation.readingOrder[$0 + 1]) : nil }
        let view = PageView(
            title: page.title, summary: page.frontMatter.summary, body: body, toc: toc, hasTOC: !toc.isEmpty,
            previous: previous, next: next, hasPager: previous != nil || next != nil,
            meta: meta(of: page.frontMatter), strings: strings)
        let main = templates.render(view, template: "page") ?? ""
        return layout(for: page, urls: urls, navigation: navigation, main: main, isHome: page.route.isEmpty)
    }

    private func meta(of frontMatter: FrontMatter) -> PageView.Meta? {
        guard frontMatter.status != nil || !frontMatter.platforms.isEmpty || !frontMatter.contributors.isEmpty
                || frontMatter.updated != nil else { return nil }
        return PageView.Meta(status: frontMatter.status, platforms: frontMatter.platforms, hasPlatforms: !frontMatter.platforms.isEmpty,
                             contributors: frontMatter.contributors, hasContributors: !frontMatter.contributors.isEmpty,
                             updated: frontMatter.updated)
    }

    private func layout(for page: Page, urls: RelativeURL, navigation: Navigation, main: String, isHome: Bool) -> String {
        let strings = InterfaceStrings.forLanguage(page.lang)
        var breadcrumbs: [LayoutView.Breadcrumb] = []
        if !isHome {
            breadcrumbs.append(.init(title: strings.home, url: urls.page(""), isCurrent: false))
            if let section = page.frontMatter.section { breadcrumbs.append(.init(title: section, url: nil, isCurrent: false)) }
            breadcrumbs.append(.init(title: page.title, url: nil, isCurrent: true))
        }
        let translations = translations(of: page, urls: urls)
        let view = LayoutView(
            lang: page.lang, documentTitle: isHome ? site.config.title : "\(page.title) – \(site.config.title)",
            description: page.frontMatter.summary, root: urls.root,
            site: .init(title: site.config.title, version: site.config.version.isEmpty ? nil : site.config.version, homeURL: urls.page("")),
            nav: navItems(navigation, current: page.route, urls: urls), breadcrumbs: breadcrumbs,
            translations: translations, hasTranslations: translations.count > 1, strings: strings, main: main)
        return templates.render(view, template: "layout") ?? ""
    }

    private func navItems(_ navigation: Navigation, current: String?, urls: RelativeURL) -> [LayoutView.NavSection] {
        navigation.sections.map { section in
            let items = section.pages.map { index in
                let page = site.pages[index]
                return LayoutView.NavItem(title: page.title, url: urls.page(page.route), isCurrent: page.route == current)
            }
            return LayoutView.NavSection(title: section.title, isCurrent: items.contains(where: \.isCurrent), items: items)
        }
    }

    /// The page and its translations, in `site.yml`'s language order.
    private func translations(of page: Page, urls: RelativeURL) -> [LayoutView.Translation] {
        guard let key = page.frontMatter.translationKey else { return [] }
        let order = site.config.languages.map(\.code)
        let twins = site.pages.filter { $0.frontMatter.translationKey == key }.sorted {
            (order.firstIndex(of: $0.lang) ?? Int.max, $0.lang, $0.relativePath) < (order.firstIndex(of: $1.lang) ?? Int.max, $1.lang, $1.relativePath)
        }
        return twins.map {
            LayoutView.Translation(lang: $0.lang, name: site.config.languageName($0.lang), url: urls.page($0.route),
                                   isCurrent: $0.relativePath == page.relativePath)
        }
    }

    // MARK: - Generated home page

    private func renderGeneratedHome(navigation: Navigation) -> String {
        let urls = RelativeURL(fromRoute: "")
        let strings = InterfaceStrings.forLanguage(site.config.language)
        let view = HomeView(title: site.config.title, version: site.config.version.isEmpty ? nil : site.config.version, sections: navigation.sections.map { section in
            HomeView.Section(title: section.title, pages: section.pages.map {
                let page = site.pages[$0]
                return HomeView.Entry(title: page.title, url: urls.page(page.route), summary: page.frontMatter.summary)
            })
        }, strings: strings)
        let main = templates.render(view, template: "home") ?? ""
        let layoutView = LayoutView(
            lang: site.config.language, documentTitle: site.config.title, description: nil, root: "",
            site: .init(title: site.config.title, version: site.config.version.isEmpty ? nil : site.config.version, homeURL: urls.page("")),
            nav: navItems(navigation, current: nil, urls: urls), breadcrumbs: [], translations: [], hasTranslations: false,
            strings: strings, main: main)
        return templates.render(layoutView, template: "layout") ?? ""
    }
}
