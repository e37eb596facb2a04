import SpecimenTemplates

/// The words of the interface itself (not of the content) in one language, read from the theme's
/// `i18n/<code>.yml` (`StringCatalogParser`), so templates never hard-code English and a site adds
/// a language by adding a file, not Swift.
/// A class: every view model carries its page's strings, shared, never copied. Sets are told
/// apart by their `code` and texts.
package final class InterfaceStrings: Sendable, Hashable {
    /// The language of the file (`en`, `vi`, `ar`), as its file is named.
    package let code: String
    /// True when the language is written right to left: pages get `dir="rtl"`.
    package let isRightToLeft: Bool
    /// Every text by key (`home`, `onThisPage`): the file's own, English's for any it lacks.
    package let texts: [String: String]
    /// What `{{strings.x}}` reads: the texts as a field table, built once, in a box this set owns.
    private let box: TemplateViewBox

    package init(code: String, isRightToLeft: Bool = false, texts: [String: String]) {
        self.code = code
        self.isRightToLeft = isRightToLeft
        self.texts = texts
        box = TemplateViewBox(Fields(texts: texts))
    }

    /// The text of `key`; empty for a key no file has (the parser reports those).
    package subscript(key: String) -> String {
        texts[key] ?? ""
    }

    /// The text of `key` with its placeholder (`%s` for a name, `%d` for a count) replaced by
    /// `value`. Native string work: the rules page fills one for each of its 100,000 rows, and
    /// Foundation's `replacingOccurrences` bridged each string (a tenth of a second a version).
    package func text(_ key: String, filling value: String) -> String {
        let text = self[key], utf8 = text.utf8
        var result = "", start = utf8.startIndex, index = utf8.startIndex
        while let percent = utf8[index...].firstIndex(of: UInt8(ascii: "%")) {
            let kind = utf8.index(after: percent)
            guard kind < utf8.endIndex else { break }
            index = utf8.index(after: kind)
            guard utf8[kind] == UInt8(ascii: "s") || utf8[kind] == UInt8(ascii: "d") else { continue }
            result += Substring(utf8[start..<percent]) + value
            start = index
        }
        return start == utf8.startIndex ? text : result + Substring(utf8[start...])
    }

    /// The set as templates read it, held without reference counting: every core reads it at
    /// every `{{strings.x}}`, and retaining one shared box made the cores pass its count back
    /// and forth. The box lives as long as this set, which the view being rendered holds.
    package var templateValue: TemplateValue {
        .permanentView(Unmanaged.passUnretained(box))
    }

    package static func == (left: InterfaceStrings, right: InterfaceStrings) -> Bool {
        left === right || (left.code == right.code && left.isRightToLeft == right.isRightToLeft && left.texts == right.texts)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(code)
    }

    /// The texts as a template view: names known only once the files are read, so the table is
    /// made at run time, each field returning its text made once.
    struct Fields: TemplateView {
        static let templateFields: TemplateFields<Fields> = [:]
        let table: TemplateFields<Fields>

        init(texts: [String: String]) {
            table = TemplateFields(texts.sorted { $0.key < $1.key }.map { key, text in
                let value = TemplateValue.text(text)
                return (key, TemplateField<Fields> { _ in value })
            })
        }

        func templateValue(named key: TemplateKey) -> TemplateValue? {
            table.value(key, of: self)
        }
    }
}
