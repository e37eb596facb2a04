import SpecimenTemplates
/// What `Templates/rules.mustache` sees: every rule of the system in one table, with the options
/// of the component, level and platform filters (the table is complete without script).
public struct RulesView: Sendable {
    public var title: String
    public var rules: [Row]
    /// Number of rules, for the "showing N of M" line.
    public var count: Int
    public var components: [Option]
    public var levels: [Option]
    public var platforms: [Option]
    /// Link to `rules.json`.
    public var jsonURL: String
    /// The filter script (`theme/rules-filter.js`), relative to this page.
    public var filterScriptURL: String
    public var strings: InterfaceStrings

    /// One rule.
    public struct Row: Sendable {
        public var componentID: String
        public var componentName: String
        /// Link to the page that documents the component, if one does.
        public var componentURL: String?
        public var id: String
        public var levelKeyword: String
        public var level: String
        public var text: String
        /// The property the rule bounds, nil for qualitative rules.
        public var property: String?
        public var bound: String?
        public var platforms: [String]
        /// The platforms separated by spaces, for a `data-platforms` attribute the filter reads.
        public var platformList: String
        public var since: String?
        /// Link to the rule's anchor on its page.
        public var url: String
    }

    /// One choice of a filter.
    public struct Option: Sendable {
        public var value: String
        public var label: String
    }
}

/// Fields for templates without reflection (see `TemplateView`).
extension RulesView: TemplateView {
    public static let templateFields: TemplateFields<RulesView> = [
        "title": .of { $0.title },
        "rules": .of { $0.rules },
        "count": .of { $0.count },
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
    public static let templateFields: TemplateFields<RulesView.Row> = [
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
        "platformList": .of { $0.platformList },
        "since": .of { $0.since },
        "url": .of { $0.url },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension RulesView.Option: TemplateView {
    public static let templateFields: TemplateFields<RulesView.Option> = [
        "value": .of { $0.value },
        "label": .of { $0.label },
    ]
}
