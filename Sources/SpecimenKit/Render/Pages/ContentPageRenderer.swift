import SpecimenTemplates
import SpecimenFormats

/// A content page: `page.mustache` with the page's body, table of contents, meta, download box
/// and the links to the pages before and after it in reading order.
package struct ContentPageRenderer: MainContentRenderer {
    package let templates: TemplateSet
    /// What the page template shows, made when the renderer is: only the body is written later,
    /// straight into the page template's output.
    package let view: PageView

    /// `page` is `site.pages[index]`; `body` writes its body where the page template shows it
    /// (`PageBodyRenderer.body(of:)`).
    package init(site: Site, templates: TemplateSet, page: Page, index: Int, navigation: Navigation, body: TemplateHTML) {
        self.templates = templates
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
            meta: Self.meta(of: page.frontMatter, updated: page.frontMatter.updated ?? Self.commitDate(of: page, in: site),
                            registry: site.registry, strings: site.strings(for: page.lang)), strings: site.strings(for: page.lang))
        view.assets = AssetView.downloads(of: page, in: site, from: page.route)
        view.hasAssets = !view.assets.isEmpty
        Self.addHistory(of: page, in: site, to: &view)
        self.view = view
    }

    /// A component's page, in a site with older published versions, gets a section saying what
    /// each version changed about the component (DESIGN 3.9: "a rule or component page shows its
    /// own history"), written by the page template after the prose, and listed in the table of
    /// contents. Other pages are left as they were.
    private static func addHistory(of page: Page, in site: Site, to view: inout PageView) {
        guard let component = page.frontMatter.component,
              let factory = ChangeViewFactory(site: site, route: page.route, strings: view.strings) else { return }
        let history = factory.history(ofComponent: component)
        guard !history.isEmpty else { return }
        // `history`, unless a heading of the page has that id already.
        let taken = Set(page.headingIDs)
        var id = "history", number = 1
        while taken.contains(id) {
            number += 1
            id = "history-\(number)"
        }
        view.history = history
        view.hasHistory = true
        view.historyID = id
        view.toc.append(PageView.TOCEntry(title: view.strings["history"], id: id, level: 2, isNested: false))
        view.hasTOC = true
    }

    /// Renders `page.mustache` into `output`, the page's body straight into it.
    package func write(into output: inout ByteWriter) {
        templates.render(view, template: "page", into: &output)
    }

    /// `theme: lastUpdated: git`: the date of the last commit that changed the page's file.
    private static func commitDate(of page: Page, in site: Site) -> String? {
        guard site.config.theme.lastUpdated == .git else { return nil }
        return site.commitDates?.byPath[page.relativePath]
    }

    private static func meta(of frontMatter: FrontMatter, updated: String?, registry: Registry, strings: InterfaceStrings) -> PageView.Meta? {
        guard frontMatter.status != nil || !frontMatter.platforms.isEmpty || !frontMatter.platformStatuses.isEmpty
                || !frontMatter.contributors.isEmpty || updated != nil else { return nil }
        // A per-platform status names its platforms, even those the page does not list.
        var ids = frontMatter.platforms
        for entry in frontMatter.platformStatuses where !ids.contains(entry.platform) { ids.append(entry.platform) }
        let lifecycle = frontMatter.platformStatuses.isEmpty ? nil : ComponentStatus(perPlatform: frontMatter.platformStatuses)
        let platforms = PlatformChip.chips(ids, registry: registry, lifecycle: lifecycle, strings: strings)
        return PageView.Meta(status: frontMatter.status.map { StatusBadge($0, strings: strings) }, platforms: platforms, hasPlatforms: !platforms.isEmpty,
                             contributors: frontMatter.contributors, hasContributors: !frontMatter.contributors.isEmpty,
                             updated: updated)
    }
}
