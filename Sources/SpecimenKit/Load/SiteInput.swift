/// Where a site's sources are: the folders named by `--content` and `--templates`, as the user
/// wrote them (relative to the working directory), because diagnostics print paths that way.
public struct SiteInput: Sendable, Hashable {
    public var contentDirectory: String
    /// The site's overrides of the built-in theme (`BuiltInTheme`), file by file; the folder may
    /// be missing, and then the built-in theme is used whole.
    public var templatesDirectory: String
    /// True when the user named the templates folder (`--templates`): a folder someone asked for
    /// and that is missing is a typo to report (exit 2), not a reason to use the built-in theme.
    public var requiresTemplates: Bool

    public init(contentDirectory: String = "Content", templatesDirectory: String = "Templates", requiresTemplates: Bool = false) {
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        self.requiresTemplates = requiresTemplates
    }
}
