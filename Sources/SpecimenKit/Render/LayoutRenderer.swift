/// Wraps a rendered page body in `layout.mustache`: head, header, sidebar navigation (with the
/// generated reference pages), breadcrumbs and the language switcher.
public struct LayoutRenderer: Sendable {
    public let site: Site
    public let templates: TemplateSet
    /// Navigation of each language.
    public let navigations: [String: Navigation]

    public init(site: Site, templates: TemplateSet) {
        self.site = site
        self.templates = templates
        var navigations: [String: Navigation] = [:]
        for language in Set(site.pages.map(\.lang)).union([site.config.language]) {
            navigations[language] = Navigation(site: site, language: language)
        }
        self.navigations = navigations
    }

    /// What one page of the site is, for the frame around it.
    public struct Frame: Sendable {
        public var route: String
        public var lang: String
        public var title: String
        public var description: String?
        /// The section shown in the breadcrumbs, if any.
        public var section: String?
        public var translations: [LayoutView.Translation]
        public var isHome: Bool
        /// True for `404.html`, which gets `<base href>` and no canonical link.
        public var isNotFound: Bool = false
        /// The route of the section's own page, when it has one (licence pages → `licensing/`).
        public var sectionRoute: String? = nil
    }

    public func navigation(for language: String) -> Navigation {
        navigations[language] ?? Navigation(site: site, language: language)
    }

    public func render(_ frame: Frame, main: String) -> String {
        let urls = RelativeURL(fromRoute: frame.route)
        let strings = InterfaceStrings.forLanguage(frame.lang)
        var breadcrumbs: [LayoutView.Breadcrumb] = []
        if !frame.isHome {
            breadcrumbs.append(.init(title: strings.home, url: urls.page(""), isCurrent: false))
            if let section = frame.section {
                breadcrumbs.append(.init(title: section, url: frame.sectionRoute.map { urls.page($0) }, isCurrent: false))
            }
            breadcrumbs.append(.init(title: frame.title, url: nil, isCurrent: true))
        }
        let view = LayoutView(
            lang: frame.lang, documentTitle: frame.isHome ? site.config.title : "\(frame.title) – \(site.config.title)",
            description: frame.description, root: urls.root,
            tokensStylesheet: site.tokens.names.isEmpty ? nil : urls.file(GeneratedRoute.tokensCSS),
            site: .init(title: site.config.title, version: site.config.version.isEmpty ? nil : site.config.version, homeURL: urls.page("")),
            nav: navItems(language: frame.lang, current: frame.route, urls: urls, strings: strings), breadcrumbs: breadcrumbs,
            translations: frame.translations, hasTranslations: frame.translations.count > 1, strings: strings, main: main)
        var framed = view
        if let baseURL = site.config.baseURL {
            if frame.isNotFound {
                framed.baseHref = baseURL
            } else {
                framed.canonicalURL = baseURL + RelativeURL.encode(frame.route)
                if let page = site.page(atRoute: frame.route), let key = page.frontMatter.translationKey {
                    let twins = site.pages.filter { $0.frontMatter.translationKey == key }
                    if twins.count > 1 {
                        framed.alternates = twins.sorted { $0.lang < $1.lang }.map { .init(lang: $0.lang, url: baseURL + RelativeURL.encode($0.route)) }
                    }
                }
            }
        }
        framed.licences = site.licences.map { LayoutView.FooterLink(title: $0.title, url: urls.page(LicensingRenderer.route($0.id))) }
        framed.hasLicences = !site.licences.isEmpty
        framed.licensingURL = site.licences.isEmpty ? nil : urls.page(GeneratedRoute.licensing)
        return templates.render(framed, template: "layout") ?? ""
    }

    private func navItems(language: String, current: String, urls: RelativeURL, strings: InterfaceStrings) -> [LayoutView.NavSection] {
        var sections = navigation(for: language).sections.map { section in
            let items = section.pages.map { index in
                let page = site.pages[index]
                return LayoutView.NavItem(title: page.title, url: urls.page(page.route), isCurrent: page.route == current)
            }
            return LayoutView.NavSection(title: section.title, isCurrent: items.contains(where: \.isCurrent), items: items)
        }
        let generated = Set(GeneratedRoute.all(for: site))
        if !generated.isEmpty {
            let items = [(strings.componentsTitle, GeneratedRoute.components), (strings.rulesTitle, GeneratedRoute.rules),
                         (strings.tokensTitle, GeneratedRoute.tokens), (strings.changesTitle, GeneratedRoute.changes)].filter { generated.contains($0.1) }.map {
                LayoutView.NavItem(title: $0.0, url: urls.page($0.1), isCurrent: $0.1 == current)
            }
            sections.append(LayoutView.NavSection(title: strings.reference, isCurrent: items.contains(where: \.isCurrent), items: items))
        }
        return sections
    }
}
