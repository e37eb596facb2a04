import Foundation
import Testing
@testable import SpecimenKit
import SpecimenTestSupport

/// Interface strings are files of the theme (`Templates/i18n/<code>.yml`): a language is added
/// without Swift, and what a file lacks falls back to English with a warning naming the key.
@Suite struct InterfaceStringsTests {
    static func file(_ code: String, _ text: String) -> SourceFile {
        SourceFile(path: "T/i18n/\(code).yml", relativePath: "i18n/\(code).yml", text: text)
    }

    static func themeFiles() throws -> [SourceFile] {
        try ["en", "vi"].map { code in
            file(code, try String(contentsOfFile: RepositoryPaths.root + "/Theme/i18n/\(code).yml", encoding: .utf8))
        }
    }

    /// The catalog the parser makes of `files`, and its diagnostics.
    static func parse(_ files: [SourceFile]) -> (StringCatalog, [Diagnostic]) {
        let parsed = StringCatalogParser().parse(files)
        return (parsed.value, parsed.diagnostics)
    }

    @Test func theDefaultThemesFilesAreCompleteAndBuiltIn() throws {
        let (catalog, diagnostics) = Self.parse(try Self.themeFiles())
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(catalog.english.texts == StringCatalog.builtIn.english.texts, "run script/embed-starter")
        #expect(catalog.strings(for: "vi").texts == StringCatalog.builtIn.strings(for: "vi").texts, "run script/embed-starter")
        #expect(catalog.english.texts.count >= 100)
        #expect(catalog.english["home"] == "Home" && catalog.strings(for: "vi")["home"] == "Trang chủ")
        #expect(catalog.strings(for: "vi-VN")["home"] == "Trang chủ", "a regional code uses its language's strings")
    }

    /// A text's `%s` or `%d` is where its name or count goes, wherever the translation puts it;
    /// other percent signs and texts without a placeholder are kept as written.
    @Test func aPlaceholderIsFilledWhereTheTranslationPutsIt() {
        let strings = InterfaceStrings(code: "x", texts: ["first": "First in %s", "count": "%d changes", "both": "%s and %s",
                                                          "plain": "Home", "percent": "100% of %d", "end": "ends with %"])
        #expect(strings.text("first", filling: "2.4") == "First in 2.4")
        #expect(strings.text("count", filling: "12") == "12 changes")
        #expect(strings.text("both", filling: "ü") == "ü and ü")
        #expect(strings.text("plain", filling: "x") == "Home")
        #expect(strings.text("percent", filling: "3") == "100% of 3")
        #expect(strings.text("end", filling: "x") == "ends with %")
        #expect(strings.text("missing", filling: "x") == "")
    }

    /// Templates name strings as `{{strings.key}}`; a key English lacks would render as nothing.
    @Test func everyStringTemplatesUseIsAnEnglishKey() throws {
        let english = StringCatalog.builtIn.english
        let folder = RepositoryPaths.root + "/Theme"
        let pattern = try NSRegularExpression(pattern: #"strings\.([A-Za-z]+)"#)
        var used = Set<String>()
        for path in FileManager.default.enumerator(atPath: folder)?.compactMap({ $0 as? String }) ?? [] where path.hasSuffix(".mustache") {
            let text = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { used.insert(String(text[range])) }
            }
        }
        #expect(used.count > 50)
        for key in used.sorted() { #expect(english.texts[key] != nil, "templates use `strings.\(key)`, which en.yml does not have") }
    }

    @Test func aMissingKeyFallsBackToEnglishWithSP003NamingIt() throws {
        let (catalog, diagnostics) = Self.parse(try Self.themeFiles() + [Self.file("fr", "home: Accueil\nnext: Suivant\n")])
        let french = catalog.strings(for: "fr")
        #expect(french["home"] == "Accueil" && french["next"] == "Suivant")
        #expect(french["previous"] == "Previous", "a key the file lacks is English's")
        let previous = diagnostics.filter { $0.message.contains("`previous`") }
        #expect(previous.count == 1 && previous.first?.code == .unknownKey && previous.first?.severity == .warning)
        #expect(previous.first?.location.file == "T/i18n/fr.yml")
        #expect(diagnostics.count == StringCatalog.builtIn.english.texts.count - 2, "one warning per missing key")
    }

    @Test func aKeyEnglishDoesNotHaveIsSP003AtTheKey() throws {
        let (catalog, diagnostics) = Self.parse(try Self.themeFiles() + [Self.file("vi", "# comment\nhoem: Nhà\n")])
        let unknown = diagnostics.filter { $0.message.contains("`hoem`") }
        #expect(unknown.count == 1 && unknown.first?.code == .unknownKey)
        #expect(unknown.first?.location.line == 2 && unknown.first?.location.column == 1)
        #expect(unknown.first?.hint?.contains("home") == true)
        #expect(catalog.strings(for: "vi")["home"] == "Home", "the theme's vi.yml replaces the built-in one")
    }

    @Test func aThemesEnglishMissingAKeyKeepsTheBuiltInText() {
        let (catalog, diagnostics) = Self.parse([Self.file("en", "home: Start\n")])
        #expect(catalog.english["home"] == "Start" && catalog.english["next"] == "Next")
        #expect(diagnostics.contains { $0.message.contains("`next`") && $0.location.file == "T/i18n/en.yml" })
    }

    @Test func aLanguageWithoutStringsIsSP003AtSiteYML() {
        let site = SourceFile(path: "C/site.yml", relativePath: "site.yml", text: "title: S\nlanguages: { en: English, ja: 日本語 }\n")
        let diagnostics = SiteConfigParser().parse(site).diagnostics
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.code == .unknownKey && diagnostics.first?.location.file == "C/site.yml" && diagnostics.first?.location.line == 2)
        #expect(diagnostics.first?.message.contains("`ja`") == true)
        let withJapanese = StringCatalogParser().parse([Self.file("ja", "home: ホーム\n")]).value
        #expect(SiteConfigParser(strings: withJapanese).parse(site).diagnostics.isEmpty)
    }

