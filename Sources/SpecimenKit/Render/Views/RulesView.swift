import SpecimenTemplates
/// What `Templates/rules.mustache` sees: every rule of the system in one table, with the options
/// of the component, level and platform filters (the table is complete without script).
package struct RulesView: Sendable {
    package var title: String
    package var rules: [Row]
    /// Number of rules, for the "showing N of M" line.
    package var count: Int
    /// Columns that say something (see `RuleColumns`): "Platforms" is left out when every rule
    /// has the same platforms.
    package var showsBound: Bool = true
    package var showsPlatforms: Bool = true
    package var showsSince: Bool = true
    /// True when older versions are published and change logs computed: each row then says
    /// when the rule first appeared and what changed about it.
    package var showsHistory: Bool = false
    package var components: [Option]
    package var levels: [Option]
    package var platforms: [Option]
    /// Link to `rules.json`.
    package var jsonURL: String
    /// The filter script (`theme/rules-filter.js`), relative to this page.
    package var filterScriptURL: String
    package var strings: InterfaceStrings

    /// The fields that differ between versions whose rules are the same (`RulesPageRenderer`'s
    /// rows take the rest from the data alone): the history column and each row's history.
    package static let historyFields: Set<String> = ["showsHistory", "firstVersion", "history", "hasHistory", "historySummary"]

    /// One rule.
    package struct Row: Sendable {
        package var componentID: String
        package var componentName: String
        /// Link to the page that documents the component, if one does.
        package var componentURL: String?
        package var id: String
        package var levelKeyword: String
        package var level: String
        package var text: String
        /// The property the rule bounds, nil for qualitative rules.
        package var property: String?
        package var bound: String?
        /// The platforms by name (ids are in `platformList`).
        package var platforms: [PlatformChip]
        /// "Deprecated — use X", on every rule of a deprecated component.
        package var deprecation: DeprecationNote?
        /// The platforms separated by spaces, for a `data-platforms` attribute the filter reads.
        package var platformList: String
        package var since: String?
        /// Link to the rule's anchor on its page.
        package var url: String
        /// Do/don't blocks that show the rule.
        package var examples: [SpecBlockView.ExampleLink] = []
        /// `First in 1.x`: the first published version the rule appears in; nil without history.
        package var firstVersion: String?
        /// What each version changed about the rule, newest first.
        package var history: [VersionChangesView] = []
        /// True when `history` is not empty.
        package var hasHistory: Bool = false
        /// `3 changes`: the disclosure's summary.
        package var historySummary: String = ""

        /// Empties the fields of `historyFields` a row has, as a row without history has them.
        mutating func clearHistory() {
            firstVersion = nil
            history = []
            hasHistory = false
            historySummary = ""
        }
    }

    /// One choice of a filter.
    package struct Option: Sendable {
        package var value: String
        package var label: String
    }
}

/// Fields for templates without reflection (see `TemplateView`).
extension RulesView: TemplateView {
    package static let templateFields: TemplateFields<RulesView> = [
        "title": .of { $0.title },
        "rules": .of { $0.rules },
        "count": .of { $0.count },
        "showsBound": .of { $0.showsBound },
        "showsPlatforms": .of { $0.showsPlatforms },
        "showsSince": .of { $0.showsSince },
        "showsHistory": .of { $0.showsHistory },
        "components": .of { $0.components },
        "levels": .of { $0.levels },
        "platforms": .of { $0.platforms },
        "jsonURL": .of { $0.jsonURL },
        "filterScriptURL": .of { $0.filterScriptURL },
        "strings": .strings { $0.strings },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension RulesView.Row: TemplateView {
    package static let templateFields: TemplateFields<RulesView.Row> = [
        "componentID": .of { $0.componentID },
        "componentName": .of { $0.componentName },
        "componentURL": .of { $0.componentURL },
        "id": .of { $0.id },
        "levelKeyword": .of { $0.levelKeyword },
        "level": .of { $0.level },
        "text": .of { $0.text },
        "property": .of { $0.property },
        "bound": .of { $0.bound },
        "platforms": .of { $0.platforms },
        "deprecation": .of { $0.deprecation },
        "platformList": .of { $0.platformList },
        "since": .of { $0.since },
        "examples": .of { $0.examples },
        "url": .of { $0.url },
        "firstVersion": .of { $0.firstVersion },
        "history": .of { $0.history },
        "hasHistory": .of { $0.hasHistory },
        "historySummary": .of { $0.historySummary },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension RulesView.Option: TemplateView {
    package static let templateFields: TemplateFields<RulesView.Option> = [
        "value": .of { $0.value },
        "label": .of { $0.label },
    ]
}
