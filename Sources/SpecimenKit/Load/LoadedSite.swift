import Foundation

/// Everything `Load` read from disk, before any parsing.
public struct LoadedSite: Sendable {
    /// `Content/site.yml`.
    public var siteConfig: SourceFile
    /// `Content/registry.yml`, when the site has one.
    public var registry: SourceFile?
    /// Every guideline page (`*.md` outside `licences/`), sorted by path.
    public var pages: [SourceFile]
    /// Paths inside `Content/` of every other file (images, assets), sorted; their bytes are read
    /// only when the site is written, and only for the files the site uses.
    public var contentFiles: [String]
    /// Every `*.mustache` file in `Templates/`, with its path inside it.
    public var templates: [SourceFile]
    /// The theme's interface strings, `Templates/i18n/<code>.yml`, sorted by path.
    public var stringFiles: [SourceFile] = []
    /// The theme's static files (`Templates/theme/…`) by path inside `Templates/`.
    public var themeFiles: [String: Data]
    /// Every `tokens/**/*.tokens.json`, sorted by path.
    public var tokenFiles: [SourceFile] = []
    /// Every `licences/*.md`, sorted by path.
    public var licences: [SourceFile] = []
    /// Paths inside `Content/` of symbolic links that lead outside it: never read, reported as SP403 when used.
    public var outsideLinks: [String] = []
}