    @Test func rightToLeftLanguagesAreKnownOrSaidSo() {
        let (catalog, diagnostics) = Self.parse([Self.file("syc", "direction: rtl\nhome: x\n"), Self.file("ar", "home: الرئيسية\n"),
                                                 Self.file("xx", "direction: sideways\n")])
        for code in ["ar", "he", "fa-IR", "ur", "syc"] { #expect(catalog.isRightToLeft(code), "\(code)") }
        for code in ["en", "vi", "fr", "xx"] { #expect(!catalog.isRightToLeft(code), "\(code)") }
        #expect(catalog.strings(for: "syc")["home"] == "x", "`direction` is not a string")
        #expect(!diagnostics.contains { $0.message.contains("`direction` in i18n/syc.yml") || $0.message.contains("`direction` is not") })
        #expect(diagnostics.contains { $0.message.contains("`direction` in i18n/xx.yml must be `ltr` or `rtl`") })
    }
}

/// A site in English, French and Arabic (`Tests/Fixtures/sites/languages`) with the theme's
/// `i18n/` holding `fr.yml` (some keys left out) and `ar.yml`.
@Suite struct MultilingualSiteTests {
    static let fixture = RepositoryPaths.fixtures + "/sites/languages"

    /// The repository's templates with the fixture's strings files added, in a new folder.
    static func templates(in root: String) throws -> String {
        let templates = root + "/Templates"
        try FileManager.default.copyItem(atPath: RepositoryPaths.root + "/Theme", toPath: templates)
        for code in ["fr", "ar"] {
            try FileManager.default.copyItem(atPath: fixture + "/i18n/\(code).yml", toPath: templates + "/i18n/\(code).yml")
        }
        return templates
    }

    @Test func buildsWithEnglishForWhatFrenchLacksAndArabicRightToLeft() throws {
        let root = temporaryFolder()
        defer { removeFolder(root) }
        let input = SiteInput(contentDirectory: Self.fixture + "/Content", templatesDirectory: try Self.templates(in: root))
        let result = try Pipeline().build(input, output: root + "/Public")
        #expect(result.filesWritten != nil)
        let diagnostics = result.check.diagnostics
        #expect(!diagnostics.hasErrors)
        #expect(diagnostics.map(\.code) == Array(repeating: .unknownKey, count: 6), "\(diagnostics)")
        #expect(Set(diagnostics.map(\.location.file)) == [root + "/Templates/i18n/fr.yml"])
        for key in ["aa", "aaa", "checksum", "sdk", "sample", "tokensJSON"] { #expect(diagnostics.contains { $0.message.contains("`\(key)`") }) }

        func page(_ path: String) throws -> String { try String(contentsOfFile: root + "/Public/" + path, encoding: .utf8) }
        let english = try page("foundations/spacing/index.html"), french = try page("fr/foundations/spacing/index.html")
        let arabic = try page("ar/foundations/spacing/index.html")
        #expect(english.contains("<html lang=\"en\">"))
        #expect(french.contains("<html lang=\"fr\">") && french.contains("Aller au contenu") && french.contains("Tableau 1"))
        #expect(arabic.contains("<html lang=\"ar\" dir=\"rtl\">"))
        #expect(arabic.contains("انتقل إلى المحتوى") && arabic.contains("جدول 1"))
        #expect(try page("ar/index.html").contains("<html lang=\"ar\" dir=\"rtl\">"))
    }
}
