import Synchronization
import SpecimenFormats
import SpecimenTemplates

/// Wraps a page's main content in `layout.mustache`: head, header, sidebar navigation (with the
/// generated reference pages), breadcrumbs and the language switcher. A class: every page's job
/// takes it from the render context, and copying its dozen references for each of 20,000 pages
/// showed in a two-version build's profile.
package final class LayoutRenderer: Sendable {
    package let site: Site
    package let templates: TemplateSet
    /// Navigation of each language.
    package let navigations: [String: Navigation]
    /// The sidebar, rendered once and shared by every page.
    package let sidebar: SidebarRenderer
    /// The index pages of the sections too long for the sidebar.
    package let sectionRoutes: SectionRoutes
    /// Pages that share a `translationKey`, by key, so a page finds its twins without scanning the site.
    private let twinsByKey: [String: [Int]]
    /// `theme: footer:` links, resolved once for the site; each page only makes them relative.
    private let footerTargets: [(text: String, target: FooterTarget)]
    /// Whether the site has `accent.css`.
    private let hasAccentCSS: Bool
    /// `layout.mustache` in pieces, those that may read `LayoutView.versionFields` but `main`
    /// marked: an older version frames a page the current version framed alike, around the same
    /// main content, by rendering those alone (`KeptFrame`). Nil when the templates cannot be
    /// planned (a test's reference engine).
    private let versionPlan: TemplatePlan?
    /// True when a marked piece may read the navigation too: the view it is spliced with needs it.
    private let splicingReadsNavigation: Bool
    /// The current versions' sidebars and catalogues this version's frames were compared with.
    private let comparedFrames = ComparedFrames()
    /// The version switcher's and banner's texts in each language, made once: every page of
    /// every version shows them (`addVersions`).
    private let versionTexts: [String: VersionTexts]

    /// What the version switcher and banner say in one language.
    private struct VersionTexts: Sendable {
        /// Each version's name in the switcher, the current one marked so.
        var names: [String]
        /// The banner of an older version, and its link to the same page or to the current
        /// version's home; empty on the current version.
        var older = "", samePage = "", home = ""

        init(_ versions: PublishedVersions, strings: InterfaceStrings) {
            names = versions.versions.enumerated().map { index, version in
                index == 0 ? "\(version.label) (\(strings["versionCurrent"]))" : version.label
            }
            guard versions.reading != 0, let latest = versions.versions.first else { return }
            older = strings.text("versionOlder", filling: versions.current.label)
            samePage = strings.text("versionSamePage", filling: latest.label)
            home = strings.text("versionHome", filling: latest.label)
        }
    }

    /// Where a footer link goes: a web address as written, a page (its folder's `index.html`)
    /// or a file of the site.
    private enum FooterTarget: Sendable {
        case external(String)
        case page(route: String, fragment: String?)
        case file(path: String, fragment: String?)
    }

    package init(site: Site, templates: TemplateSet) {
        self.site = site
        self.templates = templates
        var navigations: [String: Navigation] = [:]
        for language in Set(site.pages.map(\.lang)).union([site.config.language]) {
            navigations[language] = Navigation(site: site, language: language)
        }
        self.navigations = navigations
        var versionTexts: [String: VersionTexts] = [:]
        if let versions = site.versions {
            for language in navigations.keys { versionTexts[language] = VersionTexts(versions, strings: site.strings(for: language)) }
        }
        self.versionTexts = versionTexts
        self.sectionRoutes = site.sectionRoutes
        self.sidebar = SidebarRenderer(site: site, templates: templates, navigations: navigations)
        var twins: [String: [Int]] = [:]
        for index in site.pages.indices {  // by index: no page copied
            if let key = site.pages[index].frontMatter.translationKey { twins[key, default: []].append(index) }
        }
        self.twinsByKey = twins
        let generated = Set(GeneratedRoute.all(for: site))
        self.footerTargets = site.config.theme.footer.map { link in
            let path = link.sitePath
            let target: FooterTarget = if link.isExternal {
                .external(link.link)
            } else if path.isEmpty || path.hasSuffix("/") {
                .page(route: path, fragment: link.fragment)
            } else if site.page(atRoute: path + "/") != nil || generated.contains(path + "/") {
                .page(route: path + "/", fragment: link.fragment)
            } else {
                .file(path: path, fragment: link.fragment)
            }
            return (link.text, target)
        }
        self.hasAccentCSS = GeneratedPage.accentCSS.isPresent(in: site)
        // The main content is not marked: an older version frames from a kept frame only pages
        // whose main content is the current version's, byte for byte (`SharedMainContent`), and
        // copies it with the rest.
        let plan = templates.library?.plan("layout", marking: LayoutView.versionFields.subtracting(["main"]))
        self.versionPlan = plan
        let navigationPlan = templates.library?.plan("layout", marking: ["nav"])
        self.splicingReadsNavigation = navigationPlan.map { plan?.sharesMarkedPieces(with: $0) ?? false } ?? false
    }

    /// The page and its translations, in `site.yml`'s language order.
    package func translations(of page: Page) -> [LayoutView.Translation] {
        guard let key = page.frontMatter.translationKey, let indexes = twinsByKey[key] else { return [] }
        let urls = RelativeURL(fromRoute: page.route)
        let order = site.config.languages.map(\.code)
        let twins = indexes.map { site.pages[$0] }.sorted {
            (order.firstIndex(of: $0.lang) ?? Int.max, $0.lang, $0.relativePath) < (order.firstIndex(of: $1.lang) ?? Int.max, $1.lang, $1.relativePath)
        }
        return twins.map {
            LayoutView.Translation(lang: $0.lang, name: site.config.languageName($0.lang), url: urls.page($0.route),
                                   isCurrent: $0.relativePath == page.relativePath)
        }
    }

    /// What one page of the site is, for the frame around it.
    package struct Frame: Sendable {
        package var route: String
        package var lang: String
        package var title: String
        package var description: String?
        /// The section shown in the breadcrumbs, if any.
        package var section: String?
        package var translations: [LayoutView.Translation]
        package var isHome: Bool
        /// True for `404.html`, which gets `<base href>` and no canonical link.
        package var isNotFound: Bool = false
        /// The route of the section's own page, when it has one (licence pages → `licensing/`, a
        /// page of a long section → its index page).
        package var sectionRoute: String? = nil
    }

    /// The version switcher and, on an older version, the banner; returns the route of this
    /// page in the current version when this is an older version's page that exists there.
    private func addVersions(to view: inout LayoutView, frame: Frame, strings: InterfaceStrings) -> String? {
        guard let versions = site.versions else { return nil }
        let reading = versions.current, page = site.page(atRoute: frame.route)
        let texts = versionTexts[frame.lang] ?? VersionTexts(versions, strings: strings)
        // URLs between versions are made from the routes' places in the whole output.
        let urls = RelativeURL(fromRoute: reading.folder + frame.route)
        var latestRoute: String?
        view.versions = versions.versions.enumerated().map { index, version in
            let isReading = index == versions.reading
            let route = isReading ? frame.route : versions.route(in: version, of: page, route: frame.route, site: site)
            if index == 0 { latestRoute = route }
            return LayoutView.VersionLink(name: texts.names[index], url: urls.page(version.folder + (route ?? "")), isReading: isReading)
        }
        view.hasVersions = true
        view.readingVersion = reading.label
        guard versions.reading != 0, let latest = versions.versions.first else { return nil }
        view.versionBanner = LayoutView.VersionBanner(text: texts.older, linkText: latestRoute == nil ? texts.home : texts.samePage,
                                                      url: urls.page(latest.folder + (latestRoute ?? "")))
        return latestRoute
    }

    package func navigation(for language: String) -> Navigation {
        navigations[language] ?? Navigation(site: site, language: language)
    }

    /// The page's file: `layout.mustache` around `main`, which writes itself straight into the
    /// layout's output where `{{{main}}}` is (see `TemplateWriter`), so no page is copied whole.
    package func render(_ frame: Frame, main: some MainContentRenderer) -> [UInt8] {
        let expected = main.expectedSize
        return templates.renderUTF8(view(frame, main: main), template: "layout", capacity: expected > 0 ? expected + Self.frameSize : 0) ?? []
    }

    /// Room for the frame around a main content of known size: the header, sidebar and footer.
    private static let frameSize = 256 << 10

    /// A current version's page framed for an older version to frame its same page alike
    /// (`SharedMainContent`): the rendering with its version pieces marked (its main content,
    /// which the older page has word for word, is not), the view it was rendered for (without
    /// navigation and main content), and what the older version's sidebar and strings are
    /// compared with.
    package struct KeptFrame: Sendable {
        let rendering: MarkedRendering
        let view: LayoutView
        let route: String
        let sidebar: SidebarRenderer
        let catalog: StringCatalog
    }

    /// True when `renderKeeping` keeps frames (the layout can be planned).
    package var keepsFrames: Bool { versionPlan != nil && templates.library != nil }

    /// `render`, keeping the frame for older versions; nil frame when the layout cannot be planned.
    package func renderKeeping(_ frame: Frame, main: some MainContentRenderer) -> (bytes: [UInt8], frame: KeptFrame?) {
        var view = self.view(frame, main: main)
        guard let versionPlan, let library = templates.library, let rendering = library.renderMarked(view, plan: versionPlan) else {
            return (templates.renderUTF8(view, template: "layout") ?? [], nil)
        }
        view.nav = []
        view.main = .bytes([])
        return (rendering.bytes, KeptFrame(rendering: rendering, view: view, route: frame.route, sidebar: sidebar, catalog: site.stringCatalog))
    }

    /// This version's page at `frame`, made from the current version's `kept` frame of the same
    /// page, main content included, with the version pieces rendered again; nil when anything
    /// else about the frame differs (the page is then rendered whole).
    package func renderSpliced(_ frame: Frame, onto kept: KeptFrame) -> [UInt8]? {
        guard frame.route == kept.route, let library = templates.library,
              comparedFrames.match(kept, with: { sidebar.listsTheSame(as: kept.sidebar) && site.stringCatalog == kept.catalog }) else { return nil }
        let view = self.view(frame, main: NoMainContent(), withNavigation: splicingReadsNavigation)
        guard view.sameFrame(as: kept.view) else { return nil }
        return library.splice(kept.rendering, with: view)
    }

    /// What `layout.mustache` shows for the page; `withNavigation: false` leaves the sidebar out
    /// (for a splice that does not read it).
    private func view(_ frame: Frame, main: some MainContentRenderer, withNavigation: Bool = true) -> LayoutView {
        let urls = RelativeURL(fromRoute: frame.route)
        let strings = site.strings(for: frame.lang)
        var breadcrumbs: [LayoutView.Breadcrumb] = []
        if !frame.isHome {
            breadcrumbs.append(.init(title: strings["home"], url: urls.page(""), isCurrent: false))
            if let section = frame.section {
                breadcrumbs.append(.init(title: section, url: frame.sectionRoute.map { urls.page($0) }, isCurrent: false))
            }
            breadcrumbs.append(.init(title: frame.title, url: nil, isCurrent: true))
        }
        let view = LayoutView(
            lang: frame.lang, direction: site.stringCatalog.isRightToLeft(frame.lang) ? "rtl" : nil, documentTitle: frame.isHome ? site.config.title : "\(frame.title) – \(site.config.title)",
            description: frame.description, root: urls.root,
            tokensStylesheet: site.tokens.names.isEmpty ? nil : urls.file(GeneratedRoute.tokensCSS),
            site: .init(title: site.config.title, version: site.config.version.isEmpty ? nil : site.config.version, homeURL: urls.page("")),
            nav: withNavigation ? sidebar.sections(language: frame.lang, current: frame.route) : [], breadcrumbs: breadcrumbs,
            translations: frame.translations, hasTranslations: frame.translations.count > 1, strings: strings,
            main: .writer(TemplateWriter { main.write(into: &$0) }))
        var framed = view
        framed.tokenSwatchesStylesheet = site.tokens.names.isEmpty ? nil : urls.file(GeneratedRoute.tokenSwatchesCSS)
        framed.accentStylesheet = hasAccentCSS ? urls.file(GeneratedRoute.accentCSS) : nil
        let versionRoute = frame.isNotFound ? nil : addVersions(to: &framed, frame: frame, strings: strings)
        if let baseURL = site.config.baseURL {
            if frame.isNotFound {
                framed.baseHref = baseURL
            } else {
                // An older version's page is a copy of the current one's when that exists: search
                // engines are pointed there.
                framed.canonicalURL = versionRoute.flatMap { route in site.versions?.baseURL.map { $0 + RelativeURL.encode(route) } }
                    ?? baseURL + RelativeURL.encode(frame.route)
                if let page = site.page(atRoute: frame.route), let key = page.frontMatter.translationKey {
                    let twins = (twinsByKey[key] ?? []).map { site.pages[$0] }
                    if twins.count > 1 {
                        framed.alternates = twins.sorted { $0.lang < $1.lang }.map { .init(lang: $0.lang, url: baseURL + RelativeURL.encode($0.route)) }
                    }
                }
            }
        }
        framed.licences = site.licences.map { LayoutView.FooterLink(title: $0.title, url: urls.page(GeneratedRoute.licence($0.id))) }
        framed.hasLicences = !site.licences.isEmpty
        framed.licensingURL = site.licences.isEmpty ? nil : urls.page(GeneratedRoute.licensing)
        let theme = site.config.theme
        framed.site.logoURL = theme.logo.flatMap { site.contentFiles.contains($0) ? urls.file($0) : nil }
        framed.footerLinks = footerTargets.map { link in
            let url = switch link.target {
            case .external(let address): address
            case .page(let route, let fragment): urls.page(route, fragment: fragment)
            case .file(let path, let fragment): urls.file(path, fragment: fragment)
            }
            return LayoutView.FooterLink(title: link.text, url: url)
        }
        framed.hasFooterLinks = !framed.footerLinks.isEmpty
        if let repository = theme.repository, let page = site.page(atRoute: frame.route) {
            let path = (theme.contentPath.map { $0.isEmpty ? "" : $0 + "/" } ?? "") + page.relativePath
            framed.editURL = repository + "/edit/" + RelativeURL.encode(theme.branch) + "/" + RelativeURL.encode(path)
        }
        return framed
    }
}

/// Which current versions' sidebars and string catalogues a version's frames were found to
/// match (`LayoutRenderer.renderSpliced`): compared once, not on every page. Holds the sidebars
/// it compared, so an answer is never read for another sidebar at the same address.
private final class ComparedFrames: Sendable {
    private let answers = Mutex<[(sidebar: SidebarRenderer, matches: Bool)]>([])

    func match(_ kept: LayoutRenderer.KeptFrame, with compare: () -> Bool) -> Bool {
        if let known = answers.withLock({ $0.first { $0.sidebar === kept.sidebar }?.matches }) { return known }
        let matches = compare()
        answers.withLock { $0.append((kept.sidebar, matches)) }
        return matches
    }
}

/// The main content of a view whose main content is never rendered (a splice copies it).
private struct NoMainContent: MainContentRenderer {
    func write(into output: inout ByteWriter) {}
}
