/// A problem that makes the site impossible to load at all (exit status 2), as opposed to a
/// problem in the content, which is a `Diagnostic`.
package enum LoadError: Error, Sendable, Hashable, CustomStringConvertible {
    case missingDirectory(String)
    case missingSiteConfig(String)
    case unreadable(String, reason: String)

    package var description: String {
        switch self {
        case .missingDirectory(let path): "no folder at `\(path)`"
        case .missingSiteConfig(let path): "no site settings at `\(path)` (every site needs a site.yml)"
        case .unreadable(let path, let reason): "cannot read `\(path)`: \(reason)"
        }
    }
}
