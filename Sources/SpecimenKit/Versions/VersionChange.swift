/// One difference between two consecutive versions of a design system, computed from their data
/// (issue 25 point 3): what changed, about what, the old and new values as people read them side
/// by side, and whether designs that followed the older version may now break (point 4). The
/// change log page, a component's history and `rules.json` all show these, so they hold text,
/// not model values: two versions' models need not even be the same types' values to compare.
package struct VersionChange: Sendable, Hashable {
    /// What kind of difference it is.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        case ruleAdded, ruleRemoved, ruleChanged
        case componentAdded, componentRemoved, componentRenamed, componentStatusChanged, componentPlatformsChanged
        case tokenAdded, tokenRemoved, tokenValueChanged
        case licenceAdded, licenceRemoved, licenceChanged
    }

    /// What the change is about, named as in the newer version (a rule of a renamed component
    /// under its new id), so that a change log can link to where it lives now.
    package enum Subject: Sendable, Hashable, CustomStringConvertible {
        case component(String)
        case rule(component: String, rule: String)
        case token(String)
        case licence(String)

        /// The component the change belongs to, for grouping: nil for tokens and licences.
        package var component: String? {
            switch self {
            case .component(let id), .rule(let id, _): id
            case .token, .licence: nil
            }
        }

        /// The same subject under another component id (a rename); tokens and licences unchanged.
        package func renamed(_ component: String) -> Self {
            switch self {
            case .component: .component(component)
            case .rule(_, let rule): .rule(component: component, rule: rule)
            case .token, .licence: self
            }
        }

        /// `rule tabs/max-tabs`, `component banner`, `token color.text.link`, `licence fonts`.
        package var description: String {
            switch self {
            case .component(let id): "component \(id)"
            case .rule(let component, let rule): "rule \(component)/\(rule)"
            case .token(let path): "token \(path)"
            case .licence(let id): "licence \(id)"
            }
        }
    }

    package var kind: Kind
    package var subject: Subject
    /// The field that changed (`max`, `level`, `text`, `platforms`, `status`, `cannot`), for
    /// `…Changed` kinds; nil for additions, removals and renames.
    package var aspect: String?
    /// The token context the value is in (`theme: dark`); nil for the default context and for
    /// everything that is not a token value.
    package var context: TokenContext?
    /// The value in the older version as text (a rule's summary, a bound, a CSS value); nil when
    /// the subject or field did not exist then.
    package var old: String?
    /// The value in the newer version as text; nil when the subject or field is gone.
    package var new: String?
    /// True when designs that followed the older version may not follow the newer one (a
    /// tightened rule, a removed component, platform or token).
    package var isBreaking: Bool

    package init(kind: Kind, subject: Subject, aspect: String? = nil, context: TokenContext? = nil, old: String? = nil, new: String? = nil,
                 isBreaking: Bool = false) {
        self.kind = kind
        self.subject = subject
        self.aspect = aspect
        self.context = context
        self.old = old
        self.new = new
        self.isBreaking = isBreaking
    }

    /// The change as one line of plain text: `BREAKING rule tabs/max-tabs: max 4 → 3`,
    /// `component nav-bar renamed to navigation-bar`, `token color.text in theme: dark: #a → #b`.
    package var text: String {
        var line = isBreaking ? "BREAKING " : ""
        switch kind {
        case .componentRenamed:
            line += "component \(old ?? "") renamed to \(new ?? "")"
            return line
        case .ruleAdded, .componentAdded, .tokenAdded, .licenceAdded:
            line += "\(subject) added"
            if let new, !new.isEmpty { line += ": \(new)" }
            return line
        case .ruleRemoved, .componentRemoved, .tokenRemoved, .licenceRemoved:
            line += "\(subject) removed"
            if let old, !old.isEmpty { line += " (was \(old))" }
            return line
        case .ruleChanged, .componentStatusChanged, .componentPlatformsChanged, .tokenValueChanged, .licenceChanged:
            line += "\(subject)"
            if let context { line += " in \(context)" }
            line += ": "
            if let aspect { line += "\(aspect) " }
            return line + "\(old ?? "none") → \(new ?? "none")"
        }
    }
}
