import SpecimenTemplates

/// A status word as shown: the word (for the `badge--<word>` class) and its label in the page's
/// language (`statusBeta`), or the word as written when the theme has no string for it.
package struct StatusBadge: Sendable {
    package var word: String
    package var label: String

    package init(_ word: String, strings: InterfaceStrings) {
        self.word = word
        let text = strings["status" + word.prefix(1).uppercased() + word.dropFirst()]
        label = text.isEmpty ? word : text
    }
}

/// One platform as shown: its id (for data attributes), the name people read, and its status
/// when the component's status differs by platform.
package struct PlatformChip: Sendable {
    package var id: String
    package var name: String
    /// Field name differs from the rows' `status`, which a missing value would fall through to.
    package var platformStatus: StatusBadge?

    /// The chips of `ids`, named from the registry, with each platform's status when `lifecycle` is per platform.
    package static func chips(_ ids: [String], registry: Registry, lifecycle: ComponentStatus? = nil, strings: InterfaceStrings) -> [PlatformChip] {
        ids.map { id in
            let status = lifecycle.flatMap { $0.single == nil ? $0.on(id) : nil }
            return PlatformChip(id: id, name: registry.platformName(id, language: strings.code), platformStatus: status.map { StatusBadge($0, strings: strings) })
        }
    }
}

/// "Deprecated — use X": what replaces a deprecated component, linked to the replacement's page
/// when it has one.
package struct DeprecationNote: Sendable {
    /// Since when (field names differ from the rows' `since` and `url`, which a missing value would fall through to).
    package var deprecatedSince: String?
    /// The replacement's name, nil when the registry names none.
    package var replacement: String?
    package var replacementURL: String?

    package init(since: String?, replacement: String?, url: String?) {
        deprecatedSince = since
        self.replacement = replacement
        replacementURL = url
    }

    /// The note for `component`, nil when it is not deprecated. `url` gives the link to a registry component's page.
    package init?(_ component: Component?, registry: Registry, url: (String) -> String?) {
        guard let deprecation = component?.deprecation else { return nil }
        deprecatedSince = deprecation.since
        switch deprecation.replacement {
        case .component(let id)?:
            replacement = registry.component(id)?.name ?? id
            replacementURL = url(id)
        case .external(let text, let link)?:
            replacement = text
            replacementURL = link
        case nil:
            break
        }
    }
}

/// Fields for templates without reflection (see `TemplateView`).
extension StatusBadge: TemplateView {
    package static let templateFields: TemplateFields<StatusBadge> = [
        "word": .of { $0.word },
        "label": .of { $0.label },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension PlatformChip: TemplateView {
    package static let templateFields: TemplateFields<PlatformChip> = [
        "id": .of { $0.id },
        "name": .of { $0.name },
        "platformStatus": .of { $0.platformStatus },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension DeprecationNote: TemplateView {
    package static let templateFields: TemplateFields<DeprecationNote> = [
        "deprecatedSince": .of { $0.deprecatedSince },
        "replacement": .of { $0.replacement },
        "replacementURL": .of { $0.replacementURL },
    ]
}

/// A theme written when statuses and platforms were words (`{{status}}`, `{{#platforms}}{{.}}{{/platforms}}`)
/// still shows words: a badge prints its word, a chip the platform's name.
extension StatusBadge: CustomStringConvertible {
    package var description: String { word }
}

extension PlatformChip: CustomStringConvertible {
    package var description: String { name }
}
