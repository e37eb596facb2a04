/// What a link or image destination in a page points at, once resolved against the site.
package enum LinkTarget: Sendable, Hashable {
    /// A URL with a scheme (`https:`, `mailto:`) or a host (`//cdn…`): left alone.
    case external
    /// `#fragment` on the same page.
    case samePage(fragment: String)
    /// Another page (by its path inside `Content/`), with an optional fragment.
    case page(path: String, fragment: String?)
    /// A licence's page (`licences/<id>.md`), by licence id, with an optional fragment.
    case licence(id: String, fragment: String?)
    /// A file inside `Content/` that is not a page (an image, a download).
    case file(path: String, fragment: String?)
    /// A relative path to nothing inside `Content/`.
    case missing(path: String?)
    /// A path that leaves `Content/`: `..` above it, or through a symbolic link that leads out.
    case outside
}
