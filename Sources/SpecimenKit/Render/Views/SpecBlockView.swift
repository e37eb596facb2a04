import SpecimenTemplates
/// What `Templates/partials/spec-block.mustache` sees for one spec block: the rule table and the
/// token-role, contrast, state and anatomy tables that replace the block in the page.
package struct SpecBlockView: Sendable {
    package var componentID: String
    /// The registry's name of the component (`Fixed tabs`).
    package var componentName: String
    /// The block's accessible name: the component and the heading the block sits under
    /// (`Tabs – Fixed tabs`), so several blocks on one page are told apart.
    package var label: String
    /// Link to the component's row on the components page.
    package var componentURL: String
    /// Registry status (`stable`) when it is one word, nil when unknown or per platform.
    package var status: StatusBadge?
    /// The component's status on each platform, when it differs by platform.
    package var platformStatuses: [PlatformChip]
    /// "Deprecated — use X", when the registry deprecates the component.
    package var deprecation: DeprecationNote?
    /// True when the registry says the component is not in the SDK yet.
    package var isNotInSDK: Bool
    package var rules: [RuleRow]
    package var hasRules: Bool
    /// Columns of the rule table that say something, decided when rendering: "Bound" when a
    /// rule has one, "Platforms" when a rule's platforms differ from the component's, "Since"
    /// when a rule has a version.
    package var showsBound: Bool = true
    package var showsPlatforms: Bool = true
    package var showsSince: Bool = true
    /// The page's platform switcher, on its first rule table only, when its rules are for
    /// different platforms (`theme/platform-switcher.js` shows it and hides other rows).
    package var hasPlatformSwitcher: Bool = false
    package var switcherPlatforms: [String] = []
    package var tokens: [TokenRoleRow]
    package var hasTokens: Bool
    package var contrast: [ContrastRow]
    package var hasContrast: Bool
    /// Whether the contrast table has a row per token context (a column says which).
    package var contrastHasContexts = false
    /// The contexts the states are drawn in, side by side, when they change the states' colours.
    package var stateContexts: [ContextCell] = []
    package var hasStateContexts = false
    package var states: [StateRow]
    package var hasStates: Bool
    package var anatomy: [AnatomyRow]
    package var hasAnatomy: Bool
    package var strings: InterfaceStrings

    /// One rule in a rule table.
    package struct RuleRow: Sendable {
        /// `rule-<component>-<id>`: the row's `id`, for links to one rule.
        package var anchor: String
        package var id: String
        /// `MUST NOT`: the word is always shown; colour never carries the meaning alone.
        package var levelKeyword: String
        /// `must-not`, for a CSS class.
        package var level: String
        package var text: String
        /// The property the rule bounds (`fixedTabs`), nil for qualitative rules.
        package var property: String?
        /// The bound as read (`≤ 3`, `≥ 8 px`), nil when there is none.
        package var bound: String?
        /// The rule's platforms, or the component's when the rule names none, by name.
        package var platforms: [PlatformChip]
        /// The platform ids separated by spaces, for the `data-platforms` the platform switcher reads.
        package var platformList: String = ""
        /// "Deprecated — use X", on every rule of a deprecated component.
        package var deprecation: DeprecationNote?
        package var since: String?
        /// Do/don't blocks that show the rule.
        package var examples: [ExampleLink] = []
    }

    /// One token role (`indicator` → `color.primary`).
    package struct TokenRoleRow: Sendable {
        package var role: String
        package var token: String
        /// The token as a mini swatch, when it exists.
        package var swatch: TokenSwatchView?
    }

    /// One contrast pair with its computed ratio.
    package struct ContrastRow: Sendable {
        package var foreground: String
        package var background: String
        /// The opacity token the foreground is drawn at, if any.
        package var opacity: String?
        /// The opacity as a percentage (`25 %`), if any.
        package var opacityPercent: String?
        /// `text`, `large-text` or `ui`.
        package var use: String
        /// The WCAG 2.2 AA minimum for the use (`4.5:1`).
        package var required: String
        /// The ratio to two decimals (`4.05:1`), nil when a token is missing.
        package var ratio: String?
        package var passesAA: Bool
        package var passesAAA: Bool
        /// The AAA minimum (`7.00:1`); nil for UI components, which WCAG gives no AAA level
        /// (the table shows a dash, not a verdict against a made-up minimum).
        package var requiredAAA: String?
        /// Why a failing pair is accepted, shown beside the failure.
        package var accepted: String?
        /// True when the ratio is known and below AA without an accepted reason (the build fails on it).
        package var isFailure: Bool
        /// The context of this row (`theme: dark`) when the tokens have several; nil otherwise.
        package var contextLabel: String?
        /// The attribute and value that draw the preview in that context (`data-theme`, `dark`).
        package var contextAttribute: String?
        package var contextValue: String?
    }

    /// A column drawn in one token context (`theme: dark`): its label and the attribute that
    /// selects the context in `tokens.css` on the cell. The default context's column has its own
    /// attribute too, so it stays the default's when the page follows a dark device.
    package struct ContextCell: Sendable {
        package var contextLabel: String
        package var contextAttribute: String
        package var contextValue: String
    }

    /// One visual state, drawn at its opacity.
    package struct StateRow: Sendable {
        package var name: String
        package var opacity: String?
        /// The opacity as a percentage (`25 %`).
        package var opacityPercent: String?
        /// The colour token the state is drawn in (the block's first colour role), if any.
        package var colorToken: String?
        /// One preview per context when the block's state colours differ by context (`stateContexts`).
        package var previews: [ContextCell] = []
    }

    /// One note on an anatomy part.
    package struct AnatomyRow: Sendable {
        package var part: String
        package var note: String
    }
}

