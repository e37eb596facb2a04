/// `versions:` in site.yml: the older versions published beside the current one (`VersionSetting`).
extension SiteConfigParser {
    /// The entries under `versions:`; SP002 for an entry without `id`, `label` or `content`, SP001
    /// for an id that is not one safe path segment, SP004 for an id written twice, SP003 for an
    /// unknown key. Whether each folder holds a site is checked when it is loaded (`VersionChecker`).
    func versionSettings(_ fields: inout YAMLFields) -> [VersionSetting] {
        var versions: [VersionSetting] = []
        for (index, item) in (fields.items("versions") ?? []).enumerated() {
            let at = fields.location(of: item)
            guard var entry = fields.fields(of: item, what: "a version") else { continue }
            entry.reportUnknownKeys(known: VersionSetting.schema.keys)
            let id = entry.string("id"), label = entry.string("label"), content = entry.string("content")
            guard let id, let label, let content, !content.isEmpty else {
                let missing = [("id", id), ("label", label), ("content", content)].filter { $0.1 == nil || $0.1 == "" }.map { "`\($0.0)`" }
                entry.log.report(Diagnostic(.missingField, at: at, "version \(index + 1) needs \(missing.joined(separator: " and "))",
                                            hint: "e.g. `- { id: \"1.0\", label: \"1.x\", content: ../v1/Content }`"))
                fields.log.merge(entry.log)
                continue
            }
            if !VersionSetting.isValidID(id) {
                entry.log.report(Diagnostic(.frontMatterSyntax, at: entry.location(ofValue: "id") ?? at,
                                            "version id `\(id)` must be one folder name: letters, digits, `.`, `_` and `-`",
                                            hint: "the version is published under `Public/<id>/`, e.g. `id: \"1.0\"`"))
            } else if versions.contains(where: { $0.id == id }) {
                entry.log.report(Diagnostic(.duplicateURL, at: entry.location(ofValue: "id") ?? at,
                                            "two versions have the id `\(id)`: both would be written to `\(id)/`"))
            } else {
                versions.append(VersionSetting(id: id, label: label, content: content, location: entry.location(ofValue: "content") ?? at))
            }
            fields.log.merge(entry.log)
        }
        return versions
    }
}
