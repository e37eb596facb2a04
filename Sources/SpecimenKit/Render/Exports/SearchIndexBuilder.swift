import SpecimenFormats
import SpecimenMarkdown

/// The search index, built at build time over titles, headings, summaries, page text (the words
/// of each page's prose, `SearchTerms`), components (with their aliases: "toast" finds
/// Snackbar), rules, tokens, and the generated pages (components, rules, tokens, changes,
/// licensing and each licence, with what it lets people do and not do). It is written as
/// `search-index.js`, a script that assigns one global, because a page opened from `file://`
/// may not fetch JSON.
///
/// Size budget: at most 1,000 bytes per page on average (10 MB for 10,000 pages of a title, a
/// summary, four headings and 600 words of prose), loaded only when search is first opened. To
/// stay inside it, entries are arrays, not objects; headings point at their page by index; a
/// heading's id is written only when it is not the slug of its text; summaries are cut at 160
/// characters; page text is a shared dictionary of terms with, per page, the numbers of at most
/// 200 of them, about two letters each.
package struct SearchIndexBuilder: Sendable {
    package let site: Site

    /// The budget the index must stay within, per page, in bytes (tested on 10,000 pages).
    package static let bytesPerPageBudget = 1_000
    /// How many pages or rules `scriptUTF8(unless:)` writes between two questions.
    static let stepsBetweenChecks = 1024
    /// Longest summary kept in the index.
    package static let summaryLimit = 160

    /// Every rule; pass the build's shared index so it is not built again.
    package let rules: RuleIndex

    package init(site: Site, rules: RuleIndex? = nil) {
        self.site = site
        self.rules = rules ?? RuleIndex(site: site)
    }

    /// `window.specimenSearchIndex = {...};` — the format is documented in Docs/output.md.
    package func script() -> String {
        String(decoding: scriptUTF8(), as: UTF8.self)
    }

    /// `script()` as UTF-8 bytes, written into one growing buffer (the index of a large system
    /// is megabytes; appending `String`s piece by piece cost about as much as all the rest).
    package func scriptUTF8() -> [UInt8] {
        scriptUTF8(unless: { false }) ?? []
    }

    /// `scriptUTF8()`, or nil as soon as `stopped` says so (asked every thousand or so pages and
    /// rules): `serve` drops an index a later edit superseded, and at 100,000 pages making one
    /// keeps a core busy for seconds.
    package func scriptUTF8(unless stopped: () -> Bool) -> [UInt8]? {
        head(unless: stopped).flatMap { script(head: $0, unless: stopped) }
    }

    /// Everything in the index but its page text (`SearchTerms`): made from the pages' titles,
    /// summaries, headings and data, the registry, tokens and strings. An older version whose
    /// pages have the current version's outlines and data (`VersionSharing.sharesData`) has the
    /// same head, and makes only its terms (`script(head:unless:)`).
    package struct Head: Sendable {
        /// The script up to the terms.
        let bytes: [UInt8]
        /// What the pages and generated pages listed are, in order (path or route, and title):
        /// a site that lists others cannot take this head (`script(head:unless:)`).
        let listed: [String]
    }

    /// The index's head; nil as soon as `stopped` says so.
    package func head(unless stopped: () -> Bool = { false }) -> Head? {
        var pages: [UInt8] = [], headings: [UInt8] = []
        var pageCount = 0
        var pageIndex: [String: Int] = [:]
        let slugger = HeadingSlugger()
        func addPage(title: String, route: String, summary: String, lang: String,
                     headings pageHeadings: some Sequence<(MarkdownOutline.Heading, String)>) {
            pages.append(pageCount == 0 ? "[" : ",[")
            list([title, RelativeURL.fromSiteRoot(RouteMapper().outputPath(forRoute: route)), String(summary.prefix(Self.summaryLimit)), lang], to: &pages)
            pages.append(UInt8(ascii: "]"))
            for (heading, id) in pageHeadings where heading.level >= 2 {
                headings.append(headings.isEmpty ? "[" : ",[")
                headings += String(pageCount).utf8
                headings.append(UInt8(ascii: ","))
                quote(heading.text, to: &headings)
                if slugger.slug(heading.text) != id {
                    headings.append(UInt8(ascii: ","))
                    quote(id, to: &headings)
                }
                headings.append(UInt8(ascii: "]"))
            }
            pageCount += 1
        }
        let listedPages = self.listedPages()
        for index in listedPages {
            if index % Self.stepsBetweenChecks == 0, stopped() { return nil }
            let page = site.pages[index]
            pageIndex[page.relativePath] = pageCount
            addPage(title: page.title, route: page.route, summary: page.frontMatter.summary ?? "", lang: page.lang,
                    headings: zip(page.outline.headings, page.headingIDs))
        }
        // The generated pages, after the content pages (whose positions rules name), by their titles.
        let generated = generatedPages()
        for generated in generated {
            addPage(title: generated.title, route: generated.route, summary: generated.summary, lang: site.config.language,
                    headings: zip(generated.licence?.outline.headings ?? [], generated.licence?.headingIDs ?? []))
        }
        var pageOfComponent: [String: Int] = [:]
        for index in site.pages.indices where site.pages[index].lang == site.config.language {
            if let id = site.pages[index].frontMatter.component, pageOfComponent[id] == nil { pageOfComponent[id] = index }
        }
        var script: [UInt8] = []
        script.reserveCapacity(pages.count + headings.count + 256 * rules.entries.count + 1024)
        // Tokens are on several pages (`TokenPages`): the pages are listed once, each token names its page by position.
        let tokenPages = TokenPages(site.tokens)
        script.append("window.specimenSearchIndex = {\"v\":4,\"tokenPages\":[")
        list(tokenPages.tokenRoutes.map { RelativeURL.fromSiteRoot(RouteMapper().outputPath(forRoute: $0)) }, to: &script)
        script.append("],\"labels\":{")
        labels(to: &script)
        script.append("},\"pages\":[")
        script += pages
        script.append("],\"headings\":[")
        script += headings
        script.append("],\"components\":[")
        for (index, component) in site.registry.components.enumerated() {
            let url = pageOfComponent[component.id].map { RelativeURL.fromSiteRoot(RouteMapper().outputPath(forRoute: site.pages[$0].route)) }
                ?? RelativeURL.fromSiteRoot(RouteMapper().outputPath(forRoute: GeneratedRoute.components), fragment: ComponentsPageRenderer.anchor(component.id))
            script.append(index == 0 ? "[" : ",[")
            list([component.name, url, component.aliases.joined(separator: ", "), component.status ?? "", component.id], to: &script)
            // The status per platform ([[platform name, status], …]) and what replaces a deprecated component.
            let perPlatform = component.status == nil ? component.lifecycle.perPlatform : []
            if !perPlatform.isEmpty || component.deprecation != nil {
                script.append(",[")
                for (position, entry) in perPlatform.enumerated() {
                    script.append(position == 0 ? "[" : ",[")
                    list([entry.platform, entry.status], to: &script)
                    script.append(UInt8(ascii: "]"))
                }
                script.append(UInt8(ascii: "]"))
                if let note = DeprecationNote(component, registry: site.registry, url: { _ in nil }) {
                    script.append(UInt8(ascii: ","))
                    quote(note.replacement ?? "", to: &script)
                }
            }
            script.append(UInt8(ascii: "]"))
        }
        script.append("],\"rules\":[")
        // A rule names its component by position in `components`, where its name and id are (the
        // rule's anchor is `rule-<component id>-<rule id>`, `RuleAnchor`), or by id when the
        // registry lacks it: a name and an anchor on each of 50,000 rules were a seventh of the index.
        var componentPosition: [String: Int] = [:]
        for (position, component) in site.registry.components.enumerated() where componentPosition[component.id] == nil {
            componentPosition[component.id] = position
        }
        for (index, entry) in rules.entries.enumerated() {
            if index % Self.stepsBetweenChecks == 0, stopped() { return nil }
            script.append(index == 0 ? "[" : ",[")
            script += String(pageIndex[entry.page.relativePath] ?? -1).utf8
            script.append(UInt8(ascii: ","))
            list([entry.rule.id ?? "", entry.rule.text ?? "", entry.rule.level?.keyword ?? ""], to: &script)
            script.append(UInt8(ascii: ","))
            if entry.component != nil, let position = componentPosition[entry.componentID] {
                script += String(position).utf8
            } else {
                quote(entry.componentID, to: &script)
            }
            // The captions of the rule's do/don't examples, when it has any, so "chevron" finds
            // the rule its example shows.
            if let examples = rules.examples[entry.anchor] {
                script.append(UInt8(ascii: ","))
                quote(examples.map(\.caption).joined(separator: " · "), to: &script)
            }
            script.append(UInt8(ascii: "]"))
        }
        script.append("],\"tokens\":[")
        var first = true
        for name in site.tokens.names {
            guard let token = site.tokens[name] else { continue }
            script.append(first ? "[" : ",[")
            first = false
            list([name, token.value?.css ?? "", TokenSwatchFactory.anchor(name)], to: &script)
            script.append(UInt8(ascii: ","))
            script += String(tokenPages.pagePosition(of: name)).utf8
            script.append(UInt8(ascii: "]"))
        }
        return Head(bytes: script, listed: listed(listedPages, generated))
    }

    /// The index with `head`, this site's own (`head(unless:)`) or another version's; nil as soon
    /// as `stopped` says so, or when `head` lists other pages than this site has.
    package func script(head: Head, unless stopped: () -> Bool = { false }) -> [UInt8]? {
        let generated = generatedPages(), listedPages = self.listedPages()
        guard head.listed == listed(listedPages, generated), !stopped() else { return nil }
        // Each listed page's words, in the order the head lists the pages.
        var words = listedPages.map { site.pages[$0].searchWords }
        words += generated.map { $0.licence?.searchWords ?? "" }
        let terms = SearchTerms(words: words)
        var script = head.bytes
        script.reserveCapacity(script.count + terms.terms.reduce(0) { $0 + $1.utf8.count + 1 } + terms.postings.reduce(0) { $0 + $1.utf8.count + 3 } + 64)
        script.append("],\"terms\":")
        quote(terms.terms.joined(separator: " "), to: &script)
        script.append(",\"postings\":[")
        list(terms.postings, to: &script)
        script.append("]};\n")
        return script
    }

    /// What the index lists, in order: each page by its path and title, then each generated page
    /// by its route and title (`Head.listed`).
    private func listed(_ pages: [Int], _ generated: [GeneratedEntry]) -> [String] {
        pages.map { site.pages[$0].relativePath + "\u{0}" + site.pages[$0].title } + generated.map { $0.route + "\u{0}" + $0.title }
    }

    /// The pages the index lists, by index in the site: each route's page (SP004 reports a second one).
    private func listedPages() -> [Int] {
        site.pages.indices.filter { site.pageIndexByRoute[site.pages[$0].route] == $0 }
    }

    /// A generated page as the index lists it.
    private struct GeneratedEntry {
        var title: String
        var route: String
        var summary = ""
        /// The licence a licence page shows.
        var licence: Licence?
    }

    /// The generated pages the site has (`GeneratedPage`), in the catalogue's order, titled as
    /// their pages are: the reference pages, each token group's page, the changes, the
    /// licensing index and each licence, summarised as its page is.
    private func generatedPages() -> [GeneratedEntry] {
        let strings = site.strings(for: site.config.language)
        var entries: [GeneratedEntry] = []
        for kind in GeneratedPage.allCases {
            switch kind {
            case .licence:
                for licence in site.licences where kind.isPresent(in: site) {
                    entries.append(GeneratedEntry(title: licence.title, route: GeneratedRoute.licence(licence.id),
                                                  summary: licence.summary ?? licence.can.first ?? "", licence: licence))
                }
            case .tokenGroup:
                guard kind.isPresent(in: site) else { continue }
                for group in TokenPages(site.tokens).groups {
                    entries.append(GeneratedEntry(title: TokensPageRenderer.title(of: group, strings: strings), route: group.route))
                }
            default:
                guard let key = kind.titleKey else { continue }  // `notFound` has a title but no route
                for route in kind.routes(in: site) { entries.append(GeneratedEntry(title: strings[key], route: route)) }
            }
        }
        return entries
    }


    /// `"<language>": {"statuses": {word: label}, "platforms": {id: name}}` for every language of
    /// the site, so results show status words and platform names in the reader's language.
    private func labels(to output: inout [UInt8]) {
        let codes = [site.config.language] + site.config.languages.map(\.code).filter { $0 != site.config.language }
        var words = site.registry.statuses
        for component in site.registry.components {
            for word in component.lifecycle.words where !words.contains(word) { words.append(word) }
        }
        for (position, code) in codes.enumerated() {
            let strings = site.strings(for: code)
            if position > 0 { output.append(UInt8(ascii: ",")) }
            quote(code, to: &output)
            output.append(contentsOf: ":{\"statuses\":{".utf8)
            for (index, word) in words.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                list([word], to: &output)
                output.append(UInt8(ascii: ":"))
                quote(StatusBadge(word, strings: strings).label, to: &output)
            }
            output.append(contentsOf: "},\"platforms\":{".utf8)
            for (index, id) in site.registry.platforms.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                quote(id, to: &output)
                output.append(UInt8(ascii: ":"))
                quote(site.registry.platformName(id, language: code), to: &output)
            }
            output.append(contentsOf: "}}".utf8)
        }
    }

    /// Strings as JSON, separated by commas.
    private func list(_ items: [String], to output: inout [UInt8]) {
        for (index, item) in items.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            quote(item, to: &output)
        }
    }

    private func quote(_ text: String, to output: inout [UInt8]) {
        // `</script` cannot occur: the index is a separate file, but `<` is escaped anyway.
        JSONWriter(.compact, escapesLessThan: true).appendQuoted(text, to: &output)
    }
}
