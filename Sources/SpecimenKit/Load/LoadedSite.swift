import Foundation

/// Everything `Load` read from disk, before any parsing.
package struct LoadedSite: Sendable {
    /// `Content/site.yml`.
    package var siteConfig: SourceFile
    /// `Content/registry.yml`, when the site has one.
    package var registry: SourceFile?
    /// Every guideline page (`*.md` outside `licences/`), sorted by path.
    package var pages: [SourceFile]
    /// Paths inside `Content/` of every other file (images, assets), sorted; their bytes are read
    /// only when the site is written, and only for the files the site uses.
    package var contentFiles: [String]
    /// Every `*.mustache` file of the theme, with its path inside it: the site's `Templates/`
    /// over the built-in theme (`BuiltInTheme`), sorted by path.
    package var templates: [SourceFile]
    /// The theme's interface strings, `i18n/<code>.yml`, the site's over the built-in ones, sorted by path.
    package var stringFiles: [SourceFile] = []
    /// The theme's static files (`theme/…`), the site's over the built-in ones, by path inside the theme.
    package var themeFiles: [String: Data]
    /// Every `tokens/**/*.tokens.json`, sorted by path.
    package var tokenFiles: [SourceFile] = []
    /// Every `tokens/**/*.resolver.json`, sorted by path (a site reads the first).
    package var resolverFiles: [SourceFile] = []
    /// Every other `tokens/**/*.json`: sources a resolver may name (`color.dark.json`).
    package var tokenSources: [SourceFile] = []
    /// Every `licences/*.md`, sorted by path.
    package var licences: [SourceFile] = []
    /// Paths inside `Content/` of symbolic links that lead outside it: never read, reported as SP403 when used.
    package var outsideLinks: [String] = []
    /// The last commit date of each content file (`theme: lastUpdated: git`), when read.
    package var commitDates: CommitDates? = nil
    /// The older versions `site.yml` lists, each loaded as a site of its own with this site's
    /// theme, in `versions:` order.
    package var versions: [Version] = []

    /// An older version's sources.
    package struct Version: Sendable {
        package var setting: VersionSetting
        package var input: SiteInput
        package var loaded: LoadedSite
    }
}
