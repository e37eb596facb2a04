import Foundation

/// Resolves link and image destinations the way authors write them (Docs/content.md, Links and headings):
/// relative paths to `.md` files, relative paths to files in `Content/`, `#fragments`, and
/// external URLs. Used by the link checks and by rendering, so both agree on every link.
package struct LinkResolver: Sendable {
    package let site: Site

    package init(site: Site) {
        self.site = site
    }

    /// `#`, `?` and the scheme's `:` are found byte by byte, as URLs are parsed (and about ten
    /// times faster than searching characters: this runs for every link of the site, twice).
    package func resolve(_ destination: String, from page: Page) -> LinkTarget {
        resolve(destination, fromDirectory: page.directory)
    }

    /// `resolve(_:from:)` for a page in `directory` (its folder inside `Content/`).
    package func resolve(_ destination: String, fromDirectory directory: String) -> LinkTarget {
        if Self.isExternal(destination) { return .external }
        // Where `#` and the first `?` before it are, and whether the path or the fragment has a
        // `%`, in one pass over the bytes (searching the UTF-8 views one after another was a
        // third of resolving a link).
        var hash: Int?, question: Int?, percentInPath = false, percentInFragment = false
        var offset = 0
        for byte in destination.utf8 {
            if hash != nil {
                if byte == UInt8(ascii: "%") { percentInFragment = true }
            } else if byte == UInt8(ascii: "#") {
                hash = offset
            } else if question == nil {
                if byte == UInt8(ascii: "?") { question = offset } else if byte == UInt8(ascii: "%") { percentInPath = true }
            }
            offset += 1
        }
        let utf8 = destination.utf8
        var fragment: String?
        if let hash {
            let raw = String(destination[utf8.index(utf8.startIndex, offsetBy: hash + 1)...])
            fragment = percentInFragment ? raw.removingPercentEncoding ?? raw : raw
        }
        let pathEnd = question ?? hash ?? offset
        let rawPath = pathEnd == offset ? destination : String(destination[..<utf8.index(utf8.startIndex, offsetBy: pathEnd)])
        let path = percentInPath ? rawPath.removingPercentEncoding ?? rawPath : rawPath
        if path.isEmpty { return fragment.map { .samePage(fragment: $0) } ?? .samePage(fragment: "") }

        return resolve(path: path.hasPrefix("/") ? String(path.dropFirst()) : joinPath(directory, path), fragment: fragment)
    }

    /// Resolves a path inside `Content/` (already joined with the page's folder).
    package func resolve(path: String, fragment: String? = nil) -> LinkTarget {
        guard let resolved = Self.normalise(path) else { return .outside }
        if isThroughOutsideLink(resolved) { return .outside }
        // Index lookups, not `site.page(…)`: that copies a whole page to answer yes or no.
        if site.pageIndexByPath[resolved] != nil { return .page(path: resolved, fragment: fragment) }
        if site.contentFiles.contains(resolved) { return .file(path: resolved, fragment: fragment) }
        // A link to a page's published folder (`../tabs/`) instead of its file.
        let route = resolved.isEmpty || resolved.hasSuffix("/") ? resolved : resolved + "/"
        if let target = site.pageIndexByRoute[route == "/" ? "" : route] { return .page(path: site.pages[target].relativePath, fragment: fragment) }
        // A licence's source file stands for its page (a handful per site: looked through).
        if let licence = site.licences.first(where: { $0.relativePath == resolved }) { return .licence(id: licence.id, fragment: fragment) }
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
    /// Read up to the first byte that cannot be in a scheme (most links start with `.` or a
    /// letter of a file name, and end there), not searched for a colon first.
    package static func isExternal(_ destination: String) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        var isFirst = true, previousIsSlash = false
        for byte in destination.utf8 {
            if isFirst {
                isFirst = false
                if byte == UInt8(ascii: "/") {
                    previousIsSlash = true
                    continue
                }
                guard isLetter(byte) else { return false }
            } else if previousIsSlash {
                return byte == UInt8(ascii: "/")  // `//host…`; any other `/…` has no scheme
            } else if byte == UInt8(ascii: ":") {
                return true
            } else if !(isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                        || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")) {
                return false
            }
        }
        return false
    }

    /// Removes `.` and `..` segments; nil when the path climbs above `Content/`.
    package static func normalise(_ path: String) -> String? {
        isNormal(path) ? path : normalisingParts(path)
    }

    /// `normalise` part by part, for paths that need it (most links start with `../`): over the
    /// bytes, keeping where each part starts so that `..` can take the last one back.
    static func normalisingParts(_ path: String) -> String? {
        var path = path
        return path.withUTF8 { bytes -> String? in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + 1)
            var starts: [Int] = []
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                let part = start..<index
                start = index + 1
                if part.isEmpty || part.count == 1 && bytes[part.lowerBound] == UInt8(ascii: ".") { continue }
                if part.count == 2, bytes[part.lowerBound] == UInt8(ascii: "."), bytes[part.lowerBound + 1] == UInt8(ascii: ".") {
                    guard let last = starts.popLast() else { return nil }
                    output.removeSubrange(max(last - 1, 0)...)  // the part and the `/` before it
                    continue
                }
                if !output.isEmpty { output.append(UInt8(ascii: "/")) }
                starts.append(output.count)
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[part]))
            }
            if bytes.last == UInt8(ascii: "/"), !output.isEmpty { output.append(UInt8(ascii: "/")) }
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// True when `normalise` would return `path` unchanged: no `.` or `..` part and no empty
    /// one (a leading `/`, `//`), though it may end with `/`. Most links are like this, and
    /// splitting and joining each of them showed in profiles.
    static func isNormal(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                let length = index - start
                if length == 0, index < bytes.count { return false }
                if length == 1, bytes[start] == UInt8(ascii: ".") { return false }
                if length == 2, bytes[start] == UInt8(ascii: "."), bytes[start + 1] == UInt8(ascii: ".") { return false }
                start = index + 1
            }
            return true
        }
    }
}
