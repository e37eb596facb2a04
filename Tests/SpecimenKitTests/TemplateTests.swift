import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTemplates
import SpecimenTestSupport

@Suite struct TemplateSetTests {
    @Test func reportsParseErrorsWithLineAndMissingTemplates() {
        let files = [
            SourceFile(path: "T/layout.mustache", relativePath: "layout.mustache", text: "<p>\n{{#a}}\n{{/b}}\n"),
            SourceFile(path: "T/page.mustache", relativePath: "page.mustache", text: "{{> nav}}"),
        ]
        let set = TemplateSet(files: files, templatesDirectory: "T")
        #expect(set.diagnostics.map(\.code) == [.templateError, .templateError, .templateError])
        #expect(set.diagnostics.map(\.location.file).sorted() == ["T/home.mustache", "T/layout.mustache", "T/page.mustache"])
        #expect(set.diagnostics.first { $0.location.file == "T/layout.mustache" }?.location.line == 3)
    }
}

/// Mustache renders a missing key as empty text, so a typo in a template would fail
/// silently: every name a template uses must be a field of the view models.
@Suite struct TemplateFieldTests {
    static func sampleViews() -> [Any] {
        let strings = StringCatalog.builtIn.english
        let link = PageView.PageLink(title: "t", url: "u")
        let badge = StatusBadge("s", strings: strings)
        let chips = [PlatformChip(id: "p", name: "n", platformStatus: badge)]
        let note = DeprecationNote(since: "s", replacement: "r", url: "u")
        let page = PageView(title: "t", summary: "s", body: .bytes(Array("b".utf8)), toc: [.init(title: "t", id: "i", level: 2, isNested: false)], hasTOC: true,
                            previous: link, next: link, hasPager: true,
                            meta: .init(status: badge, platforms: chips, hasPlatforms: true, contributors: ["c"], hasContributors: true, updated: "u"),
                            strings: strings)
        let home = HomeView(title: "t", version: "v", sections: [.init(title: "t", pages: [.init(title: "t", url: "u", summary: "s")])], strings: strings)
        let layout = LayoutView(lang: "en", documentTitle: "t", description: "d", root: "", tokensStylesheet: "t", site: .init(title: "t", version: "v", homeURL: "u"),
                                nav: [.init(title: "t", isCurrent: true, isExpanded: true, itemsHTML: .bytes(Array("i".utf8)), url: "u", count: 1)],
                                breadcrumbs: [.init(title: "t", url: "u", isCurrent: false)],
                                translations: [.init(lang: "vi", name: "n", url: "u", isCurrent: false)], hasTranslations: true,
                                strings: strings, main: .bytes(Array("m".utf8)))
        let swatch = TokenSwatchView(
            name: "n", shortName: "s", anchor: "a", url: "u", type: "t", value: "v", isColor: true, isOpacity: true, isDimension: true,
            isTypography: true, isShadow: true, isBorder: true, isGradient: true, isPlain: true, aliasChain: ["a"], hasAliasChain: true,
            description: "d", deprecated: "d", contrastOnWhite: "w", contrastOnBlack: "b", usages: [.init(label: "l", url: "u")], hasUsages: true,
            cssVariable: "--n", kind: "color", hasNotes: true, aliasLinks: [.init(label: "l", url: "u")],
            defaultContexts: [.init(attribute: "data-a", context: "c", value: "v")], contextValues: [.init(attribute: "data-a", context: "c", value: "v")],
            hasContexts: true)
        let tokens = TokensView(title: "t", index: [.init(title: "t", url: "u", countLabel: "c", preview: [.init(name: "n", isColor: true)], hasPreview: true)],
                                hasIndex: true, sections: [.init(title: "t", anchor: "a", isRamp: true, tokens: [swatch])], hasSections: true,
                                startsAsTable: true, cssURL: "c", jsonURL: "j", scriptURL: "s", strings: strings)
        let grid = TokenGridView(group: "g", isRamp: true, tokens: [swatch], strings: strings)
        var spec = SpecBlockView(
            componentID: "c", componentName: "n", label: "l", componentURL: "u", status: badge, platformStatuses: chips, deprecation: note, isNotInSDK: true,
            rules: [.init(anchor: "a", id: "i", levelKeyword: "MUST", level: "must", text: "t", property: "p", bound: "b", platforms: chips, platformList: "p", deprecation: note, since: "s", examples: [.init(kind: "do", verdict: "v", caption: "c", url: "u")])],
            hasRules: true, tokens: [.init(role: "r", token: "t", swatch: swatch)], hasTokens: true,
            contrast: [.init(foreground: "f", background: "b", opacity: "o", opacityPercent: "p", use: "u", required: "r", ratio: "r",
                             passesAA: true, passesAAA: true, requiredAAA: "r", accepted: "a", isFailure: false)], hasContrast: true,
            states: [.init(name: "n", opacity: "o", opacityPercent: "p", colorToken: "c")], hasStates: true, anatomy: [.init(part: "p", note: "n")], hasAnatomy: true, strings: strings)
        spec.hasPlatformSwitcher = true; spec.switcherPlatforms = ["p"]
        spec.contrast[0].contextLabel = "l"; spec.contrast[0].contextAttribute = "data-a"; spec.contrast[0].contextValue = "v"; spec.contrastHasContexts = true
        spec.stateContexts = [.init(contextLabel: "l", contextAttribute: "data-a", contextValue: "v")]; spec.hasStateContexts = true
        spec.states[0].previews = spec.stateContexts
        let components = ComponentsView(title: "t", components: [.init(
            id: "i", anchor: "a", name: "n", aliases: ["a"], hasAliases: true, url: "u", isUndocumented: false, status: badge,
            platforms: chips, deprecation: note, isInSDK: true, owner: "o", since: "s")], strings: strings)
        let rules = RulesView(title: "t", rules: [.init(componentID: "c", componentName: "n", componentURL: "u", id: "i", levelKeyword: "k", level: "l", text: "t", property: "p",
                                                        bound: "b", platforms: chips, deprecation: note, platformList: "p", since: "s", url: "u")],
                              count: 1, components: [.init(value: "v", label: "l")], levels: [.init(value: "v", label: "l")],
                              platforms: [.init(value: "v", label: "l")], jsonURL: "j", filterScriptURL: "f", strings: strings)
        let asset = AssetView(title: "t", fileName: "f", format: "f", size: "s", bytes: "b", isRounded: true, sha256: "s", url: "u", licenceTitle: "l",
                              licenceURL: "u", pageTitle: "p", pageURL: "u")
        var pageWithAssets = page
        pageWithAssets.assets = [asset]
        pageWithAssets.hasAssets = true
        var layoutWithLicences = layout
        layoutWithLicences.licences = [.init(title: "t", url: "u")]
        layoutWithLicences.hasLicences = true
        layoutWithLicences.licensingURL = "u"
        let licensing = LicensingView(title: "t", licences: [.init(title: "t", url: "u", summary: "s", spdx: "s", assetCount: 1, assetCountLabel: "l")],
                                      strings: strings)
        let licence = LicenceView(title: "t", summary: "s", spdx: "s", url: "u", can: ["c"], cannot: ["c"], disclaimer: "d", attribution: "a", body: "b",
                                  assets: [asset], hasAssets: true, strings: strings)
        layoutWithLicences.canonicalURL = "c"
        layoutWithLicences.alternates = [.init(lang: "l", url: "u")]
        layoutWithLicences.baseHref = "b"
        layoutWithLicences.versions = [.init(name: "n", url: "u", isReading: true)]
        layoutWithLicences.hasVersions = true
        layoutWithLicences.readingVersion = "r"
        layoutWithLicences.versionBanner = .init(text: "t", linkText: "l", url: "u")
        var fullHome = home
        fullHome.body = "b"; fullHome.summary = "s"; fullHome.statuses = [.init(status: "s", label: "l", count: 1)]; fullHome.hasStatuses = true
        fullHome.componentsURL = "u"; fullHome.changesURL = "u"; fullHome.hasRecentRules = true
        fullHome.recentRules = [.init(text: "t", componentName: "c", levelKeyword: "k", level: "l", since: "s", url: "u")]
        let notFound = NotFoundView(title: "t", message: "m", homeURL: "u", strings: strings)
        let changes = ChangesView(title: "t", versions: [.init(version: "v", anchor: "a",
                                                               components: [.init(title: "t", context: "c", levelKeyword: "k", level: "l", url: "u")],
                                                               hasComponents: true, rules: [], hasRules: false)], strings: strings)
        let value = ChangeView.Value(text: "t", isCode: true, isNone: true, color: "#000000", hasColor: true)
        let change = ChangeView(kind: "k", isBreaking: true, subject: "s", subjectIsCode: true, showsSubject: true, url: "u", hasURL: true, context: "c", hasContext: true,
                                action: "a", aspect: "a", hasAspect: true, old: value, new: value, hasValues: true)
        var changesWithLogs = changes
        changesWithLogs.logs = [.init(version: "v", from: "f", anchor: "a", breaking: [change], hasBreaking: true,
                                      components: [.init(title: "t", url: "u", changes: [change])], tokens: [change], hasTokens: true,
                                      licences: [change], hasLicences: true, isEmpty: true)]
        changesWithLogs.hasLogs = true
        var rulesWithHistory = rules
        rulesWithHistory.showsHistory = true
        rulesWithHistory.rules[0].firstVersion = "f"
        rulesWithHistory.rules[0].history = [.init(version: "v", from: "f", changes: [change])]
        rulesWithHistory.rules[0].hasHistory = true
        rulesWithHistory.rules[0].historySummary = "s"
        var pageWithHistory = page
        pageWithHistory.history = [.init(version: "v", from: "f", changes: [change])]
        pageWithHistory.hasHistory = true
        pageWithHistory.historyID = "h"
        return [LayoutView.NavItem(title: "t", url: "u", isCurrent: true), pageWithAssets, fullHome, layoutWithLicences, spec, components, rules, tokens, grid, licensing, licence, notFound, changes, changesWithLogs, pageWithHistory, rulesWithHistory]
    }

