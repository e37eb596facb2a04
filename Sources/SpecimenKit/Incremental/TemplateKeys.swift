import SpecimenTemplates

/// Which templates each kind of output is rendered through, hashed, so that a template edit
/// renders again only what reads the template (issue 26 point 3): `layout` is in every page,
/// `page` (and `home`, which renders an authored home page) in every content page, a generated
/// page's own template (`rules`) in that page alone, and none in the data files (`rules.json`,
/// `tokens.css`, the search index, the sitemap). The partials count for every page, since
/// renderers call some of them themselves (`partials/spec-block`); and a template counts wherever
/// a template it reaches includes it (`{{> name}}`, followed to the end).
package struct TemplateKeys: Sendable {
    /// What content pages are rendered through.
    package let contentPages: String
    /// What each kind of generated page is rendered through (`GeneratedPage.template`); the data
    /// files' entry hashes no template.
    private let generated: [GeneratedPage: String]
    /// Every template, for the build's fingerprint and any rendered file not listed above.
    package let all: String

    package init(templates files: [SourceFile]) {
        var texts: [String: String] = [:], included: [String: [String]] = [:]
        for file in files {
            let name = String(file.relativePath.dropLast(".mustache".count))
            texts[name] = file.text
            // A template that does not parse stops the build (SP501); its key counts every template.
            included[name] = (try? Template(file.text))?.partialNames
        }
        let names = texts.keys.sorted()
        let partials = names.filter { $0.hasPrefix("partials/") }
        func key(_ roots: [String]) -> String {
            var reached = Set<String>(), queue = roots
            while let name = queue.popLast() {
                guard reached.insert(name).inserted else { continue }
                queue += included[name] ?? (texts[name] == nil ? [] : names)
            }
            var hash = ContentHash()
            for name in reached.sorted() {
                hash.combine(name)
                hash.combine(texts[name] ?? "\u{0}")
            }
            return hash.hex
        }
        contentPages = key(["layout", "page", "home"] + partials)
        var generated: [GeneratedPage: String] = [:]
        for kind in GeneratedPage.allCases {
            generated[kind] = kind.template.map { key(["layout", $0] + partials) } ?? key([])
        }
        self.generated = generated
        all = key(names)
    }

    /// What a generated page or file of `kind` is rendered through.
    package func key(for kind: GeneratedPage) -> String {
        generated[kind] ?? all
    }
}
