/// Reads the theme's interface strings (`Templates/i18n/<code>.yml`, flat `key: text`) over the
/// built-in ones into a `StringCatalog`, so that a language is a file, not Swift. What a file
/// lacks (English is used for it) and keys English does not have are SP003 warnings at the file.
package struct StringCatalogParser: Sendable {
    /// The key that says which way a language is written (`direction: rtl`); not a string.
    package static let directionKey = "direction"

    package init() {}

    /// `files` are the theme's `i18n/*.yml` (each `relativePath` is `i18n/<code>.yml`); a
    /// language the theme has no file for keeps its built-in file, when there is one.
    package func parse(_ files: [SourceFile]) -> Diagnosed<StringCatalog> {
        var log = DiagnosticLog()
        var builtIn: [String: Parsed] = [:]
        for (path, data) in BuiltInTheme.files(where: { $0.hasPrefix("i18n/") && $0.hasSuffix(".yml") }) {
            var ignored = DiagnosticLog()  // the built-in files are checked by a test, not at every build
            let file = SourceFile(path: joinPath(BuiltInTheme.folderName, path), relativePath: path, data: data)
            builtIn[Self.code(of: file)] = read(file, code: Self.code(of: file), log: &ignored)
        }
        var theme: [String: Parsed] = [:]
        for file in files {
            if let problem = file.problemDiagnostic { log.report(problem) }
            let code = Self.code(of: file)
            theme[code] = read(file, code: code, log: &log)
        }

        // English: the built-in texts under the theme's, so that every key Specimen needs has one.
        let builtInEnglish = builtIn["en"]?.texts ?? [:]
        var englishTexts = builtInEnglish
        if let english = theme["en"] {
            englishTexts.merge(english.texts) { _, own in own }
            for key in builtInEnglish.keys.sorted() where english.texts[key] == nil {
                log.report(Diagnostic(.unknownKey, at: english.start, "\(english.file.relativePath) has no `\(key)`; Specimen's built-in English is used", hint: "add `\(key): …` to it"))
            }
        }
        let english = InterfaceStrings(code: "en", isRightToLeft: theme["en"]?.isRightToLeft ?? false, texts: englishTexts)

        var languages: [String: InterfaceStrings] = ["en": english]
        for (code, parsed) in builtIn.merging(theme, uniquingKeysWith: { _, own in own }) where code != "en" {
            let isTheme = theme[code] != nil
            var texts = englishTexts
            for (key, text) in parsed.texts {
                if englishTexts[key] != nil {
                    texts[key] = text
                } else if isTheme, let at = parsed.keyLocations[key] {
                    log.report(Diagnostic(.unknownKey, at: at, "`\(key)` in \(parsed.file.relativePath) is not a key of the English strings", hint: Suggestion.didYouMean(key, in: Array(englishTexts.keys.sorted()))))
                }
            }
            if isTheme {
                for key in englishTexts.keys.sorted() where parsed.texts[key] == nil {
                    log.report(Diagnostic(.unknownKey, at: parsed.start, "\(parsed.file.relativePath) has no `\(key)`; its pages show the English text", hint: "add `\(key): …` in the file's language"))
                }
            }
            languages[code] = InterfaceStrings(code: code, isRightToLeft: parsed.isRightToLeft, texts: texts)
        }
        return log.result(StringCatalog(english: english, languages: languages))
    }

    /// `fr` of `i18n/fr.yml`.
    static func code(of file: SourceFile) -> String {
        let name = file.relativePath.split(separator: "/").last.map(String.init) ?? file.relativePath
        return String(name.hasSuffix(".yml") ? name.dropLast(".yml".count) : name[...])
    }

    /// One file read: its texts, where each key is, and its direction.
    private struct Parsed {
        var file: SourceFile
        var texts: [String: String] = [:]
        var keyLocations: [String: SourceLocation] = [:]
        var isRightToLeft: Bool
        var start: SourceLocation { SourceLocation(file: file.path, line: 1, column: 1) }
    }

    /// One file of strings; its problems go into the catalog's `log`, as part of the catalog's.
    private func read(_ file: SourceFile, code: String, log: inout DiagnosticLog) -> Parsed {
        var parsed = Parsed(file: file, isRightToLeft: StringCatalog.rightToLeftLanguages.contains(StringCatalog.primary(code)))
        let region = YAMLRegion(file: file.path, yaml: file.text, firstLine: 1)
        guard let node = log.take(region.compose(what: file.relativePath)),
              var fields = YAMLFields(node, region: region, what: file.relativePath, log: &log) else { return parsed }
        for pair in fields.pairs {
            guard let text = fields.string(pair.key) else { continue }
            if pair.key == Self.directionKey {
                switch text.lowercased() {
                case "rtl": parsed.isRightToLeft = true
                case "ltr": parsed.isRightToLeft = false
                default:
                    log.report(Diagnostic(.frontMatterSyntax, at: region.location(of: pair.value.mark),
                                          "`direction` in \(file.relativePath) must be `ltr` or `rtl`, not `\(text)`"))
                }
                continue
            }
            parsed.texts[pair.key] = text
            parsed.keyLocations[pair.key] = region.location(of: pair.keyNode.mark)
        }
        log.merge(fields.log)
        return parsed
    }
}