    static func fieldNames(of value: Any, into names: inout Set<String>) {
        for child in Mirror(reflecting: value).children {
            if let label = child.label { names.insert(label) }
            let mirror = Mirror(reflecting: child.value)
            if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value {
                fieldNames(of: wrapped, into: &names)
            } else if mirror.displayStyle == .collection {
                for element in mirror.children { fieldNames(of: element.value, into: &names) }
            } else if mirror.displayStyle == .struct {
                fieldNames(of: child.value, into: &names)
            }
        }
    }

    /// The variable and section names in a template (`{{x}}`, `{{{x}}}`, `{{#x}}`, `{{^x}}`, `{{&x}}`),
    /// first component of dotted names; partials, comments, closers and `{{.}}` are skipped.
    static func names(in template: String) -> [String] {
        var result: [String] = []
        var rest = template[...]
        while let open = rest.range(of: "{{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else { break }
            var tag = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            rest = rest[close.upperBound...]
            if tag.hasPrefix("{") { tag.removeFirst(); if rest.hasPrefix("}") { rest = rest.dropFirst() } }
            guard let first = tag.first, !">!/=".contains(first) else { continue }
            if "#^&".contains(first) { tag.removeFirst() }
            let name = tag.trimmingCharacters(in: .whitespaces).split(separator: ".").first.map(String.init) ?? ""
            if !name.isEmpty { result.append(name) }
        }
        return result
    }

