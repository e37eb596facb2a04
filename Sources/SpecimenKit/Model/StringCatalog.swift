/// The interface strings of every language the theme has words for, by language code, read from
/// its `i18n/` folder over the built-in files: renderers ask it for a page's language, and get
/// English for a language it does not have.
package struct StringCatalog: Sendable, Equatable {
    /// English: the fallback for a language without a file and for a key a file lacks.
    package let english: InterfaceStrings
    /// Every language with a file (English included), by code in lower case.
    package let languages: [String: InterfaceStrings]

    /// Languages written right to left, by their primary code: their pages get `dir="rtl"` even
    /// without a file saying so.
    package static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur"]

    package init(english: InterfaceStrings, languages: [String: InterfaceStrings]) {
        self.english = english
        var byCode = Dictionary(languages.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        byCode["en"] = byCode["en"] ?? english
        self.languages = byCode
    }

    /// The default theme's strings (`Templates/i18n/`, compiled in), for a theme without an
    /// `i18n/` folder and for sites made by hand.
    package static let builtIn: StringCatalog = StringCatalogParser().parse([]).value

    /// The strings of a language (`pt-BR` uses `pt`'s when it has none of its own), else English.
    package func strings(for code: String) -> InterfaceStrings {
        own(code) ?? english
    }

    /// True when the theme has strings for the language (its own or its primary language's).
    package func hasStrings(for code: String) -> Bool {
        own(code) != nil
    }

    /// True when the language is written right to left: its file says `direction: rtl`, or,
    /// without a file saying, its code is one of `rightToLeftLanguages`.
    package func isRightToLeft(_ code: String) -> Bool {
        own(code)?.isRightToLeft ?? Self.rightToLeftLanguages.contains(Self.primary(code))
    }

    /// The language's own strings, or its primary language's.
    private func own(_ code: String) -> InterfaceStrings? {
        let lower = code.lowercased()
        return languages[lower] ?? languages[Self.primary(lower)]
    }

    /// `pt` of `pt-BR` (or `pt_BR`), in lower case.
    static func primary(_ code: String) -> String {
        String(code.lowercased().prefix { $0 != "-" && $0 != "_" })
    }
}
