import Foundation

/// Maps a request path to a file of the built site, and refuses anything that could leave the
/// output folder: `..` segments (also percent-encoded), empty and `.` segments from double
/// slashes, NUL and backslashes, and symbolic links that resolve outside the folder.
package struct OutputFileResolver: Sendable {
    /// The output folder, resolved (symbolic links followed).
    package let root: String

    package init(root: String) {
        self.root = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// What a request path names.
    package enum Resolution: Sendable, Equatable {
        /// A file inside the output folder (absolute path).
        case file(String)
        /// A folder without a trailing slash: redirect so relative links resolve (`/a` → `/a/`).
        case redirect(String)
        /// Nothing there, or not allowed.
        case notFound
    }

    /// `path` percent-decoded, as FlyingFox gives it (decoded once: `%252e` stays the name `%2e`).
    package func resolve(_ path: String) -> Resolution {
        let decoded = path
        guard decoded.hasPrefix("/"), !decoded.contains("\0"), !decoded.contains("\\") else { return .notFound }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        var parts: [Substring] = []
        for (index, segment) in segments.enumerated() {
            if segment.isEmpty, index == segments.count - 1 { continue }  // a trailing slash
            guard !segment.isEmpty, segment != ".", segment != ".." else { return .notFound }
            parts.append(segment)
        }
        let candidate = parts.isEmpty ? root : root + "/" + parts.joined(separator: "/")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) else { return .notFound }
        if isDirectory.boolValue {
            guard decoded.hasSuffix("/") || parts.isEmpty else { return .redirect(path + "/") }
            return inside(candidate + "/index.html")
        }
        return inside(candidate)
    }

    /// The file when it, with every symbolic link followed, is still inside the output folder.
    private func inside(_ path: String) -> Resolution {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var isDirectory: ObjCBool = false
        guard resolved.hasPrefix(root + "/"), FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory),
              !isDirectory.boolValue else { return .notFound }
        return .file(resolved)
    }

    /// The `Content-Type` of a file by its extension.
    package static func contentType(of path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "xml": "application/xml"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "ico": "image/x-icon"
        case "woff2": "font/woff2"
        case "woff": "font/woff"
        case "txt", "md": "text/plain; charset=utf-8"
        case "pdf": "application/pdf"
        default: "application/octet-stream"
        }
    }
}
