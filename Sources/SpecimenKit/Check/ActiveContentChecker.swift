/// SP403 for an author's file that would run script on the site's origin once published: an
/// HTML page (`.html`, `.htm`, `.xhtml`…) is published verbatim, so its scripts would run with
/// the docs' cookies and storage, whatever `rawHTML: false` promises about pages; an SVG or XML
/// file is welcome (an `<img>` never runs its script) unless it holds script, which a reader who
/// opens it directly would run (`ActiveContentScanner`). Sites whose authors are all trusted
/// (`rawHTML: true`) may publish both.
package struct ActiveContentChecker: Checker {
    package init() {}

    /// Extensions of files a browser shows as a document that can run script: refused outright.
    static let documentExtensions: Set<String> = ["html", "htm", "xhtml", "xht", "shtml", "mht", "mhtml", "svgz"]
    /// Extensions of XML files a browser shows as a document: scanned, published when clean.
    static let scannedExtensions: Set<String> = ["svg", "xml", "xsl", "xslt"]

    /// The published files whose text must be read for the check (`Site.scannedFiles`).
    package static func filesToScan(in site: Site) -> [String] {
        guard !site.config.rawHTML else { return [] }
        return Set(site.publishedFiles.map(\.path).filter { scannedExtensions.contains(fileExtension(of: $0)) }).sorted()
    }

    package func check(_ site: Site) -> [Diagnostic] {
        guard !site.config.rawHTML else { return [] }
        var diagnostics: [Diagnostic] = []
        var findings: [String: ActiveContentScanner.Finding?] = [:]
        let scanner = ActiveContentScanner()
        for (path, location) in site.publishedFiles {
            let type = Self.fileExtension(of: path)
            if Self.documentExtensions.contains(type) {
                diagnostics.append(Diagnostic(
                    .pathOutsideContent, at: location,
                    "`\(path)` is an HTML document: published, its scripts would run on the site's own origin",
                    hint: "write it as a Markdown page, link to where it is hosted, or set `rawHTML: true` in site.yml if every author is trusted"))
            } else if site.tooLargeToScan.contains(path) {
                diagnostics.append(Diagnostic(
                    .limitExceeded, at: location,
                    "`\(path)` is over \(SourceFile.dataSizeLimit / 1_048_576) MiB, too large to check for script before it is published on the site's origin",
                    hint: "publish a smaller file, offer it compressed as a download, or set `rawHTML: true` in site.yml if every author is trusted"))
            } else if Self.scannedExtensions.contains(type) {
                if findings[path] == nil { findings[path] = site.scannedFiles[path].flatMap { scanner.scan($0) } }
                guard let found = findings[path] ?? nil else { continue }
                diagnostics.append(Diagnostic(
                    .pathOutsideContent, at: location,
                    "`\(path)` holds \(found.what) (its line \(found.line), column \(found.column)): a reader who opens it would run it on the site's own origin",
                    hint: "export the file again without scripts, event handlers or links to script (as design tools do), or set `rawHTML: true` in site.yml if every author is trusted"))
            }
        }
        return diagnostics
    }

    /// The lower-cased extension of a path's last part (`""` when it has none, or only a leading
    /// dot). Read from the end of the UTF-8 bytes: it is asked once per image of every page (tens
    /// of thousands at 10,000 pages), and splitting each path into its parts showed in profiles.
    static func fileExtension(of path: String) -> String {
        let bytes = path.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: "/") { end = bytes.index(before: end) }
        var index = end
        while index > bytes.startIndex {
            let before = bytes.index(before: index)
            switch bytes[before] {
            case UInt8(ascii: "/"):
                return ""
            case UInt8(ascii: "."):
                guard before > bytes.startIndex, bytes[bytes.index(before: before)] != UInt8(ascii: "/") else { return "" }
                return Substring(bytes[index..<end]).lowercased()
            default:
                index = before
            }
        }
        return ""
    }
}
