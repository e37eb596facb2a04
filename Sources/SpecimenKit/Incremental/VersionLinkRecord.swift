import Foundation
import SpecimenFormats

/// What comparing the versions (`VersionedSite.link`) gave the current version — its change logs,
/// rule history and the places they link to, and every version as the switcher reads it — with
/// the change logs every older version opens with and what `VersionChecker` found in the older
/// versions, kept in the build cache (`.specimen-cache/<name>.links`). A build whose versions'
/// data and outlines are all as the previous build found them (`key`: a body edit) takes it
/// instead of comparing the versions again (issue 25 point 1: at 10,000 pages in two versions the
/// comparison was a third of a second of every edit).
///
/// Only the places a history's pages can ask for are kept (`ChangeViewFactory.placesAsked`), not
/// every rule's. The rule history's own rules are the current version's, read again, so that SP209
/// points at where each `since` is now.
///
/// Never trusted blindly, as the rest of the cache: a file of another format or Specimen, or whose
/// checksum does not match, is ignored (and replaced by the build's own).
package struct VersionLinkRecord: Sendable {
    /// Bumped whenever what the record holds or how it is written changes.
    package static let format = 1

    /// `key(inputs:current:sameData:)` of the build that made it.
    package var key: String
    /// Every version as the switcher reads it, the current one first.
    package var published: [PublishedVersions.Version]
    /// The current version's change logs, newest first (`VersionHistory.changeLogs`); older
    /// version `i` (from 1) opens with `changeLogs[i...]`.
    package var changeLogs: [ChangeLog]
    /// The versions of the current version's rule history, oldest first, and where each rule first appears.
    package var ruleVersions: [String]
    package var firstAppearance: [RuleHistory.Key: String]
    /// By version (an index into `published`), the places the current version's history asks for.
    package var places: [[VersionChange.Subject: SubjectRoutes.Place]]
    /// What `VersionChecker.checkChangesPages` found in the older versions.
    package var olderDiagnostics: [Diagnostic]

    package init(key: String, published: [PublishedVersions.Version], changeLogs: [ChangeLog], ruleVersions: [String],
                firstAppearance: [RuleHistory.Key: String], places: [[VersionChange.Subject: SubjectRoutes.Place]], olderDiagnostics: [Diagnostic]) {
        self.key = key
        self.published = published
        self.changeLogs = changeLogs
        self.ruleVersions = ruleVersions
        self.firstAppearance = firstAppearance
        self.places = places
        self.olderDiagnostics = olderDiagnostics
    }

    /// The record of `current` once linked (`VersionedSite.link`); nil when it has no history.
    package init?(key: String, linked current: Site, olderDiagnostics: [Diagnostic]) {
        guard let history = current.history, let published = current.versions else { return nil }
        self.init(key: key, published: published.versions, changeLogs: history.changeLogs, ruleVersions: history.rules.versions,
                  firstAppearance: history.rules.firstAppearance, places: ChangeViewFactory.placesAsked(in: history),
                  olderDiagnostics: olderDiagnostics)
    }

    /// Everything `VersionedSite.link` and `VersionChecker` read, but the positions of what pages
    /// say: `inputs` (what every page of the current version shares, its registry and tokens,
    /// each older version's id, label and whole input fingerprint: `IncrementalBuild.linkInputs`),
    /// each current page's path and outline (front matter, headings, fenced blocks:
    /// `OutputKeys.outline`), and which older versions have the current version's data.
    package static func key(inputs: String, current: Site, sameData: [Bool]) -> String {
        var hash = ContentHash()
        hash.combine(format)
        hash.combine(inputs)
        hash.combine(current.pages.count)
        for index in current.pages.indices.sorted(by: { current.pages[$0].path < current.pages[$1].path }) {
            hash.combine(current.pages[index].path)
            hash.combine(current.outlineKey(ofPage: index))
        }
        hash.combine(sameData.map { $0 ? "1" : "0" }.joined())
        return hash.hex
    }

    /// Links `current` and `versions` as `VersionedSite.link` did when the record was made: the
    /// current version whole, with `rules` (its rule index) giving its history's newest rules;
    /// each older version only as far as the current version's rendering and the output keys
    /// need (its switcher and the change logs it opens with), so it must be linked whole
    /// (`VersionedSite.link`) to be rendered. False, and nothing linked, when the versions are
    /// not those the record was made for.
    package func link(current: inout Site, versions: inout [VersionedSite], rules: RuleIndex) -> Bool {
        guard link(current: &current, versions: versions.map(\.setting.id), rules: rules) else { return false }
        for index in versions.indices {
            versions[index].site.versions = PublishedVersions(versions: published, reading: index + 1, baseURL: current.config.baseURL)
            versions[index].site.history = VersionHistory(changeLogs: Array(changeLogs.dropFirst(index + 1)),
                                                          rules: RuleHistory(versions: [], firstAppearance: [:], newest: []))
        }
        VersionedSite.applyBaseURL(current.config.baseURL, current: &current, versions: &versions)
        return true
    }

    /// Links `current` alone as `link(current:versions:rules:)` does, for a build that takes
    /// every older version whole (`TrustedVersions`; `ids`, theirs, in order): only the current
    /// version is rendered. False, and nothing linked, when the record has other versions.
    package func link(current: inout Site, versions ids: [String], rules: RuleIndex) -> Bool {
        guard fits(ids) else { return false }
        current.history = VersionHistory(changeLogs: changeLogs, rules: RuleHistory(versions: ruleVersions, firstAppearance: firstAppearance, newestIn: rules),
                                         places: places.map { SubjectRoutes(recorded: $0) })
        current.versions = PublishedVersions(versions: published, reading: 0, baseURL: current.config.baseURL)
        var none: [VersionedSite] = []
        VersionedSite.applyBaseURL(current.config.baseURL, current: &current, versions: &none)
        return true
    }

    /// True when the record was made for older versions `ids`, in that order.
    package func fits(_ ids: [String]) -> Bool {
        published.count == ids.count + 1 && changeLogs.count == ids.count && places.count == published.count
            && zip(published.dropFirst(), ids).allSatisfy { $0.id == $1 }
    }

    /// The file: a header, the fields, then the checksum of what comes before it. Sets and
    /// dictionaries are written in their own order, which differs from one run to the next.
    package func encoded(specimen: String) -> [UInt8] {
        var writer = PageRecord.Writer(file: "", output: ByteWriter(capacity: 1 << 16))
        writer.output.appendString("specimen-links")
        writer.output.appendInteger(Self.format)
        writer.output.appendString(specimen)
        writer.output.appendString(key)
        writer.array(published) { writer, version in
            writer.output.appendOptional(version.id)
            writer.output.appendString(version.label)
            writer.strings(Array(version.routes))
            writer.dictionary(version.routeByTranslation)
            writer.dictionary(version.routeByComponent)
        }
        writer.array(changeLogs) { writer, log in
            writer.output.appendString(log.fromVersion)
            writer.output.appendString(log.toVersion)
            writer.array(log.changes) { $0.change($1) }
        }
        writer.strings(ruleVersions)
        // By version, the rules that first appear in it: each version's name written once. (In
        // no particular order: sorting 100,000 rules cost more than the rest of the file.)
        var byVersion: [String: [RuleHistory.Key]] = [:]
        for (key, version) in firstAppearance { byVersion[version, default: []].append(key) }
        writer.array(Array(byVersion)) { writer, group in
            writer.output.appendString(group.key)
            writer.array(group.value) { writer, key in
                writer.output.appendString(key.component)
                writer.output.appendString(key.rule)
            }
        }
        writer.array(places) { writer, places in
            writer.array(places.keys.sorted { $0.description < $1.description }) { writer, subject in
                writer.subject(subject)
                let place = places[subject]!
                writer.output.appendString(place.route)
                writer.output.appendOptional(place.fragment)
                writer.output.appendString(place.title)
                writer.output.appendOptional(place.context)
            }
        }
        writer.array(olderDiagnostics) { $0.diagnostic($1) }
        var bytes = writer.output.finish()
        ContentHash.seal(&bytes)
        return bytes
    }

    /// The record `data` holds; nil for a file that is damaged, of another format or written by
    /// another Specimen.
    package static func decode(_ data: Data, specimen: String) -> VersionLinkRecord? {
        data.withUnsafeBytes { bytes -> VersionLinkRecord? in
            guard let body = ContentHash.unsealed(bytes) else { return nil }
            var reader = PageRecord.Reader(input: ByteReader(body), file: "")
            do {
                guard try reader.input.string() == "specimen-links", try reader.input.integer() == format,
                      try reader.input.string() == specimen else { return nil }
                let key = try reader.input.string()
                let published = try reader.array { reader in
                    PublishedVersions.Version(id: try reader.input.optionalString(), label: try reader.input.string(), routes: Set(try reader.strings()),
                                              routeByTranslation: try reader.dictionary(), routeByComponent: try reader.dictionary())
                }
                let changeLogs = try reader.array { reader in
                    ChangeLog(fromVersion: try reader.input.string(), toVersion: try reader.input.string(), changes: try reader.array { try $0.change() })
                }
                let ruleVersions = try reader.strings()
                var firstAppearance: [RuleHistory.Key: String] = [:]
                for _ in 0..<(try reader.input.count()) {
                    let version = try reader.input.string(), count = try reader.input.count()
                    firstAppearance.reserveCapacity(firstAppearance.count + count)
                    for _ in 0..<count {
                        firstAppearance[RuleHistory.Key(component: try reader.input.string(), rule: try reader.input.string())] = version
                    }
                }
                let places = try reader.array { reader in
                    let count = try reader.input.count()
                    var places: [VersionChange.Subject: SubjectRoutes.Place] = [:]
                    places.reserveCapacity(count)
                    for _ in 0..<count {
                        let subject = try reader.subject()
                        places[subject] = SubjectRoutes.Place(route: try reader.input.string(), fragment: try reader.input.optionalString(),
                                                              title: try reader.input.string(), context: try reader.input.optionalString())
                    }
                    return places
                }
                let olderDiagnostics = try reader.array { try $0.diagnostic() }
                guard reader.input.isAtEnd else { return nil }
                return VersionLinkRecord(key: key, published: published, changeLogs: changeLogs, ruleVersions: ruleVersions,
                                         firstAppearance: firstAppearance, places: places, olderDiagnostics: olderDiagnostics)
            } catch {
                return nil
            }
        }
    }

    /// What a build exchanges with the build cache about the versions' comparison: the previous
    /// build's record, what this build's key is made from besides its pages
    /// (`InputFingerprint.versionLinkInputs`), and where this build's record is handed to be written.
    package struct Memory: Sendable {
        package var previous: VersionLinkRecord?
        package var inputs: String
        package var keep: @Sendable (VersionLinkRecord) -> Void
    }
}

