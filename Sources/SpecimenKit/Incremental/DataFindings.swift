import SpecimenFormats

/// What the checks that read only data (`Checker.readsOnlyData`) found in the current version,
/// kept in the page store with the pages it was found in (`PageStore`), so that a build after an
/// edit that changed no page's data (a prose edit: `PageStore.dataIsUnchanged`) and none of the
/// other files they read (`key`) takes the findings instead of checking the same data again
/// (issue 26, point 3). An older version's page store keeps every checker's findings the same
/// way, keyed by the version's whole input fingerprint (`CheckPlan.kept`).
package struct DataFindings: Sendable, Equatable {
    /// `key(of:input:)` of the build that found them.
    package var key: String
    /// By checker (its position in `Checkers.all`), what it found.
    package var byChecker: [Int: [Diagnostic]]

    package init(key: String, byChecker: [Int: [Diagnostic]]) {
        self.key = key
        self.byChecker = byChecker
    }

    /// What those checkers read besides the pages and the registry, which the page store
    /// compares: `site.yml`, the token files, licences and interface strings (their paths and
    /// text), which files `Content/` holds, the links that leave it, and where the content folder
    /// is (every finding names a file in it).
    package static func key(of loaded: LoadedSite, input: SiteInput) -> String {
        var hash = ContentHash()
        hash.combine(input.contentDirectory)
        let files = [loaded.siteConfig] + loaded.tokenFiles + loaded.resolverFiles + loaded.tokenSources + loaded.licences + loaded.stringFiles
        hash.combine(files.count)
        for file in files {
            hash.combine(file.relativePath)
            hash.combine(file.text)
        }
        for list in [loaded.contentFiles, loaded.outsideLinks] {
            hash.combine(list.count)
            for path in list { hash.combine(path) }
        }
        return hash.hex
    }

    /// The findings `store` kept, by checker, when no page's data changed since (`PageStore.dataIsUnchanged`)
    /// and they were found with `key`, and every data check has its own; none otherwise.
    static func kept(in store: PageStore?, key: String?) -> [Int: [Diagnostic]] {
        guard let store, let previous = store.previousFindings, previous.key == key, store.dataIsUnchanged,
              Checkers.all.indices.allSatisfy({ !Checkers.all[$0].readsOnlyData || previous.byChecker[$0] != nil }) else { return [:] }
        return previous.byChecker
    }

    /// Written after the pages in the store's file (`PageStore.encode`).
    func write(to output: inout ByteWriter) {
        var writer = PageRecord.Writer(file: "", output: output)
        output = ByteWriter(capacity: 0)
        writer.output.appendString(key)
        writer.array(byChecker.keys.sorted()) { writer, checker in
            writer.output.appendInteger(checker)
            writer.array(byChecker[checker] ?? []) { $0.diagnostic($1) }
        }
        output = writer.output
    }

    /// Read back from the store's file; throws `ByteReader.Malformed` for anything else.
    static func read(from input: inout ByteReader) throws -> DataFindings {
        var reader = PageRecord.Reader(input: input, file: "")
        let key = try reader.input.string()
        var byChecker: [Int: [Diagnostic]] = [:]
        for _ in 0..<(try reader.input.count()) {
            let checker = try reader.input.integer()
            byChecker[checker] = try reader.array { try $0.diagnostic() }
        }
        input = reader.input
        return DataFindings(key: key, byChecker: byChecker)
    }
}
