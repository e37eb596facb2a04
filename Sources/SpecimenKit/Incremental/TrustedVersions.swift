/// What a build recorded of its older versions (`site.yml` `versions:`) so that the next build,
/// when not one of their files changed, takes them whole: it neither loads, fingerprints,
/// parses, checks nor keys them, and keeps every file it wrote under their folders (issue 25:
/// an unchanged page of an older version costs what a no-change build costs, not a read, a
/// hash and a parse).
///
/// Kept in the build cache with the outputs and diagnostics it vouches for, so that the two
/// always come from one build. Trusted in two steps, as the rest of the cache: before anything
/// is read, every file of every older version must have the stamp recorded here and every file
/// written under their folders must be as it was written (`IncrementalBuild.trustedVersions`);
/// once the current version is parsed, the versions' comparison key (`VersionLinkRecord.key`),
/// which holds everything an older version's files read of the current one, and the templates
/// must be the recorded ones too. Otherwise the older versions are loaded and built as always.
/// All or none: an older version that changed is compared with its neighbours, which must then be parsed.
package struct TrustedVersions: Sendable, Equatable {
    /// One older version as the recording build found it.
    package struct Version: Sendable, Equatable {
        package var id: String
        package var label: String
        /// Its content folder, as the build named it (`SiteInput.contentDirectory`).
        package var content: String
        /// `InputFingerprint.build` of the version: what its files and the current version's
        /// templates and options hashed to.
        package var build: String
        /// Its pages, for the summary line.
        package var pages: Int
        /// What its outline adds to every version's output keys (`OutputKeys.Outline`).
        package var outline: OutputKeys.Outline
        /// Whether its data was the current version's (`VersionSharing.sharesData`), as the
        /// comparison key holds it.
        package var sameData: Bool
        /// The stamp of each of its files, by path on disk, and its links that lead outside it.
        package var files: [String: InputStamp]
        package var outsideLinks: [String]

        package init(id: String, label: String, content: String, build: String, pages: Int, outline: OutputKeys.Outline, sameData: Bool,
                    files: [String: InputStamp], outsideLinks: [String]) {
            self.id = id
            self.label = label
            self.content = content
            self.build = build
            self.pages = pages
            self.outline = outline
            self.sameData = sameData
            self.files = files
            self.outsideLinks = outsideLinks
        }

        /// The folder it is published under inside the output (`1.0/`).
        package var folder: String { id + "/" }

        /// True for a diagnostic about one of its files (they are named from its content folder).
        package func owns(_ diagnostic: Diagnostic) -> Bool {
            diagnostic.location.file.hasPrefix(content.hasSuffix("/") ? content : content + "/")
        }
    }

    /// `InputStamps.options` of the recording build: Specimen's version, the options, the folders.
    package var options: String
    /// `TemplateKeys.all`: every version is rendered through the current version's templates.
    package var templates: String
    /// `VersionLinkRecord.key` of the recording build.
    package var linkKey: String
    /// In `site.yml`'s order.
    package var versions: [Version]

    package init(options: String, templates: String, linkKey: String, versions: [Version]) {
        self.options = options
        self.templates = templates
        self.linkKey = linkKey
        self.versions = versions
    }

    /// The recorded versions when `listing` lists exactly those, in that order, and every one of
    /// their files has the stamp recorded (`stamps`, this build's); nil otherwise. Content
    /// folders that one would name another's files (one a prefix of another's, or of the current
    /// one's) are never trusted: the diagnostics could not be told apart.
    package func matching(_ listing: SourceListing, input: SiteInput, stamps: InputStamps) -> TrustedVersions? {
        guard stamps.options == options, listing.versions.count == versions.count, !versions.isEmpty else { return nil }
        let prefixes = ([input.contentDirectory] + versions.map(\.content)).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        for (index, prefix) in prefixes.enumerated() where prefixes.indices.contains(where: { $0 != index && prefixes[$0].hasPrefix(prefix) }) {
            return nil
        }
        for (listed, recorded) in zip(listing.versions, versions) {
            guard listed.setting.id == recorded.id, listed.setting.label == recorded.label, listed.input.contentDirectory == recorded.content,
                  listed.listing.contentFiles.count == recorded.files.count,
                  listed.listing.outsideLinks.map({ joinPath(listed.input.contentDirectory, $0) }) == recorded.outsideLinks else { return nil }
            for file in listed.listing.contentFiles {
                let path = joinPath(listed.input.contentDirectory, file)
                guard let stamp = stamps.files[path], recorded.files[path] == stamp else { return nil }
            }
        }
        return self
    }

    /// The stamps of `version`'s files (as `listing` lists it) in `stamps`, when every one was
    /// last changed `margin` seconds before `start` (`InputStamps.areSettled`); nil otherwise.
    package static func settledFiles(of version: SourceListing.Version, in stamps: InputStamps, before start: Double,
                                     margin: Double) -> (files: [String: InputStamp], outsideLinks: [String])? {
        var files: [String: InputStamp] = [:]
        files.reserveCapacity(version.listing.contentFiles.count)
        for file in version.listing.contentFiles {
            let path = joinPath(version.input.contentDirectory, file)
            guard let stamp = stamps.files[path], stamp.modified < start - margin, stamp.changed < start - margin else { return nil }
            files[path] = stamp
        }
        return (files, version.listing.outsideLinks.map { joinPath(version.input.contentDirectory, $0) })
    }
}
