/// One older version in `site.yml` `versions:` (DESIGN 3.9): published beside the current one
/// under `Public/<id>/`, read from its own content folder (a checkout of that version).
package struct VersionSetting: Sendable, Hashable {
    /// The folder the version is published under (`1.0`): one path segment.
    package var id: String
    /// What the version switcher and the banner call it (`1.x`).
    package var label: String
    /// The version's content folder as written, relative to the folder that holds the current
    /// content folder (where `git worktree add ../v1 v1.0` is run from).
    package var content: String
    /// Where the entry is written, for diagnostics about it.
    package var location: SourceLocation

    package init(id: String, label: String, content: String, location: SourceLocation) {
        self.id = id
        self.label = label
        self.content = content
        self.location = location
    }

    /// True for an id that is one safe path segment: letters, digits, `.`, `_` and `-`, not
    /// starting with a dot (so never `..`), and short.
    package static func isValidID(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, id.utf8.count <= 64, first != ".", first != "-" else { return false }
        return id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "." || $0 == "_" || $0 == "-" }
    }

    /// The version's content folder for a site whose current content folder is `contentDirectory`:
    /// `content` joined to that folder's parent, tidied (`Content` + `../v1/Content` → `../v1/Content`).
    package static func contentDirectory(_ content: String, besides contentDirectory: String) -> String {
        if content.hasPrefix("/") { return tidy(content) }
        var parts = contentDirectory.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let isAbsolute = contentDirectory.hasPrefix("/")
        while parts.last == "" || parts.last == "." { parts.removeLast() }
        if let last = parts.last, last != ".." { parts.removeLast() } else { parts.append("..") }
        let joined = (parts + [content]).joined(separator: "/")
        return tidy(isAbsolute && !joined.hasPrefix("/") ? "/" + joined : joined)
    }

    /// Removes `.` segments and folds `name/..` pairs, keeping leading `..` segments.
    private static func tidy(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var kept: [String] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = kept.last, last != ".." { kept.removeLast(); continue }
            if part == "..", isAbsolute, kept.isEmpty { continue }
            kept.append(String(part))
        }
        let joined = kept.joined(separator: "/")
        return isAbsolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
