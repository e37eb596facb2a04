/// Builds `ChangeView`s and the sections made of them: the one place that decides how a change
/// computed between versions is shown and where it links (`changes/`, a component page's
/// history, the rules table). A change's subject is named as the change log's newer version
/// names it; it links to where it lives in the version being read (renames followed), else to the
/// newest version that still has it, else, once removed, to where it lived in the older one.
/// Every URL is relative to the page's full route inside the output (its version's folder and
/// its route), so an older version's pages link within the site tree too.
package struct ChangeViewFactory: Sendable {
    package let history: VersionHistory
    package let strings: InterfaceStrings
    /// The folder of each version `history.places` describes (`""`, `2.0/` …), in its order;
    /// nil for one whose folder is not known.
    private let folders: [String?]
    /// URLs from the page the views are for.
    private let urls: RelativeURL
    /// The page's route inside its version.
    private let route: String

    /// The factory for the page at `route` of `site`, in the language of `strings`; nil when the
    /// site has no change log (no older published version), so pages stay as they were.
    package init?(site: Site, route: String, strings: InterfaceStrings) {
        guard let history = site.history, !history.changeLogs.isEmpty else { return nil }
        self.history = history
        self.strings = strings
        let published = site.versions
        folders = history.places.indices.map { index in
            guard let published else { return index == 0 ? "" : nil }
            let position = published.reading + index
            return position < published.versions.count ? published.versions[position].folder : nil
        }
        urls = RelativeURL(fromRoute: (published?.current.folder ?? "") + route)
        self.route = route
    }

    /// `(from 2.x)`: the older version of `log`, in the page's language.
    package func from(_ log: ChangeLog) -> String {
        strings.text("changeLogFrom", filling: log.fromVersion)
    }

    /// The label of the version `name` (a `RuleHistory` version: its `version:`, else its id):
    /// what the version switcher and the change logs call it.
    package func label(ofVersionNamed name: String) -> String {
        let names = history.rules.versions
        guard let position = names.lastIndex(of: name) else { return name }
        // `names` runs oldest first up to this version; the change logs newest first.
        let age = names.count - 1 - position
        if age == 0 { return history.changeLogs.first?.toVersion ?? name }
        return age - 1 < history.changeLogs.count ? history.changeLogs[age - 1].fromVersion : name
    }

    /// Where `subject`, as change log `index` names it, is published: the version (an index into
    /// `history.places`) and its place there; nil when no version the pages can reach has it.
    package func locate(_ subject: VersionChange.Subject, inLog index: Int) -> (version: Int, place: SubjectRoutes.Place)? {
        let places = history.places
        // The log's newer version is `index`, its older one `index + 1`; newer ones come first.
        for version in 0...(index + 1) where version < places.count && folders[version] != nil {
            if let place = places[version].place(of: Self.subject(subject, inLog: index, asNamedIn: version, history: history)) { return (version, place) }
        }
        return nil
    }

    /// `subject`, as change log `index` of `history` names it, as version `version` (an index
    /// into `history.places`) names it: renames followed.
    static func subject(_ subject: VersionChange.Subject, inLog index: Int, asNamedIn version: Int, history: VersionHistory) -> VersionChange.Subject {
        guard let component = subject.component else { return subject }
        var id = component
        if version <= index {
            for log in history.changeLogs[version..<index].reversed() { id = log.renamedTo(id) }
        } else {
            id = history.changeLogs[index].renamedFrom(id)
        }
        return subject.renamed(id)
    }

    /// Every place `history`'s pages may look up (`locate`), by version (an index into
    /// `history.places`) and subject as that version names it: the subjects of its change logs and
    /// their components, in each version from the log's newer one to its older one.
    static func placesAsked(in history: VersionHistory) -> [[VersionChange.Subject: SubjectRoutes.Place]] {
        var asked = [[VersionChange.Subject: SubjectRoutes.Place]](repeating: [:], count: history.places.count)
        for (index, log) in history.changeLogs.enumerated() {
            for change in log.changes {
                for subject in [change.subject] + (change.subject.component.map { [VersionChange.Subject.component($0)] } ?? []) {
                    for version in 0...(index + 1) where version < history.places.count {
                        let named = Self.subject(subject, inLog: index, asNamedIn: version, history: history)
                        if let place = history.places[version].place(of: named) { asked[version][named] = place }
                    }
                }
            }
        }
        return asked
    }

    /// The URL of a place in version `version`, from the page: its fragment alone on the page
    /// itself, and none for the page itself (a component's history on its own page).
    private func url(of place: SubjectRoutes.Place, in version: Int) -> String? {
        if version == 0 && place.route == route { return place.fragment.map { "#" + RelativeURL.encodeFragment($0) } }
        return folders[version].map { urls.page($0 + place.route, fragment: place.fragment) }
    }

    /// The component `id` of change log `index`: its name where it lives now (its id when no
    /// version has it) and its page.
    package func component(_ id: String, inLog index: Int) -> (title: String, url: String?) {
        guard let found = locate(.component(id), inLog: index) else { return (id, nil) }
        return (found.place.title, url(of: found.place, in: found.version))
    }

    /// One change of change log `index`. `showsComponent` names a rule's component, where
    /// changes of several components are listed together; `showsSubject` false leaves out what
    /// the change is about, where every change listed is about the same, named, subject.
    package func change(_ change: VersionChange, inLog index: Int, showsComponent: Bool, showsSubject: Bool = true) -> ChangeView {
        let found = locate(change.subject, inLog: index)
        var subject: String, context: String?, isCode = false
        switch change.subject {
        case .component(let id): subject = id
        case .rule(let component, let rule):
            subject = rule
            isCode = true
            if showsComponent { context = found?.place.context ?? component }
        case .token(let path):
            subject = path
            isCode = true
            context = change.context?.description
        case .licence(let id): subject = id
        }
        if let found { subject = found.place.title }
        let action: String
        switch change.kind {
        case .ruleAdded, .componentAdded, .tokenAdded, .licenceAdded: action = strings["changeAdded"]
        case .ruleRemoved, .componentRemoved, .tokenRemoved, .licenceRemoved: action = strings["changeRemoved"]
        case .componentRenamed: action = strings["changeRenamed"]
        case .ruleChanged, .componentStatusChanged, .componentPlatformsChanged, .tokenValueChanged, .licenceChanged: action = strings["changeChanged"]
        }
        // A field that changed shows both sides, "none" where it was not set; an addition or a
        // removal the side that exists.
        let isChange = change.aspect != nil || change.kind == .componentRenamed || change.kind == .tokenValueChanged
        let old = value(change.old, of: change, shown: isChange), new = value(change.new, of: change, shown: isChange)
        let link = found.flatMap { url(of: $0.place, in: $0.version) }
        return ChangeView(kind: change.kind.rawValue, isBreaking: change.isBreaking, subject: subject, subjectIsCode: isCode,
                          showsSubject: showsSubject, url: link ?? "", hasURL: link != nil, context: context ?? "", hasContext: context != nil, action: action,
                          aspect: change.aspect ?? "", hasAspect: change.aspect != nil, old: old, new: new, hasValues: old != nil || new != nil)
    }

    /// One side of `change`: nil when it has none and `shown` is false.
    private func value(_ text: String?, of change: VersionChange, shown: Bool) -> ChangeView.Value? {
        let isToken = change.kind == .tokenAdded || change.kind == .tokenRemoved || change.kind == .tokenValueChanged
        guard let text, !text.isEmpty else {
            return shown ? ChangeView.Value(text: strings["changeNone"], isCode: false, isNone: true, color: "", hasColor: false) : nil
        }
        let isCode = isToken || change.kind == .componentRenamed || Self.codeAspects.contains(change.aspect ?? "")
        let color = isToken ? Color(css: text)?.hex : nil
        return ChangeView.Value(text: text, isCode: isCode, isNone: false, color: color ?? "", hasColor: color != nil)
    }

    /// Fields whose values are code rather than prose.
    private static let codeAspects: Set<String> = ["property", "min", "max", "equals", "platforms", "spdx", "url"]

    /// Change log `index` as `changes/` shows it, with the section id `anchor`.
    package func section(_ log: ChangeLog, index: Int, anchor: String) -> ChangeLogView {
        let breaking = log.breakingChanges.map { change($0, inLog: index, showsComponent: true) }
        var groups: [ChangeLogView.Group] = []
        var groupOf: [String: Int] = [:]
        var tokens: [ChangeView] = [], licences: [ChangeView] = []
        for entry in log.changes where !entry.isBreaking {
            switch entry.subject {
            case .token: tokens.append(change(entry, inLog: index, showsComponent: false))
            case .licence: licences.append(change(entry, inLog: index, showsComponent: false))
            case .component(let id), .rule(let id, _):
                // The log lists each component's changes together; keyed anyway, so order never splits a group.
                if groupOf[id] == nil {
                    groupOf[id] = groups.count
                    let (title, url) = component(id, inLog: index)
                    groups.append(ChangeLogView.Group(title: title, url: url, changes: []))
                }
                groups[groupOf[id]!].changes.append(change(entry, inLog: index, showsComponent: false))
            }
        }
        return ChangeLogView(version: log.toVersion, from: from(log), anchor: anchor, breaking: breaking, hasBreaking: !breaking.isEmpty,
                             components: groups, tokens: tokens, hasTokens: !tokens.isEmpty, licences: licences, hasLicences: !licences.isEmpty,
                             isEmpty: log.changes.isEmpty)
    }

    /// A component's history, newest change log first: its own changes and its rules'.
    package func history(ofComponent id: String) -> [VersionChangesView] {
        history.changes(ofComponent: id).map { index, log, changes in
            VersionChangesView(version: log.toVersion, from: from(log), changes: changes.map { change($0, inLog: index, showsComponent: false) })
        }
    }

    /// A rule's history from `VersionHistory.changesByRule()`, newest change log first, for the
    /// rule's row: the rule is not named again in each change.
    package func history(ofRule changes: [(index: Int, change: VersionChange)]) -> [VersionChangesView] {
        var views: [VersionChangesView] = []
        var current: Int?
        // One log's changes are next to each other: each log starts a version's entry.
        for (index, entry) in changes {
            if index != current {
                current = index
                views.append(VersionChangesView(version: history.changeLogs[index].toVersion, from: from(history.changeLogs[index]), changes: []))
            }
            views[views.count - 1].changes.append(change(entry, inLog: index, showsComponent: false, showsSubject: false))
        }
        return views
    }
}