extension PageRecord.Writer {
    /// A dictionary of strings, in its own order.
    mutating func dictionary(_ dictionary: [String: String]) {
        array(Array(dictionary)) { writer, entry in
            writer.output.appendString(entry.key)
            writer.output.appendString(entry.value)
        }
    }

    mutating func subject(_ subject: VersionChange.Subject) {
        switch subject {
        case .component(let id):
            output.appendInteger(0)
            output.appendString(id)
        case .rule(let component, let rule):
            output.appendInteger(1)
            output.appendString(component)
            output.appendString(rule)
        case .token(let path):
            output.appendInteger(2)
            output.appendString(path)
        case .licence(let id):
            output.appendInteger(3)
            output.appendString(id)
        }
    }

    mutating func change(_ change: VersionChange) {
        output.appendString(change.kind.rawValue)
        subject(change.subject)
        output.appendOptional(change.aspect)
        output.appendOptional(change.context?.modifier)
        output.appendOptional(change.context?.context)
        output.appendOptional(change.old)
        output.appendOptional(change.new)
        output.appendFlag(change.isBreaking)
    }
}

extension PageRecord.Reader {
    mutating func dictionary() throws -> [String: String] {
        let count = try input.count()
        var dictionary: [String: String] = [:]
        dictionary.reserveCapacity(count)  // growing one of 10,000 routes rehashed it a dozen times
        for _ in 0..<count { dictionary[try input.string()] = try input.string() }
        return dictionary
    }

    mutating func subject() throws -> VersionChange.Subject {
        switch try input.integer() {
        case 0: return .component(try input.string())
        case 1: return .rule(component: try input.string(), rule: try input.string())
        case 2: return .token(try input.string())
        case 3: return .licence(try input.string())
        default: throw ByteReader.Malformed()
        }
    }

    mutating func change() throws -> VersionChange {
        guard let kind = VersionChange.Kind(rawValue: try input.string()) else { throw ByteReader.Malformed() }
        let subject = try subject(), aspect = try input.optionalString()
        let modifier = try input.optionalString(), context = try input.optionalString()
        return VersionChange(kind: kind, subject: subject, aspect: aspect,
                             context: modifier.flatMap { modifier in context.map { TokenContext(modifier: modifier, context: $0) } },
                             old: try input.optionalString(), new: try input.optionalString(), isBreaking: try input.flag())
    }
}
