import Foundation
import SpecimenFormats
import SpecimenTemplates

/// Renders the whole site into output files: every page through `page.mustache` inside
/// `layout.mustache`, the home page, the generated reference pages (`components/`, `rules/`,
/// `rules.json`), the theme's static files and the content files pages use. A pure function of
/// its inputs: the same site gives byte-identical files.
package struct SiteRenderer: Sendable {
    package let site: Site
    package let templates: TemplateSet
    package let parallelism: Parallelism
    /// Main content shared between versions (`SharedMainContent`): the current version keeps
    /// what older ones take; an older version (`folder`, `1.0/`) takes it. Nil renders every page.
    package var sharing: (content: SharedMainContent, folder: String)?

    package init(site: Site, templates: TemplateSet, parallelism: Parallelism = .parallel) {
        self.site = site
        self.templates = templates
        self.parallelism = parallelism
    }

    /// All output files, made on every core and sorted by path (tests; builds use `jobs` and
    /// stream them to the writer). `contentFiles` are the bytes of `ReferencedFiles.of(site)`.
    package func render(contentFiles: [String: Data], themeFiles: [String: Data], keep: @escaping @Sendable (String) -> Bool = { _ in false }) -> [OutputFile] {
        let all = jobs(contentFiles: contentFiles, themeFiles: themeFiles, keep: keep)
        return parallelism.map(all) { $0.make() }.sorted { $0.path < $1.path }
    }

    /// Every output file as a job, the big generated pages first so that cores stay busy.
    /// `keep` names rendered files whose inputs did not change since the previous build (an
    /// incremental build): they are not rendered but made as `OutputFile.reused`.
    /// `contentSources` are content files copied from disk (path in the site → path on disk).
    /// `context`: the site's render context when the caller made it already (with the rule index
    /// the check made, `VersionedSite.link`); nil makes it here.
    package func jobs(contentFiles: [String: Data], contentSources: [String: String] = [:], themeFiles: [String: Data],
                     context: RenderContext? = nil, keep: @escaping @Sendable (String) -> Bool = { _ in false }) -> [OutputJob] {
        var jobs: [OutputJob] = []
        let sharing = self.sharing
        func add(_ path: String, _ make: @escaping @Sendable () -> String) {
            jobs.append(OutputJob(path: path) { keep(path) ? .reused(path) : OutputFile(path: path, text: make()) })
        }
        func add(_ path: String, _ make: @escaping @Sendable () -> [UInt8]) {
            jobs.append(OutputJob(path: path) { keep(path) ? .reused(path) : OutputFile(path: path, utf8: make()) })
        }
        // A generated file older versions may take whole from the current version (`SharedMainContent`).
        func addShared(_ path: String, _ make: @escaping @Sendable () -> OutputFile) {
            jobs.append(OutputJob(path: path) {
                if keep(path) { return .reused(path) }
                guard let sharing else { return make() }
                if !sharing.folder.isEmpty, let file = sharing.content.takeFile(path, folder: sharing.folder) { return file }
                let file = make()
                if sharing.folder.isEmpty, sharing.content.isTaken(path) { sharing.content.keep(file) }
                return file
            })
        }
        let context = context ?? RenderContext(site: site, templates: templates, parallelism: parallelism)
        let layout = context.layout, swatches = context.swatches, ruleIndex = context.ruleIndex
        let strings = site.strings(for: site.config.language)
        let site = self.site, templates = self.templates
        // A generated page: framed from the catalogue, its main content written straight into the
        // layout's output (see `TemplateWriter`; the rules page is megabytes at 10,000 pages).
        func add(_ kind: GeneratedPage, _ main: some MainContentRenderer, route: String, output: String? = nil,
                 title: String? = nil, description: String? = nil) {
            let frame = LayoutRenderer.Frame(kind, route: route, in: site, strings: strings, title: title, description: description)
            let path = output ?? RouteMapper().outputPath(forRoute: route)
            guard let sharing, kind.isMadeFromSourcesAlone else {
                add(path) { layout.render(frame, main: main) }
                return
            }
            add(path) { layout.render(frame, main: SharedMain(main: main, key: path, sharing: sharing.content, folder: sharing.folder)) }
        }
        func addShared(_ path: String, _ make: @escaping @Sendable () -> String) {
            addShared(path) { OutputFile(path: path, text: make()) }
        }
        // One case per kind of generated page or file (`GeneratedPage`, the catalogue the checks
        // and the template set read too), in the catalogue's order: the biggest pages first.
        let rules = RulesPageRenderer(site: site, templates: templates, rules: ruleIndex)
        let exports = TokenExports(site: site, swatches: swatches)
        for page in GeneratedPage.allCases where page.isPresent(in: site) {
            switch page {
            case .rules:
                if let sharing {
                    let path = RouteMapper().outputPath(forRoute: GeneratedRoute.rules)
                    add(page, SplicedRules(rules: rules, path: path, sharing: sharing.content, folder: sharing.folder), route: GeneratedRoute.rules)
                } else {
                    add(page, rules, route: GeneratedRoute.rules)
                }
            case .components:
                add(page, ComponentsPageRenderer(site: site, templates: templates), route: GeneratedRoute.components)
            case .rulesJSON:
                addShared(GeneratedRoute.rulesJSON) { OutputFile(path: GeneratedRoute.rulesJSON, utf8: rules.json()) }
            case .searchIndex:
                let builder = SearchIndexBuilder(site: site, rules: ruleIndex), path = GeneratedRoute.searchIndex
                add(path) {
                    guard let sharing else { return builder.scriptUTF8() }
                    // An older version with the current data: the current index's head, its own terms.
                    if !sharing.folder.isEmpty, case .searchIndex(let head)? = sharing.content.takeSpliced(path, folder: sharing.folder),
                       let script = builder.script(head: head) {
                        return script
                    }
                    guard let head = builder.head() else { return [] }  // never stopped
                    if sharing.folder.isEmpty { sharing.content.keep(.searchIndex(head), path: path) }
                    return builder.script(head: head) ?? []
                }
            case .tokens:
                add(page, TokensPageRenderer(site: site, templates: templates, swatches: swatches), route: GeneratedRoute.tokens)
            case .tokenGroup:
                for group in swatches.pages.groups {
                    add(page, TokensPageRenderer(site: site, templates: templates, swatches: swatches, group: group), route: group.route,
                        title: TokensPageRenderer.title(of: group, strings: strings))
                }
            case .tokensCSS:
                addShared(GeneratedRoute.tokensCSS) { exports.css() }
            case .tokenSwatchesCSS:
                addShared(GeneratedRoute.tokenSwatchesCSS) { exports.swatchCSS() }
            case .tokensJSON:
                addShared(GeneratedRoute.tokensJSON) { exports.resolvedJSON() }
            case .accentCSS:
                if let accent = site.config.theme.accent { addShared(GeneratedRoute.accentCSS) { exports.accentCSS(accent) } }
            case .changes:
                add(page, ChangesPageRenderer(site: site, templates: templates, rules: ruleIndex), route: GeneratedRoute.changes)
            case .section:
                // Each in its section's language, titled with the section.
                for route in layout.sectionRoutes.all {
                    guard let (language, title) = layout.sectionRoutes.sections[route],
                          let section = layout.navigation(for: language).sections.first(where: { $0.title == title }) else { continue }
                    var framed = LayoutRenderer.Frame(page, route: route, in: site, strings: site.strings(for: language), title: title)
                    framed.lang = language
                    let frame = framed
                    let main = SectionPageRenderer(site: site, templates: templates, route: route, language: language, section: section)
                    add(RouteMapper().outputPath(forRoute: route)) { layout.render(frame, main: main) }
                }
            case .home:
                add(page, HomePageRenderer(site: site, templates: templates, rules: ruleIndex, navigation: layout.navigation(for: site.config.language)), route: "")
            case .licensing:
                add(page, LicensingPageRenderer(site: site, templates: templates), route: GeneratedRoute.licensing)
            case .licence:
                for licence in site.licences {
                    add(page, LicencePageRenderer(site: site, templates: templates, licence: licence), route: GeneratedRoute.licence(licence.id),
                        title: licence.title, description: licence.summary ?? licence.can.first)
                }
            case .notFound:
                // Served for any missing path: its links are written from the site root.
                add(page, NotFoundPageRenderer(site: site, templates: templates), route: "", output: GeneratedRoute.notFound)
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
        return jobs + Self.copyJobs(contentFiles: contentFiles, contentSources: contentSources, themeFiles: themeFiles)
    }

    /// The jobs of the files a version copies rather than renders: the theme's, and the content
    /// files its pages use (held in memory, or copied from disk: `contentSources`).
    package static func copyJobs(contentFiles: [String: Data], contentSources: [String: String], themeFiles: [String: Data]) -> [OutputJob] {
        themeFiles.sorted(by: { $0.key < $1.key }).map { OutputJob(.copied($0.key, contents: $0.value)) }
            + contentFiles.sorted(by: { $0.key < $1.key }).map { OutputJob(.copied($0.key, contents: $0.value)) }
            + contentSources.sorted(by: { $0.key < $1.key }).map { OutputJob(.copied($0.key, from: $0.value)) }
    }

    // MARK: - Pages

    /// The output file of one page. `context` may come from an earlier version of the site whose
    /// pages differ from this one's only in their bodies (`LiveSite`, for `serve`).
    package func pageFile(at index: Int, context: RenderContext) -> OutputFile {
        OutputFile(path: RouteMapper().outputPath(forRoute: site.pages[index].route), utf8: pageHTML(at: index, context: context))
    }

    private func pageHTML(at index: Int, context: RenderContext) -> [UInt8] {
        let page = site.pages[index], layout = context.layout
        let section = page.frontMatter.section
        let frame = LayoutRenderer.Frame(route: page.route, lang: page.lang, title: page.title, description: page.frontMatter.summary,
                                         section: section, translations: layout.translations(of: page), isHome: page.route.isEmpty,
                                         sectionRoute: section.flatMap { layout.sectionRoutes.route(language: page.lang, section: $0) })
        let navigation = layout.navigation(for: page.lang)
        if page.route.isEmpty {
            return layout.render(frame, main: HomePageRenderer(site: site, templates: templates, rules: context.ruleIndex, navigation: navigation,
                                                               body: context.bodies.bodyHTML(of: page), summary: page.frontMatter.summary,
                                                               showsOverview: page.frontMatter.overview ?? false))
        }
        if let sharing, !sharing.folder.isEmpty, let taken = sharing.content.take(page.route, folder: sharing.folder) {
            switch taken {
            case .frame(let kept):
                // The current version's page, main content and all, with this version's switcher
                // and banner, when nothing else about the frame differs; else rendered whole below.
                if let bytes = layout.renderSpliced(frame, onto: kept) {
                    sharing.content.countFrameTaken()
                    return bytes
                }
            case .main(let bytes):
                return layout.render(frame, main: PrerenderedMain(bytes: bytes))
            }
        }
        // The page template writes straight into the layout's output, and the body straight into
        // the page template's (see `TemplateWriter`).
        let main = ContentPageRenderer(site: site, templates: templates, page: page, index: index, navigation: navigation,
                                       body: context.bodies.body(of: page))
        if let sharing, sharing.folder.isEmpty, sharing.content.isTaken(page.route) {
            // The whole page is kept when the layout can be planned (its main content with it),
            // else its main content alone.
            guard layout.keepsFrames else {
                return layout.render(frame, main: SharedMain(main: main, key: page.route, sharing: sharing.content, folder: ""))
            }
            let framed = layout.renderKeeping(frame, main: main)
            if let kept = framed.frame { sharing.content.keep(kept, route: page.route) }
            return framed.bytes
        }
        return layout.render(frame, main: main)
    }
}

private extension LayoutRenderer.Frame {
    /// The frame of a generated page, in the site's language: titled and put in a section from
    /// the catalogue (`GeneratedPage.titleKey`, `sectionKey`, `sectionRoute`), or with the
    /// `title` and `description` of what the page shows (a licence).
    init(_ kind: GeneratedPage, route: String, in site: Site, strings: InterfaceStrings, title: String? = nil, description: String? = nil) {
        self.init(route: route, lang: site.config.language, title: title ?? kind.titleKey.map { strings[$0] } ?? site.config.title,
                  description: description, section: kind.sectionKey.map { strings[$0] }, translations: [], isHome: kind == .home,
                  isNotFound: kind == .notFound, sectionRoute: kind.sectionRoute)
    }
}

/// Main content rendered by the current version, written again into an older version's page.
private struct PrerenderedMain: MainContentRenderer {
    let bytes: [UInt8]

    func write(into output: inout ByteWriter) {
        output.append(bytes)
    }
}

/// Main content older versions may share (`SharedMainContent`): a page's, by its route, or a
/// generated page's (`GeneratedPage.isMadeFromSourcesAlone`), by its output path. The current
/// version keeps what it renders for the older versions that take it; an older version takes it,
/// or renders its own when the current one's is not there.
private struct SharedMain<Main: MainContentRenderer>: MainContentRenderer {
    let main: Main
    /// The page's route, or the generated page's output path.
    let key: String
    let sharing: SharedMainContent
    /// The version's folder: empty for the current version.
    let folder: String

    var expectedSize: Int { main.expectedSize }

    func write(into output: inout ByteWriter) {
        if !folder.isEmpty, case .main(let bytes)? = sharing.take(key, folder: folder) {
            output.append(bytes)
            return
        }
        let start = output.count
        main.write(into: &output)
        if folder.isEmpty, sharing.isTaken(key) { sharing.keep(output.bytes(from: start), route: key) }
    }
}

/// The rules page's main content, for versions whose data is the current one's
/// (`SharedMainContent.spliced`): their rows are the current version's but for their history,
/// so the current version keeps its rendering marked where the history is (`TemplatePlan`), and
/// such a version renders only those parts again, for its own history.
private struct SplicedRules: MainContentRenderer {
    let rules: RulesPageRenderer
    /// The rules page's output path.
    let path: String
    let sharing: SharedMainContent
    /// The version's folder: empty for the current version.
    let folder: String

    var expectedSize: Int { rules.expectedSize }

    func write(into output: inout ByteWriter) {
        if let library = rules.templates.library,
           let plan = library.plan("rules", marking: RulesView.historyFields, itemByItem: ["rules"]) {
            if folder.isEmpty, sharing.isSpliced(path) {
                let view = rules.view()
                if let rendering = library.renderMarked(view, plan: plan) {
                    sharing.keep(.rules(RulesPageRenderer.Kept(rendering: rendering, view: view)), path: path)
                    output.append(rendering.bytes)
                    return
                }
            }
            // The current version's rows, with this version's history.
            if !folder.isEmpty, case .rules(let kept)? = sharing.takeSpliced(path, folder: folder),
               library.splice(kept.rendering, with: rules.view(from: kept.view), into: &output) {
                return
            }
        }
        rules.write(into: &output)
    }
}
