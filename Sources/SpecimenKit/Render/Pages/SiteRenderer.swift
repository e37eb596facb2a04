import Foundation
import SpecimenTemplates

/// Renders the whole site into output files: every page through `page.mustache` inside
/// `layout.mustache`, the home page, the generated reference pages (`components/`, `rules/`,
/// `rules.json`), the theme's static files and the content files pages use. A pure function of
/// its inputs: the same site gives byte-identical files.
public struct SiteRenderer: Sendable {
    public let site: Site
    public let templates: TemplateSet
    public let parallelism: Parallelism

    public init(site: Site, templates: TemplateSet, parallelism: Parallelism = .parallel) {
        self.site = site
        self.templates = templates
        self.parallelism = parallelism
    }

    /// All output files, made on every core and sorted by path (tests; builds use `jobs` and
    /// stream them to the writer). `contentFiles` are the bytes of `PageRenderer.referencedFiles()`.
    public func render(contentFiles: [String: Data], themeFiles: [String: Data], keep: @escaping @Sendable (String) -> Bool = { _ in false }) -> [OutputFile] {
        let all = jobs(contentFiles: contentFiles, themeFiles: themeFiles, keep: keep)
        return parallelism.map(all) { $0.make() }.sorted { $0.path < $1.path }
    }

    /// Every output file as a job, the big generated pages first so that cores stay busy.
    /// `keep` names rendered files whose inputs did not change since the previous build (an
    /// incremental build): they are not rendered but made as `OutputFile.reused`.
    /// `contentSources` are content files copied from disk (path in the site → path on disk).
    public func jobs(contentFiles: [String: Data], contentSources: [String: String] = [:], themeFiles: [String: Data],
                     keep: @escaping @Sendable (String) -> Bool = { _ in false }) -> [OutputJob] {
        var jobs: [OutputJob] = []
        func add(_ path: String, _ make: @escaping @Sendable () -> String) {
            jobs.append(OutputJob(path: path) { keep(path) ? .reused(path) : OutputFile(path: path, text: make()) })
        }
        func add(_ path: String, _ make: @escaping @Sendable () -> [UInt8]) {
            jobs.append(OutputJob(path: path) { keep(path) ? .reused(path) : OutputFile(path: path, utf8: make()) })
        }
        let context = RenderContext(site: site, templates: templates, parallelism: parallelism)
        let layout = context.layout, swatches = context.swatches, ruleIndex = context.ruleIndex
        let strings = site.strings(for: site.config.language)
        let site = self.site, templates = self.templates
        // One case per kind of generated page or file (`GeneratedPage`, the catalogue the checks
        // and the template set read too), in the catalogue's order: the biggest pages first.
        let rules = RulesPageRenderer(site: site, templates: templates, rules: ruleIndex)
        let exports = TokenExports(site: site, swatches: swatches)
        let licensing = LicensingRenderer(site: site, templates: templates)
        func reference(_ route: String, _ title: String, _ main: TemplateWriter) -> @Sendable () -> [UInt8] {
            let frame = LayoutRenderer.Frame(route: route, lang: site.config.language, title: title, description: nil,
                                             section: strings["reference"], translations: [], isHome: false)
            return { layout.render(frame, main: .writer(main)) }
        }
        for page in GeneratedPage.allCases where page.isPresent(in: site) {
            switch page {
            case .rules:
                // Written straight into the layout's output (see `TemplateWriter`): megabytes each at 10,000 pages.
                add(RouteMapper().outputPath(forRoute: GeneratedRoute.rules), reference(GeneratedRoute.rules, strings["rulesTitle"], TemplateWriter { rules.write(into: &$0) }))
            case .components:
                let components = ComponentsPageRenderer(site: site, templates: templates)
                add(RouteMapper().outputPath(forRoute: GeneratedRoute.components),
                    reference(GeneratedRoute.components, strings["componentsTitle"], TemplateWriter { components.write(into: &$0) }))
            case .rulesJSON:
                jobs.append(OutputJob(path: GeneratedRoute.rulesJSON) {
                    keep(GeneratedRoute.rulesJSON) ? .reused(GeneratedRoute.rulesJSON) : OutputFile(path: GeneratedRoute.rulesJSON, contents: rules.json())
                })
            case .searchIndex:
                add(GeneratedRoute.searchIndex) { SearchIndexBuilder(site: site, rules: ruleIndex).scriptUTF8() }
            case .tokens:
                add(RouteMapper().outputPath(forRoute: GeneratedRoute.tokens), reference(GeneratedRoute.tokens, strings["tokensTitle"], TemplateWriter { output in
                    TokensPageRenderer(site: site, templates: templates, swatches: swatches).write(into: &output)
                }))
            case .tokensCSS:
                add(GeneratedRoute.tokensCSS) { exports.css() }
            case .tokensJSON:
                add(GeneratedRoute.tokensJSON) { exports.resolvedJSON() }
            case .changes:
                add(RouteMapper().outputPath(forRoute: GeneratedRoute.changes), reference(GeneratedRoute.changes, strings["changesTitle"], TemplateWriter { output in
                    ChangesRenderer(site: site, templates: templates, rules: ruleIndex).write(into: &output)
                }))
            case .home:
                let frame = LayoutRenderer.Frame(route: "", lang: site.config.language, title: site.config.title, description: nil,
                                                 section: nil, translations: [], isHome: true)
                add(RouteMapper().outputPath(forRoute: "")) {
                    layout.render(frame, main: HomeRenderer(site: site, templates: templates, rules: ruleIndex)
                        .main(navigation: layout.navigation(for: site.config.language), body: nil, summary: nil))
                }
            case .licensing:
                let index = LayoutRenderer.Frame(route: GeneratedRoute.licensing, lang: site.config.language, title: strings["licensing"],
                                                 description: nil, section: nil, translations: [], isHome: false)
                add(RouteMapper().outputPath(forRoute: GeneratedRoute.licensing)) { layout.render(index, main: licensing.indexMain()) }
            case .licence:
                for licence in site.licences {
                    let route = GeneratedRoute.licence(licence.id)
                    let frame = LayoutRenderer.Frame(route: route, lang: site.config.language, title: licence.title,
                                                     description: licence.summary ?? licence.can.first, section: strings["licensing"], translations: [],
                                                     isHome: false, sectionRoute: GeneratedRoute.licensing)
                    add(RouteMapper().outputPath(forRoute: route)) { layout.render(frame, main: licensing.licenceMain(licence)) }
                }
            case .notFound:
                add(GeneratedRoute.notFound) { notFoundPage(layout: layout, strings: strings) }
            case .sitemap:
                guard let baseURL = site.config.baseURL else { continue }
                let routes = site.pages.indices.filter { site.pageIndexByRoute[site.pages[$0].route] == $0 }.map { site.pages[$0].route }
                    + (site.page(atRoute: "") == nil ? [""] : []) + GeneratedRoute.all(for: site)
                add(GeneratedRoute.sitemap) { SitemapBuilder(site: site, baseURL: baseURL).xml(routes: routes) }
            }
        }
        for index in site.pages.indices where site.pageIndexByRoute[site.pages[index].route] == index {  // SP004 already reported
            add(RouteMapper().outputPath(forRoute: site.pages[index].route)) { pageHTML(at: index, context: context) }
        }
        for (path, data) in themeFiles.sorted(by: { $0.key < $1.key }) { jobs.append(OutputJob(.copied(path, contents: data))) }
        for (path, data) in contentFiles.sorted(by: { $0.key < $1.key }) { jobs.append(OutputJob(.copied(path, contents: data))) }
        for (path, source) in contentSources.sorted(by: { $0.key < $1.key }) { jobs.append(OutputJob(.copied(path, from: source))) }
        return jobs
    }

