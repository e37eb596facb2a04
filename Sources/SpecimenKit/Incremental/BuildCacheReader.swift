import Foundation
import SpecimenFormats

/// Reads a build cache's JSON (`BuildCache.jsonBody`) back into a `BuildCache`, through
/// `JSONReader` rather than `JSONDecoder`: with a record per output file and a stamp per source
/// file, `JSONDecoder`'s keyed containers were most of a no-change build. Anything missing, of the wrong kind or out of range makes the whole cache
/// unreadable (nil), as a damaged cache must be.
enum BuildCacheReader {
    /// The cache whose JSON is `body` (checksum already checked), or nil.
    static func read(_ body: Data) -> BuildCache? {
        guard case .success(let root) = JSONReader().read(String(decoding: body, as: UTF8.self)), let members = root.members else { return nil }
        var fields: [String: JSONNode] = [:]
        for member in members { fields[member.key] = member.value }
        guard let format = fields["format"].flatMap(integer), let specimen = fields["specimen"]?.string,
              let inputs = fields["inputs"]?.string, let pages = fields["pages"].flatMap(integer),
              let outputMembers = fields["outputs"]?.members, let diagnosticNodes = fields["diagnostics"]?.array else { return nil }
        var outputs: [String: BuildCache.Record] = [:]
        outputs.reserveCapacity(outputMembers.count)
        for member in outputMembers {
            guard let record = self.record(member.value) else { return nil }
            outputs[member.key] = record
        }
        var diagnostics: [Diagnostic] = []
        for node in diagnosticNodes {
            guard let diagnostic = diagnostic(node) else { return nil }
            diagnostics.append(diagnostic)
        }
        var stamps: InputStamps?
        if let node = fields["inputStamps"] {
            guard let read = inputStamps(node) else { return nil }
            stamps = read
        }
        var trusted: TrustedVersions?
        if let node = fields["trustedVersions"] {
            guard let read = trustedVersions(node) else { return nil }
            trusted = read
        }
        var cache = BuildCache(specimen: specimen, inputs: inputs, outputs: outputs, diagnostics: diagnostics, pages: pages, inputStamps: stamps,
                               trustedVersions: trusted)
        cache.format = format
        return cache
    }

    private static func record(_ node: JSONNode) -> BuildCache.Record? {
        guard let hash = node["hash"]?.string, let stamp = node["stamp"], let size = stamp["size"].flatMap(integer),
              let modified = stamp["modified"]?.number else { return nil }
        let key = node["key"]
        guard key == nil || key?.string != nil else { return nil }
        return BuildCache.Record(key: key?.string, hash: hash, stamp: FileStamp(size: size, modified: modified))
    }

    private static func inputStamps(_ node: JSONNode) -> InputStamps? {
        guard let options = node["options"]?.string, let files = node["files"].flatMap(stampFiles),
              let links = node["outsideLinks"].flatMap(strings) else { return nil }
        return InputStamps(options: options, files: files, outsideLinks: links)
    }

    private static func stampFiles(_ node: JSONNode) -> [String: InputStamp]? {
        guard let fileMembers = node.members else { return nil }
        var files: [String: InputStamp] = [:]
        files.reserveCapacity(fileMembers.count)
        for member in fileMembers {
            let stamp = member.value
            guard let size = stamp["size"].flatMap(integer), let modified = stamp["modified"]?.number, let changed = stamp["changed"]?.number,
                  let number = stamp["inode"]?.number, let inode = UInt64(exactly: number) else { return nil }
            // Past 2^53 a Double rounds the number: the stamp then differs and the file is read, never wrongly trusted.
            files[member.key] = InputStamp(size: size, modified: modified, changed: changed, inode: inode)
        }
        return files
    }

    private static func strings(_ node: JSONNode) -> [String]? {
        guard let nodes = node.array else { return nil }
        let values = nodes.compactMap(\.string)
        return values.count == nodes.count ? values : nil
    }

    private static func trustedVersions(_ node: JSONNode) -> TrustedVersions? {
        guard let linkKey = node["linkKey"]?.string, let options = node["options"]?.string, let templates = node["templates"]?.string,
              let versionNodes = node["versions"]?.array else { return nil }
        var versions: [TrustedVersions.Version] = []
        for version in versionNodes {
            guard let id = version["id"]?.string, let label = version["label"]?.string, let content = version["content"]?.string,
                  let build = version["build"]?.string, let pages = version["pages"].flatMap(integer),
                  let withTokens = version["outline"]?["withTokens"]?.string, let withRegistry = version["outline"]?["withRegistry"]?.string,
                  let sameData = version["sameData"]?.bool, let files = version["files"].flatMap(stampFiles),
                  let links = version["outsideLinks"].flatMap(strings) else { return nil }
            versions.append(TrustedVersions.Version(id: id, label: label, content: content, build: build, pages: pages,
                                                    outline: OutputKeys.Outline(withTokens: withTokens, withRegistry: withRegistry),
                                                    sameData: sameData, files: files, outsideLinks: links))
        }
        return TrustedVersions(options: options, templates: templates, linkKey: linkKey, versions: versions)
    }

    private static func diagnostic(_ node: JSONNode) -> Diagnostic? {
        guard let severity = node["severity"]?.string.flatMap(Severity.init(rawValue:)),
              let code = node["code"]?.string.flatMap(DiagnosticCode.init(rawValue:)), let message = node["message"]?.string,
              let location = node["location"], let file = location["file"]?.string,
              let line = location["line"].flatMap(integer), let column = location["column"].flatMap(integer) else { return nil }
        let hint = node["hint"]
        guard hint == nil || hint?.string != nil else { return nil }
        var diagnostic = Diagnostic(code, at: SourceLocation(file: file, line: line, column: column), message, hint: hint?.string)
        diagnostic.severity = severity
        return diagnostic
    }

    /// A whole number that an `Int` holds exactly (JSON numbers are read as `Double`).
    private static func integer(_ node: JSONNode) -> Int? {
        guard let number = node.number, number.rounded() == number, abs(number) <= 9_007_199_254_740_992 else { return nil }
        return Int(number)
    }
}
