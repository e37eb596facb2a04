import Foundation

/// Resolves link and image destinations the way authors write them (DESIGN.md section 3.2):
/// relative paths to `.md` files, relative paths to files in `Content/`, `#fragments`, and
/// external URLs. Used by the link checks and by rendering, so both agree on every link.
public struct LinkResolver: Sendable {
    public let site: Site

    public init(site: Site) {
        self.site = site
    }

    /// `#`, `?` and the scheme's `:` are found byte by byte, as URLs are parsed (and about ten
    /// times faster than searching characters: this runs for every link of the site, twice).
    public func resolve(_ destination: String, from page: Page) -> LinkTarget {
        resolve(destination, fromDirectory: page.directory)
    }

    /// `resolve(_:from:)` for a page in `directory` (its folder inside `Content/`).
    public func resolve(_ destination: String, fromDirectory directory: String) -> LinkTarget {
        if Self.isExternal(destination) { return .external }
        var rest = Substring(destination)
        var fragment: String?
        if let hash = rest.utf8.firstIndex(of: UInt8(ascii: "#")) {
            let raw = String(rest[rest.utf8.index(after: hash)...])
            fragment = raw.utf8.contains(UInt8(ascii: "%")) ? raw.removingPercentEncoding ?? raw : raw
            rest = rest[..<hash]
        }
        if let question = rest.utf8.firstIndex(of: UInt8(ascii: "?")) { rest = rest[..<question] }
        let rawPath = String(rest)
        let path = rawPath.utf8.contains(UInt8(ascii: "%")) ? rawPath.removingPercentEncoding ?? rawPath : rawPath
        if path.isEmpty { return fragment.map { .samePage(fragment: $0) } ?? .samePage(fragment: "") }

        return resolve(path: path.hasPrefix("/") ? String(path.dropFirst()) : joinPath(directory, path), fragment: fragment)
    }

    /// Resolves a path inside `Content/` (already joined with the page's folder).
    public func resolve(path: String, fragment: String? = nil) -> LinkTarget {
        guard let resolved = Self.normalise(path) else { return .outside }
        if isThroughOutsideLink(resolved) { return .outside }
        // Index lookups, not `site.page(…)`: that copies a whole page to answer yes or no.
        if site.pageIndexByPath[resolved] != nil { return .page(path: resolved, fragment: fragment) }
        if site.contentFiles.contains(resolved) { return .file(path: resolved, fragment: fragment) }
        // A link to a page's published folder (`../tabs/`) instead of its file.
        let route = resolved.isEmpty || resolved.hasSuffix("/") ? resolved : resolved + "/"
        if let target = site.pageIndexByRoute[route == "/" ? "" : route] { return .page(path: site.pages[target].relativePath, fragment: fragment) }
        return .missing(path: resolved)
    }

    /// True when the path, or a folder above it, is a symbolic link that leads outside `Content/`.
    func isThroughOutsideLink(_ path: String) -> Bool {
        guard !site.outsideLinks.isEmpty else { return false }
        var prefix = ""
        for part in path.split(separator: "/") {
            prefix = prefix.isEmpty ? String(part) : prefix + "/" + part
            if site.outsideLinks.contains(prefix) { return true }
        }
        return false
    }

    /// True for `scheme:…` and `//host…` destinations.
    public static func isExternal(_ destination: String) -> Bool {
        let bytes = destination.utf8
        if bytes.starts(with: "//".utf8) { return true }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return false }
        let scheme = bytes[..<colon]
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        guard let first = scheme.first, isLetter(first) else { return false }
        return scheme.allSatisfy { byte in
            isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
    }

    /// Removes `.` and `..` segments; nil when the path climbs above `Content/`.
    public static func normalise(_ path: String) -> String? {
        var parts: [Substring] = []
        // Split on the byte, not on characters: `/` is ASCII, and this runs for every link of the site.
        for part in path.utf8.split(separator: UInt8(ascii: "/")).map(Substring.init) {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return path.utf8.last == UInt8(ascii: "/") && !joined.isEmpty ? joined + "/" : joined
    }
}