    // MARK: - Pages

    /// The output file of one page. `context` may come from an earlier version of the site whose
    /// pages differ from this one's only in their bodies (`LiveSite`, for `serve`).
    public func pageFile(at index: Int, context: RenderContext) -> OutputFile {
        OutputFile(path: RouteMapper().outputPath(forRoute: site.pages[index].route), utf8: pageHTML(at: index, context: context))
    }

    private func pageHTML(at index: Int, context: RenderContext) -> [UInt8] {
        let page = site.pages[index], layout = context.layout
        let frame = LayoutRenderer.Frame(route: page.route, lang: page.lang, title: page.title, description: page.frontMatter.summary,
                                         section: page.frontMatter.section, translations: layout.translations(of: page), isHome: page.route.isEmpty)
        if page.route.isEmpty {
            return layout.render(frame, main: Array(HomeRenderer(site: site, templates: templates, rules: context.ruleIndex).main(
                navigation: layout.navigation(for: page.lang), body: context.pageRenderer.bodyHTML(of: page), summary: page.frontMatter.summary).utf8))
        }
        // The page template writes straight into the layout's output, and the body straight into
        // the page template's (see `TemplateWriter`).
        let view = pageView(page, index: index, navigation: layout.navigation(for: page.lang), body: context.bodies.body(of: page))
        let templates = self.templates
        return layout.render(frame, main: .writer(TemplateWriter { output in templates.render(view, template: "page", into: &output) }))
    }