/// Fields for templates without reflection (see `TemplateView`).
extension SpecBlockView: TemplateView {
    package static let templateFields: TemplateFields<SpecBlockView> = [
        "componentID": .of { $0.componentID },
        "componentName": .of { $0.componentName },
        "label": .of { $0.label },
        "componentURL": .of { $0.componentURL },
        "status": .of { $0.status },
        "platformStatuses": .of { $0.platformStatuses },
        "deprecation": .of { $0.deprecation },
        "isNotInSDK": .of { $0.isNotInSDK },
        "rules": .of { $0.rules },
        "hasRules": .of { $0.hasRules },
        "showsBound": .of { $0.showsBound },
        "showsPlatforms": .of { $0.showsPlatforms },
        "showsSince": .of { $0.showsSince },
        "hasPlatformSwitcher": .of { $0.hasPlatformSwitcher },
        "switcherPlatforms": .of { $0.switcherPlatforms },
        "tokens": .of { $0.tokens },
        "hasTokens": .of { $0.hasTokens },
        "contrast": .of { $0.contrast },
        "hasContrast": .of { $0.hasContrast },
        "contrastHasContexts": .of { $0.contrastHasContexts },
        "stateContexts": .of { $0.stateContexts },
        "hasStateContexts": .of { $0.hasStateContexts },
        "states": .of { $0.states },
        "hasStates": .of { $0.hasStates },
        "anatomy": .of { $0.anatomy },
        "hasAnatomy": .of { $0.hasAnatomy },
        "strings": .strings { $0.strings },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension SpecBlockView.RuleRow: TemplateView {
    package static let templateFields: TemplateFields<SpecBlockView.RuleRow> = [
        "anchor": .of { $0.anchor },
        "id": .of { $0.id },
        "levelKeyword": .of { $0.levelKeyword },
        "level": .of { $0.level },
        "text": .of { $0.text },
        "property": .of { $0.property },
        "bound": .of { $0.bound },
        "platforms": .of { $0.platforms },
        "platformList": .of { $0.platformList },
        "deprecation": .of { $0.deprecation },
        "since": .of { $0.since },
        "examples": .of { $0.examples },
    ]
}

extension SpecBlockView {
    /// A link from a rule's row to an example of it.
    package struct ExampleLink: Sendable {
        /// `do`, `dont` or `caution`.
        package var kind: String
        /// The verdict in words, in the page's language.
        package var verdict: String
        package var caption: String
        package var url: String
    }
}

extension SpecBlockView.ExampleLink {
    /// The link to `example` from a page at `urls`' route, its verdict in `strings`' language:
    /// rule tables and the rules page make them alike.
    package init(_ example: RuleIndex.Example, urls: RelativeURL, strings: InterfaceStrings) {
        self.init(kind: example.kind.rawValue, verdict: strings[example.kind.verdictKey], caption: example.caption,
                  url: urls.page(example.page.route, fragment: example.anchor))
    }
}

/// Fields for templates without reflection (see `TemplateView`).
extension SpecBlockView.ExampleLink: TemplateView {
    package static let templateFields: TemplateFields<SpecBlockView.ExampleLink> = [
        "kind": .of { $0.kind },
        "verdict": .of { $0.verdict },
        "caption": .of { $0.caption },
        "url": .of { $0.url },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension SpecBlockView.TokenRoleRow: TemplateView {
    package static let templateFields: TemplateFields<SpecBlockView.TokenRoleRow> = [
        "role": .of { $0.role },
        "token": .of { $0.token },
        "swatch": .of { $0.swatch },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension SpecBlockView.ContrastRow: TemplateView {
    package static let templateFields: TemplateFields<SpecBlockView.ContrastRow> = [
        "foreground": .of { $0.foreground },
        "background": .of { $0.background },
        "opacity": .of { $0.opacity },
        "opacityPercent": .of { $0.opacityPercent },
        "use": .of { $0.use },
        "required": .of { $0.required },
        "ratio": .of { $0.ratio },
        "passesAA": .of { $0.passesAA },
        "passesAAA": .of { $0.passesAAA },
        "requiredAAA": .of { $0.requiredAAA },
        "accepted": .of { $0.accepted },
        "isFailure": .of { $0.isFailure },
        "contextLabel": .of { $0.contextLabel },
        "contextAttribute": .of { $0.contextAttribute },
        "contextValue": .of { $0.contextValue },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension SpecBlockView.StateRow: TemplateView {
    package static let templateFields: TemplateFields<SpecBlockView.StateRow> = [
        "name": .of { $0.name },
        "opacity": .of { $0.opacity },
        "opacityPercent": .of { $0.opacityPercent },
        "colorToken": .of { $0.colorToken },
        "previews": .of { $0.previews },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension SpecBlockView.AnatomyRow: TemplateView {
    package static let templateFields: TemplateFields<SpecBlockView.AnatomyRow> = [
        "part": .of { $0.part },
        "note": .of { $0.note },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension SpecBlockView.ContextCell: TemplateView {
    package static let templateFields: TemplateFields<SpecBlockView.ContextCell> = [
        "contextLabel": .of { $0.contextLabel },
        "contextAttribute": .of { $0.contextAttribute },
        "contextValue": .of { $0.contextValue },
    ]
}
