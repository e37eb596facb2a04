import SpecimenTemplates
/// What `Templates/layout.mustache` sees: the frame around every page (head, header, sidebar,
/// breadcrumbs, footer). It is an explicit struct, not a dictionary, so a template field that does
/// not exist here is caught by `TemplateFieldTests` instead of rendering as empty text.
package struct LayoutView: Sendable {
    /// The document language (`lang` attribute), from the page's front matter or `site.yml`.
    package var lang: String
    /// `rtl` for a language written right to left (the `dir` attribute, which mirrors the
    /// layout), nil for left to right, the default: no attribute.
    package var direction: String? = nil
    /// `<title>` text: the page title followed by the site title.
    package var documentTitle: String
    /// Meta description: the page summary when it has one.
    package var description: String?
    /// Relative path from this page to the site root (`""` or `"../../"`), so the site works from `file://` and any sub-path.
    package var root: String
    /// The page's absolute URL from `baseURL`, for `<link rel="canonical">` and Open Graph; nil without a base URL.
    package var canonicalURL: String?
    /// Absolute URLs of the page's translations, for `<link rel="alternate" hreflang>`.
    package var alternates: [Alternate] = []
    /// `<base href>` for pages served from any path (only `404.html`), nil elsewhere.
    package var baseHref: String?

    /// A translation's absolute URL.
    package struct Alternate: Sendable {
        package var lang: String
        package var url: String
    }

    /// `tokens.css`, relative to this page, when the site has design tokens (the swatch rules read it).
    package var tokensStylesheet: String?
    /// `token-swatches.css`, relative to this page, loaded after `tokens.css` (its rules read
    /// that file's custom properties); nil without design tokens.
    package var tokenSwatchesStylesheet: String? = nil
    /// `accent.css`, relative to this page, loaded after the theme's stylesheet when `site.yml`
    /// sets `theme: accent:`.
    package var accentStylesheet: String? = nil
    /// The site's own facts.
    package var site: SiteView
    /// Section navigation in `site.yml` order.
    package var nav: [NavSection]
    /// Home › Section › Page; the last one is the current page.
    package var breadcrumbs: [Breadcrumb]
    /// Other languages of this page (pages sharing a `translationKey`), the current one included.
    package var translations: [Translation]
    /// True when `translations` has more than the current page.
    package var hasTranslations: Bool
    /// Interface strings in the page's language.
    package var strings: InterfaceStrings
    /// Every licence, for the footer (title and URL relative to this page).
    package var licences: [FooterLink] = []
    /// True when the site has licences.
    package var hasLicences: Bool = false
    /// Link to the licensing index, relative to this page.
    package var licensingURL: String?
    /// `site.yml` `theme: footer:` links, relative to this page when they are paths in the site.
    package var footerLinks: [FooterLink] = []
    /// True when `footerLinks` has any.
    package var hasFooterLinks: Bool = false
    /// "Edit this page": the page's source in the repository (`theme: repository:`); nil on
    /// generated pages and without a repository.
    package var editURL: String?

    /// The version switcher's entries (`site.yml` `versions:`): every version, the one being read
    /// marked; empty for a site with one version.
    package var versions: [VersionLink] = []
    /// True when the site is published in more than one version.
    package var hasVersions: Bool = false
    /// The label of the version being read, for the switcher's button.
    package var readingVersion: String?
    /// On an older version's pages: which version is current, and a link to this page there (or
    /// to its home). Nil on the current version.
    package var versionBanner: VersionBanner?

    /// One version in the switcher: the same page there, or that version's home.
    package struct VersionLink: Sendable {
        /// The version's label, with "(current)" for the current one.
        package var name: String
        /// Relative to this page.
        package var url: String
        /// True for the version being read.
        package var isReading: Bool
    }

    /// The note at the top of an older version's pages.
    package struct VersionBanner: Sendable {
        /// "You are reading the documentation of version 1.x."
        package var text: String
        /// "Read this page in the current version (2.3)", or "Go to the current version (2.3)".
        package var linkText: String
        /// Relative to this page.
        package var url: String
    }

    /// A link in the footer.
    package struct FooterLink: Sendable, Equatable {
        package var title: String
        package var url: String
    }

    /// The page's own HTML (trusted HTML: cmark output and our own templates only).
    /// A page rendered by the page template is written straight into the layout's output
    /// (`.writer`): no array of its own, no copy.
    package var main: TemplateHTML

    /// Facts about the design system shown in the header and footer.
    package struct SiteView: Sendable {
        /// `title` from `site.yml`.
        package var title: String
        /// `version` from `site.yml`, nil when unset (so `{{#site.version}}` hides its label).
        package var version: String?
        /// Link to the home page, relative to the current page.
        package var homeURL: String
        /// `theme: logo:`, relative to the current page.
        package var logoURL: String? = nil
    }

    /// One section of the sidebar.
    package struct NavSection: Sendable {
        /// Section name as written in `site.yml`.
        package var title: String
        /// True when the current page belongs to this section.
        package var isCurrent: Bool
        /// True when the section lists its pages here; large navigations list only the current
        /// section's (see `SidebarRenderer`).
        package var isExpanded: Bool
        /// The section's links, each rendered by `partials/sidebar-item.mustache` (trusted HTML),
        /// as UTF-8 bytes (see `TemplateValue.utf8`).
        /// The current section's is written as pieces (`.writer`): the shared rendering with the
        /// current page's link swapped in, not joined into an array of its own.
        package var itemsHTML: TemplateHTML
        /// Where a folded section links, relative to the current page: the section's index page
        /// when it has one (`SectionRoutes`), else its first page.
        package var url: String
        /// How many pages the section has.
        package var count: Int
        /// The section's index page, when the section has more pages than the sidebar lists:
        /// `itemsHTML` then holds only the pages around the current one.
        package var allURL: String? = nil
        /// The words of the link to `allURL` ("All 500 pages").
        package var allLabel: String? = nil
        /// True on the section's index page itself (`aria-current="page"`).
        package var allIsCurrent: Bool = false
    }

    /// One page link in the sidebar.
    package struct NavItem: Sendable {
        package var title: String
        /// Relative URL from the current page (ends in `index.html` so `file://` works).
        package var url: String
        /// True for the page being rendered (`aria-current="page"`).
        package var isCurrent: Bool
        /// The linked page's language when it is not the sidebar's (see `SidebarRenderer.Entry`).
        package var hreflang: String? = nil
    }

    /// One step of the breadcrumb trail.
    package struct Breadcrumb: Sendable, Equatable {
        package var title: String
        /// Relative URL, or nil for steps that are not pages (a section name) and for the current page.
        package var url: String?
        /// True for the last step.
        package var isCurrent: Bool
    }

    /// One language version of the current page.
    package struct Translation: Sendable, Equatable {
        /// BCP 47 code (`en`, `vi`).
        package var lang: String
        /// The language's own name from `site.yml` (`Tiếng Việt`).
        package var name: String
        /// Relative URL of that version.
        package var url: String
        /// True for the version being rendered.
        package var isCurrent: Bool
    }
}

