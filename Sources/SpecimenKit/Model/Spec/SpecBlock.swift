/// A ```` ```spec ```` block: the machine-readable description of the component a page documents
/// (Docs/content.md, Spec blocks), checked against the registry and rendered in place as tables.
package struct SpecBlock: Sendable, Hashable {
    /// The component documented: the block's `component`, else the page's front-matter `component`.
    package var component: String?
    /// Where `component` is written, or the block's first line when it comes from the front matter.
    package var componentLocation: SourceLocation
    /// True when the block names its component itself.
    package var namesComponent: Bool
    /// The status the block states (`status: { react: alpha }`), which must agree with the registry (SP206).
    package var status: ComponentStatus?
    /// Where `status` is written.
    package var statusLocation: SourceLocation?
    package var rules: [Rule]
    /// Roles the component gives to design tokens (`label: color.grey.60`), in the order written.
    package var tokens: [TokenRole]
    package var contrast: [ContrastPair]
    package var states: [VisualState]
    package var anatomy: [AnatomyNote]
    /// Index of the fenced block in the page's outline, which the rendered tables replace.
    package var fencedBlockIndex: Int
    /// Where the block's YAML starts.
    package var location: SourceLocation

    package init(component: String?, componentLocation: SourceLocation, namesComponent: Bool, rules: [Rule] = [], tokens: [TokenRole] = [],
                contrast: [ContrastPair] = [], states: [VisualState] = [], anatomy: [AnatomyNote] = [], fencedBlockIndex: Int,
                location: SourceLocation) {
        self.component = component; self.componentLocation = componentLocation; self.namesComponent = namesComponent
        self.rules = rules; self.tokens = tokens; self.contrast = contrast; self.states = states; self.anatomy = anatomy
        self.fencedBlockIndex = fencedBlockIndex; self.location = location
    }

    /// The keys a spec block may have, from its definition (`SpecBlock.schema`).
    package static let knownKeys = schema.keys
}

/// A token given a role by a component (`indicator: color.primary`).
package struct TokenRole: Sendable, Hashable {
    package var role: String
    package var token: String
    package var location: SourceLocation
}

/// A foreground/background pair that must meet WCAG 2.2 AA for its use.
package struct ContrastPair: Sendable, Hashable {
    /// What the foreground is, which decides the ratio it needs.
    package enum Use: String, Sendable, Hashable, CaseIterable {
        case text
        case largeText = "large-text"
        case ui
    }

    package var foreground: String?
    package var background: String?
    /// An opacity token the foreground is drawn at, composited over the background first.
    package var opacity: String?
    package var use: Use?
    /// Why a failing pair is accepted anyway; it is then shown as a failure with the reason, not reported.
    package var accepted: String?
    package var location: SourceLocation
    package var valueLocations: KeyLocations

    /// The keys a contrast pair may have, from its definition (`ContrastPair.schema`).
    package static let knownKeys = schema.keys

    /// The tokens the pair's ratio depends on: a context that changes any of them is checked too.
    package var tokenNames: [String] { [foreground, background, opacity].compactMap { $0 } }
}

/// A visual state and the opacity token it is drawn at.
package struct VisualState: Sendable, Hashable {
    package var name: String?
    package var opacity: String?
    package var location: SourceLocation
    package var valueLocations: KeyLocations

    /// The keys a state may have, from its definition (`VisualState.schema`).
    package static let knownKeys = schema.keys
}

/// A note on one anatomy part (`label: one or two words`).
package struct AnatomyNote: Sendable, Hashable {
    package var part: String?
    package var note: String?
    package var location: SourceLocation
    package var valueLocations: KeyLocations

    /// The keys an anatomy note may have, from its definition (`AnatomyNote.schema`).
    package static let knownKeys = schema.keys
}
