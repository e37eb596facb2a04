import SpecimenMarkdown
import SpecimenFormats
/// `sitemap.xml`: every page's absolute URL from `baseURL`, with its translations as
/// `xhtml:link` alternates. Without a base URL there is no sitemap (search engines need absolute URLs).
package struct SitemapBuilder: Sendable {
    package let site: Site
    package let baseURL: String

    package init(site: Site, baseURL: String) {
        self.site = site
        self.baseURL = baseURL
    }

    /// `routes` are every published route; the home page is `""`.
    package func xml(routes: [String]) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">"]
        for route in routes.sorted() {
            lines.append("  <url>")
            lines.append("    <loc>\(MarkupEscaping.escape(baseURL + RelativeURL.encode(route), apostrophe: false))</loc>")
            // By index: `site.page(atRoute:)` copies the whole page to read one field.
            if let index = site.pageIndexByRoute[route], let key = site.pages[index].frontMatter.translationKey {
                let twins = site.pages.filter { $0.frontMatter.translationKey == key }
                if twins.count > 1 {
                    for twin in twins.sorted(by: { $0.lang < $1.lang }) {
                        lines.append("    <xhtml:link rel=\"alternate\" hreflang=\"\(MarkupEscaping.escape(twin.lang, apostrophe: false))\" href=\"\(MarkupEscaping.escape(baseURL + RelativeURL.encode(twin.route), apostrophe: false))\"/>")
                    }
                }
            }
            lines.append("  </url>")
        }
        lines.append("</urlset>")
        return lines.joined(separator: "\n") + "\n"
    }

}
