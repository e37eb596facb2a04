import Foundation

/// `Content/site.yml`: the settings that apply to the whole site (Docs/content.md, site.yml).
package struct SiteConfig: Sendable, Hashable {
    package var title: String
    /// The design system's current version, shown in the header.
    package var version: String
    /// Absolute URL the site is published at, for the sitemap and canonical links; pages link relatively.
    package var baseURL: String?
    /// The default language of pages.
    package var language: String
    /// Language codes and their own names, in the order written.
    package var languages: [Language]
    /// Section names in navigation order.
    package var sections: [String]
    /// Default licence id of downloadable assets.
    package var licence: String?
    /// Whether authors' raw HTML is kept (tagfilter still applies).
    package var rawHTML: Bool
    /// Origins `embed` blocks may show (`https://www.figma.com`), as written.
    package var embeds: [String] = []
    /// `tokens:`: CSS names and exports.
    package var tokens = TokenSettings()
    /// `theme:`: logo, accent colour, footer and edit links, last-updated dates.
    package var theme = ThemeSettings()
    /// `versions:`: older versions published beside this one, newest first (DESIGN 3.9).
    package var versions: [VersionSetting] = []

    package init(title: String = "", version: String = "", baseURL: String? = nil, language: String = "en",
                languages: [Language] = [], sections: [String] = [], licence: String? = nil, rawHTML: Bool = false) {
        self.title = title; self.version = version; self.baseURL = baseURL; self.language = language
        self.languages = languages; self.sections = sections; self.licence = licence; self.rawHTML = rawHTML
    }

    /// `https://x.org/docs` → `https://x.org/docs/`; nil unless it is an absolute http(s) URL.
    package static func normaliseBaseURL(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("https://") || trimmed.hasPrefix("http://"), trimmed.count > "https://".count,
              !trimmed.contains(where: { $0 == " " || $0 == "\"" || $0 == "<" || $0 == ">" }) else { return nil }
        return trimmed.hasSuffix("/") ? trimmed : trimmed + "/"
    }

    /// The name of a language in that language, or its code when `languages` does not list it.
    package func languageName(_ code: String) -> String {
        languages.first { $0.code == code }?.name ?? code
    }

    /// A language of the site: `vi: Tiếng Việt`.
    package struct Language: Sendable, Hashable {
        package var code: String
        package var name: String
        package init(code: String, name: String) { self.code = code; self.name = name }
    }
}
