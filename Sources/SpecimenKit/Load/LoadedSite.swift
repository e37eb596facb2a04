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
    /// Every `*.mustache` file in `Templates/`, with its path inside it.
    package var templates: [SourceFile]
    /// The theme's interface strings, `Templates/i18n/<code>.yml`, sorted by path.
    package var stringFiles: [SourceFile] = []
    /// The theme's static files (`Templates/theme/…`) by path inside `Templates/`.
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
}
