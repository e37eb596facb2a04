/// A ```` ```spec ```` block: the machine-readable description of the component a page documents
/// (Docs/content.md, Spec blocks), checked against the registry and rendered in place as tables.
public struct SpecBlock: Sendable, Hashable {
    /// The component documented: the block's `component`, else the page's front-matter `component`.
    public var component: String?
    /// Where `component` is written, or the block's first line when it comes from the front matter.
    public var componentLocation: SourceLocation
    /// True when the block names its component itself.
    public var namesComponent: Bool
    public var rules: [Rule]
    /// Roles the component gives to design tokens (`label: color.grey.60`), in the order written.
    public var tokens: [TokenRole]
    public var contrast: [ContrastPair]
    public var states: [VisualState]
    public var anatomy: [AnatomyNote]
    /// Index of the fenced block in the page's outline, which the rendered tables replace.
    public var fencedBlockIndex: Int
    /// Where the block's YAML starts.
    public var location: SourceLocation

    public init(component: String?, componentLocation: SourceLocation, namesComponent: Bool, rules: [Rule] = [], tokens: [TokenRole] = [],
                contrast: [ContrastPair] = [], states: [VisualState] = [], anatomy: [AnatomyNote] = [], fencedBlockIndex: Int,
                location: SourceLocation) {
        self.component = component; self.componentLocation = componentLocation; self.namesComponent = namesComponent
        self.rules = rules; self.tokens = tokens; self.contrast = contrast; self.states = states; self.anatomy = anatomy
        self.fencedBlockIndex = fencedBlockIndex; self.location = location
    }

    /// The keys a spec block may have.
    public static let knownKeys = ["component", "rules", "tokens", "contrast", "states", "anatomy"]
}

/// A token given a role by a component (`indicator: color.primary`).
public struct TokenRole: Sendable, Hashable {
    public var role: String
    public var token: String
    public var location: SourceLocation
}

/// A foreground/background pair that must meet WCAG 2.2 AA for its use.
public struct ContrastPair: Sendable, Hashable {
    /// What the foreground is, which decides the ratio it needs.
    public enum Use: String, Sendable, Hashable, CaseIterable {
        case text
        case largeText = "large-text"
        case ui
    }

    public var foreground: String?
    public var background: String?
    /// An opacity token the foreground is drawn at, composited over the background first.
    public var opacity: String?
    public var use: Use?
    /// Why a failing pair is accepted anyway; it is then shown as a failure with the reason, not reported.
    public var accepted: String?
    public var location: SourceLocation
    public var valueLocations: KeyLocations

    /// The keys a contrast pair may have.
    public static let knownKeys = ["foreground", "background", "opacity", "use", "accepted"]
}

/// A visual state and the opacity token it is drawn at.
public struct VisualState: Sendable, Hashable {
    public var name: String?
    public var opacity: String?
    public var location: SourceLocation
    public var valueLocations: KeyLocations

    /// The keys a state may have.
    public static let knownKeys = ["name", "opacity"]
}

/// A note on one anatomy part (`label: one or two words`).
public struct AnatomyNote: Sendable, Hashable {
    public var part: String?
    public var note: String?
    public var location: SourceLocation
    public var valueLocations: KeyLocations

    /// The keys an anatomy note may have.
    public static let knownKeys = ["part", "note"]
}
