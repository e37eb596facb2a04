/// Reads `site.yml` into `SiteConfig`. A file that cannot be read as a mapping yields nil: the
/// site cannot be built without it, so the command exits 2 (unusable configuration).
package struct SiteConfigParser: Sendable {
    /// The keys Docs/content.md defines for site.yml, from their definition (`SiteConfig.schema`).
    package static let knownKeys = SiteConfig.schema.keys

    /// The interface strings the theme has, to warn about a language it has none for.
    package let strings: StringCatalog

    package init(strings: StringCatalog = .builtIn) {
        self.strings = strings
    }

    package func parse(_ file: SourceFile) -> Diagnosed<SiteConfig?> {
        let region = YAMLRegion(file: file.path, yaml: file.text, firstLine: 1)
        var log = DiagnosticLog()
        let node = log.take(region.compose(what: "site.yml"))
        guard log.isEmpty else { return log.result(nil) }
        guard let node, var fields = YAMLFields(node, region: region, what: "site.yml", log: &log) else {
            if log.isEmpty {
                log.report(Diagnostic(.missingField, at: region.location(of: nil), "site.yml is empty: it needs at least a `title`"))
            }
            return log.result(nil)
        }
        fields.reportUnknownKeys(known: Self.knownKeys)
        var config = SiteConfig()
        if let title = fields.string("title"), !title.isEmpty {
            config.title = title
        } else if fields.value("title") == nil {
            log.report(Diagnostic(.missingField, at: region.location(of: node.mark), "site.yml has no `title`",
                                  hint: "add `title: My Design System`"))
        }
        config.version = fields.string("version") ?? ""
        if let base = fields.string("baseURL") {
            if let normalised = SiteConfig.normaliseBaseURL(base) {
                config.baseURL = normalised
            } else if let at = fields.location(ofValue: "baseURL") {
                log.report(Diagnostic(.frontMatterSyntax, at: at, "`baseURL` must be an absolute http(s) URL, not `\(base)`",
                                      hint: "for example `baseURL: https://design.example.org/`"))
            }
        }
        config.language = fields.string("language") ?? "en"
        config.languages = (fields.stringPairs("languages") ?? []).map { SiteConfig.Language(code: $0.0, name: $0.1) }
        config.sections = fields.stringList("sections") ?? []
        for language in [config.language] + config.languages.map(\.code) where !strings.hasStrings(for: language) {
            let at = fields.location(ofValue: config.languages.contains { $0.code == language } ? "languages" : "language") ?? region.location(of: node.mark)
            log.report(Diagnostic(.unknownKey, at: at, "the theme has no interface strings for `\(language)`; its pages use English navigation and labels",
                                  hint: "add `i18n/\(language).yml` to the templates folder (see Docs/languages.md); it has \(strings.languages.keys.sorted().joined(separator: ", "))"))
        }
        config.licence = fields.string("licence")
        config.rawHTML = fields.bool("rawHTML") ?? false
        config.embeds = fields.stringList("embeds") ?? []
        for (origin, at) in zip(config.embeds, fields.itemLocations("embeds")) where EmbedOrigin.of(origin) != origin {
            log.report(Diagnostic(.frontMatterSyntax, at: at, "`\(origin)` is not an origin",
                                  hint: "write the scheme and host only, as `https://www.figma.com`"))
        }
        config.tokens = tokenSettings(&fields)
        config.theme = themeSettings(&fields)
        config.versions = versionSettings(&fields)
        log.merge(fields.log)
        return log.result(config)
    }
}