extension LayoutView {
    /// The fields an older version's page sets differently from the current version's same page
    /// when the page and the site's frame are otherwise the same: the version switcher and
    /// banner, the site's facts (each version has its own `version:`), the addresses under each
    /// version's base URL, the edit link (each version's content folder has its place in the
    /// repository) and the main content.
    package static let versionFields: Set<String> = ["versions", "hasVersions", "readingVersion", "versionBanner", "site", "canonicalURL",
                                                      "alternates", "editURL", "main"]

    /// The fields `sameFrame(as:)` compares: every field but `versionFields`, `nav` (the same
    /// when the sidebars list the same and the route and language are the same,
    /// `SidebarRenderer.listsTheSame`) and the texts of `strings` (the same when the string
    /// catalogues are; its language is compared).
    package static let frameFields: Set<String> = ["lang", "direction", "documentTitle", "description", "root", "baseHref", "tokensStylesheet",
                                                    "tokenSwatchesStylesheet", "accentStylesheet", "breadcrumbs", "translations",
                                                    "hasTranslations", "strings", "licences", "hasLicences", "licensingURL", "footerLinks",
                                                    "hasFooterLinks"]

    /// True when `other` renders the same frame but for `versionFields`, given the same sidebar
    /// and string catalogue (see `frameFields`).
    package func sameFrame(as other: LayoutView) -> Bool {
        lang == other.lang && direction == other.direction && documentTitle == other.documentTitle && description == other.description
            && root == other.root && baseHref == other.baseHref && tokensStylesheet == other.tokensStylesheet
            && tokenSwatchesStylesheet == other.tokenSwatchesStylesheet && accentStylesheet == other.accentStylesheet
            && breadcrumbs == other.breadcrumbs && translations == other.translations && hasTranslations == other.hasTranslations
            && strings.code == other.strings.code && strings.isRightToLeft == other.strings.isRightToLeft && licences == other.licences
            && hasLicences == other.hasLicences && licensingURL == other.licensingURL && footerLinks == other.footerLinks
            && hasFooterLinks == other.hasFooterLinks
    }
}

