import SpecimenTemplates

/// Templates find `strings.x` through a table of key paths, like every view model.
extension InterfaceStrings: TemplateView {
    public static let templateFields: TemplateFields<InterfaceStrings> = [
        "code": .of { $0.code },
        "skipToContent": .of { $0.skipToContent },
        "navigation": .of { $0.navigation },
        "breadcrumb": .of { $0.breadcrumb },
        "home": .of { $0.home },
        "onThisPage": .of { $0.onThisPage },
        "previous": .of { $0.previous },
        "next": .of { $0.next },
        "contributors": .of { $0.contributors },
        "updated": .of { $0.updated },
        "platforms": .of { $0.platforms },
        "status": .of { $0.status },
        "language": .of { $0.language },
        "sections": .of { $0.sections },
        "pagination": .of { $0.pagination },
        "reference": .of { $0.reference },
        "componentsTitle": .of { $0.componentsTitle },
        "rulesTitle": .of { $0.rulesTitle },
        "component": .of { $0.component },
        "rule": .of { $0.rule },
        "level": .of { $0.level },
        "bound": .of { $0.bound },
        "property": .of { $0.property },
        "since": .of { $0.since },
        "sdk": .of { $0.sdk },
        "inSDK": .of { $0.inSDK },
        "notInSDK": .of { $0.notInSDK },
        "owner": .of { $0.owner },
        "page": .of { $0.page },
        "undocumented": .of { $0.undocumented },
        "aliases": .of { $0.aliases },
        "tokens": .of { $0.tokens },
        "role": .of { $0.role },
        "token": .of { $0.token },
        "contrast": .of { $0.contrast },
        "foreground": .of { $0.foreground },
        "background": .of { $0.background },
        "opacity": .of { $0.opacity },
        "use": .of { $0.use },
        "required": .of { $0.required },
        "states": .of { $0.states },
        "state": .of { $0.state },
        "anatomy": .of { $0.anatomy },
        "part": .of { $0.part },
        "note": .of { $0.note },
        "allComponents": .of { $0.allComponents },
        "allLevels": .of { $0.allLevels },
        "allPlatforms": .of { $0.allPlatforms },
        "filterRules": .of { $0.filterRules },
        "showing": .of { $0.showing },
        "of": .of { $0.of },
        "rulesJSON": .of { $0.rulesJSON },
        "linkToRule": .of { $0.linkToRule },
        "tokensTitle": .of { $0.tokensTitle },
        "value": .of { $0.value },
        "aliasOf": .of { $0.aliasOf },
        "onWhite": .of { $0.onWhite },
        "onBlack": .of { $0.onBlack },
        "usedBy": .of { $0.usedBy },
        "deprecatedLabel": .of { $0.deprecatedLabel },
        "ratio": .of { $0.ratio },
        "passes": .of { $0.passes },
        "fails": .of { $0.fails },
        "accepted": .of { $0.accepted },
        "preview": .of { $0.preview },
        "sample": .of { $0.sample },
        "tokensCSS": .of { $0.tokensCSS },
        "tokensJSON": .of { $0.tokensJSON },
        "aa": .of { $0.aa },
        "aaa": .of { $0.aaa },
        "downloads": .of { $0.downloads },
        "download": .of { $0.download },
        "licensing": .of { $0.licensing },
        "licence": .of { $0.licence },
        "canDo": .of { $0.canDo },
        "cannotDo": .of { $0.cannotDo },
        "disclaimer": .of { $0.disclaimer },
        "attribution": .of { $0.attribution },
        "readLicence": .of { $0.readLicence },
        "format": .of { $0.format },
        "size": .of { $0.size },
        "bytesLabel": .of { $0.bytesLabel },
        "checksum": .of { $0.checksum },
        "file": .of { $0.file },
        "assetsUnder": .of { $0.assetsUnder },
        "offeredOn": .of { $0.offeredOn },
        "fullText": .of { $0.fullText },
        "noAssets": .of { $0.noAssets },
        "search": .of { $0.search },
        "searchPlaceholder": .of { $0.searchPlaceholder },
        "searchShortcut": .of { $0.searchShortcut },
        "noResults": .of { $0.noResults },
        "resultsPages": .of { $0.resultsPages },
        "resultsHeadings": .of { $0.resultsHeadings },
        "resultsComponents": .of { $0.resultsComponents },
        "resultsRules": .of { $0.resultsRules },
        "resultsTokens": .of { $0.resultsTokens },
        "menu": .of { $0.menu },
        "theme": .of { $0.theme },
        "themeLight": .of { $0.themeLight },
        "themeDark": .of { $0.themeDark },
        "themeSystem": .of { $0.themeSystem },
        "notFoundTitle": .of { $0.notFoundTitle },
        "notFoundMessage": .of { $0.notFoundMessage },
        "recentRules": .of { $0.recentRules },
        "componentStatus": .of { $0.componentStatus },
        "changesTitle": .of { $0.changesTitle },
        "versionLabel": .of { $0.versionLabel },
        "introduced": .of { $0.introduced },
        "taskDone": .of { $0.taskDone },
        "taskToDo": .of { $0.taskToDo },
        "table": .of { $0.table },
        "assetCountOne": .of { $0.assetCountOne },
        "assetCountMany": .of { $0.assetCountMany },
    ]
}

extension TemplateField {
    /// Interface strings reach templates as a shared boxed value: reading the struct out of a
    /// view copies (and retains) every one of its strings, once per `{{strings.x}}`. `code`
    /// reads only the set's code.
    public static func strings(_ strings: @escaping @Sendable (Root) -> InterfaceStrings, code: @escaping @Sendable (Root) -> String) -> Self {
        Self { root in
            // Compared, not looked up in a dictionary: hashing the code cost more than the rest
            // of the lookup (templates name `strings.x` dozens of times per spec block).
            let code = code(root)
            if code == "en" { return InterfaceStrings.englishValue }
            if code == "vi" { return InterfaceStrings.vietnameseValue }
            return .view(TemplateViewBox(strings(root)))
        }
    }
}

extension InterfaceStrings {
    /// The built-in sets, boxed once and for good (a test in `TemplateTests` checks the codes
    /// compared above).
    static let englishValue = TemplateValue.permanent(english)
    static let vietnameseValue = TemplateValue.permanent(vietnamese)
}