    private func pageView(_ page: Page, index: Int, navigation: Navigation, body: TemplateHTML) -> PageView {
        let urls = RelativeURL(fromRoute: page.route)
        let position = navigation.position(of: index)
        let link = { (i: Int) -> PageView.PageLink in
            PageView.PageLink(title: site.pages[i].title, url: urls.page(site.pages[i].route))
        }
        let toc = zip(page.outline.headings, page.headingIDs).filter { (2...3).contains($0.0.level) }.map {
            PageView.TOCEntry(title: $0.0.text, id: $0.1, level: $0.0.level, isNested: $0.0.level == 3)
        }
        let previous = position.flatMap { $0 > 0 ? link(navigation.readingOrder[$0 - 1]) : nil }
        let next = position.flatMap { $0 + 1 < navigation.readingOrder.count ? link(navigation.readingOrder[$0 + 1]) : nil }
        var view = PageView(
            title: page.title, summary: page.frontMatter.summary, body: body, toc: toc, hasTOC: !toc.isEmpty,
            previous: previous, next: next, hasPager: previous != nil || next != nil,
            meta: meta(of: page.frontMatter), strings: site.strings(for: page.lang))
        view.assets = LicensingRenderer(site: site, templates: templates).assets(of: page, from: page.route)
        view.hasAssets = !view.assets.isEmpty
        return view
    }

    private func meta(of frontMatter: FrontMatter) -> PageView.Meta? {
        guard frontMatter.status != nil || !frontMatter.platforms.isEmpty || !frontMatter.contributors.isEmpty
                || frontMatter.updated != nil else { return nil }
        return PageView.Meta(status: frontMatter.status, platforms: frontMatter.platforms, hasPlatforms: !frontMatter.platforms.isEmpty,
                             contributors: frontMatter.contributors, hasContributors: !frontMatter.contributors.isEmpty,
                             updated: frontMatter.updated)
    }

    // MARK: - 404

    /// `404.html` is served for any missing path, so its links cannot be relative to where it
    /// is: with a base URL it gets `<base href>`, and its links are written from the site root.
    private func notFoundPage(layout: LayoutRenderer, strings: InterfaceStrings) -> [UInt8] {
        let view = NotFoundView(title: strings["notFoundTitle"], message: strings["notFoundMessage"], homeURL: RelativeURL(fromRoute: "").page(""), strings: strings)
        let frame = LayoutRenderer.Frame(route: "", lang: site.config.language, title: strings["notFoundTitle"], description: nil,
                                         section: nil, translations: [], isHome: false, isNotFound: true)
        return layout.render(frame, main: templates.render(view, template: "not-found") ?? "")
    }
}