/// Fields for templates without reflection (see `TemplateView`).
extension LayoutView: TemplateView {
    package static let templateFields: TemplateFields<LayoutView> = [
        "lang": .of { $0.lang },
        "direction": .of { $0.direction },
        "documentTitle": .of { $0.documentTitle },
        "description": .of { $0.description },
        "root": .of { $0.root },
        "canonicalURL": .of { $0.canonicalURL },
        "alternates": .of { $0.alternates },
        "baseHref": .of { $0.baseHref },
        "tokensStylesheet": .of { $0.tokensStylesheet },
        "accentStylesheet": .of { $0.accentStylesheet },
        "tokenSwatchesStylesheet": .of { $0.tokenSwatchesStylesheet },
        "site": .of { $0.site },
        "nav": .of { $0.nav },
        "breadcrumbs": .of { $0.breadcrumbs },
        "translations": .of { $0.translations },
        "hasTranslations": .of { $0.hasTranslations },
        "strings": .strings { $0.strings },
        "licences": .of { $0.licences },
        "hasLicences": .of { $0.hasLicences },
        "licensingURL": .of { $0.licensingURL },
        "footerLinks": .of { $0.footerLinks },
        "hasFooterLinks": .of { $0.hasFooterLinks },
        "editURL": .of { $0.editURL },
        "versions": .of { $0.versions },
        "hasVersions": .of { $0.hasVersions },
        "readingVersion": .of { $0.readingVersion },
        "versionBanner": .of { $0.versionBanner },
        "main": .of { $0.main },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension LayoutView.VersionLink: TemplateView {
    package static let templateFields: TemplateFields<LayoutView.VersionLink> = [
        "name": .of { $0.name },
        "url": .of { $0.url },
        "isReading": .of { $0.isReading },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension LayoutView.VersionBanner: TemplateView {
    package static let templateFields: TemplateFields<LayoutView.VersionBanner> = [
        "text": .of { $0.text },
        "linkText": .of { $0.linkText },
        "url": .of { $0.url },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension LayoutView.Alternate: TemplateView {
    package static let templateFields: TemplateFields<LayoutView.Alternate> = [
        "lang": .of { $0.lang },
        "url": .of { $0.url },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension LayoutView.FooterLink: TemplateView {
    package static let templateFields: TemplateFields<LayoutView.FooterLink> = [
        "title": .of { $0.title },
        "url": .of { $0.url },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension LayoutView.SiteView: TemplateView {
    package static let templateFields: TemplateFields<LayoutView.SiteView> = [
        "title": .of { $0.title },
        "version": .of { $0.version },
        "homeURL": .of { $0.homeURL },
        "logoURL": .of { $0.logoURL },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension LayoutView.NavSection: TemplateView {
    package static let templateFields: TemplateFields<LayoutView.NavSection> = [
        "title": .of { $0.title },
        "isCurrent": .of { $0.isCurrent },
        "isExpanded": .of { $0.isExpanded },
        "itemsHTML": .of { $0.itemsHTML },
        "url": .of { $0.url },
        "count": .of { $0.count },
        "allURL": .of { $0.allURL },
        "allLabel": .of { $0.allLabel },
        "allIsCurrent": .of { $0.allIsCurrent },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension LayoutView.NavItem: TemplateView {
    package static let templateFields: TemplateFields<LayoutView.NavItem> = [
        "title": .of { $0.title },
        "url": .of { $0.url },
        "isCurrent": .of { $0.isCurrent },
        "hreflang": .of { $0.hreflang },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension LayoutView.Breadcrumb: TemplateView {
    package static let templateFields: TemplateFields<LayoutView.Breadcrumb> = [
        "title": .of { $0.title },
        "url": .of { $0.url },
        "isCurrent": .of { $0.isCurrent },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension LayoutView.Translation: TemplateView {
    package static let templateFields: TemplateFields<LayoutView.Translation> = [
        "lang": .of { $0.lang },
        "name": .of { $0.name },
        "url": .of { $0.url },
        "isCurrent": .of { $0.isCurrent },
    ]
}
