/// Where a site's sources are: the folders named by `--content` and `--templates`, as the user
/// wrote them (relative to the working directory), because diagnostics print paths that way.
public struct SiteInput: Sendable, Hashable {
    public var contentDirectory: String
    public var templatesDirectory: String

    public init(contentDirectory: String = "Content", templatesDirectory: String = "Templates") {
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
    }
}