    /// Templates find fields through each view's key-path table (`TemplateView`), so a field
    /// missing from its table would render as nothing: every stored field must be listed.
    @Test func everyViewModelFieldIsInItsTable() {
        func tableKeys<View: TemplateView>(_ view: View) -> Set<String> { Set(View.templateFields.names) }
        func tableNames<View: TemplateView>(_ view: View) -> [String] { View.templateFields.names }
        var checked = Set<String>()
        func visit(_ value: Any) {
            if value is String { return }  // (reflecting some strings traps in String.customMirror)
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional || mirror.displayStyle == .collection {
                for child in mirror.children { visit(child.value) }
                return
            }
            guard mirror.displayStyle == .struct else { return }
            let name = String(reflecting: type(of: value))
            guard let view = value as? any TemplateView else {
                Issue.record("\(name) is given to templates but is not a TemplateView")
                return
            }
            let labels = Set(mirror.children.compactMap(\.label))
            #expect(tableKeys(view) == labels, "\(name): the table and the stored fields differ")
            #expect(tableKeys(view).count == tableNames(view).count, "\(name) lists a field twice")
            for label in labels { #expect(view.templateValue(named: label) != nil || Mirror(reflecting: mirror.children.first { $0.label == label }!.value).displayStyle == .optional) }
            checked.insert(name)
            for child in mirror.children { visit(child.value) }
        }
        for view in Self.sampleViews() { visit(view) }
        #expect(checked.count >= 30, "only \(checked.count) view types were reached")
    }

    @Test func everyTemplateNameIsAViewModelField() throws {
        var known = Set<String>()
        for view in Self.sampleViews() { Self.fieldNames(of: view, into: &known) }
        let folder = RepositoryPaths.root + "/Theme"
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var checked = 0
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".mustache") else { continue }
            let text = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
            for name in Self.names(in: text) where !known.contains(name) {
                Issue.record("Templates/\(path) uses `\(name)`, which no view model has")
            }
            checked += 1
        }
        #expect(checked >= 3)
    }

    @Test func nameScannerFindsEveryKindOfTag() {
        #expect(Self.names(in: "{{a}} {{{b}}} {{#c}}{{/c}} {{^d}} {{& e}} {{> p}} {{! x}} {{f.g}} {{.}}") == ["a", "b", "c", "d", "e", "f"])
    }
}
