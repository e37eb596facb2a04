import SpecimenKit

/// Which built-in theme files the names given to `theme eject` mean: a file's path inside the
/// theme (`partials/footer.mustache`), the same without `.mustache`, or a folder (`partials`,
/// `theme/`) for every file below it; no name means every file.
struct ThemeFileSelection {
    /// The chosen paths, in the theme's order.
    var paths: [String]
    /// Names that match no file, each with a suggestion when one is close.
    var unknown: [(name: String, suggestion: String?)]

    init(names: [String], in available: [String] = BuiltInTheme.paths) {
        guard !names.isEmpty else {
            self.paths = available
            self.unknown = []
            return
        }
        var chosen = Set<String>()
        var unknown: [(String, String?)] = []
        for name in names {
            var trimmed = name
            while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
            for prefix in ["Templates/", "Theme/"] where trimmed.hasPrefix(prefix) { trimmed.removeFirst(prefix.count) }
            let folder = trimmed.hasSuffix("/") ? trimmed : trimmed + "/"
            let matches = available.filter { $0 == trimmed || $0 == trimmed + ".mustache" || $0.hasPrefix(folder) }
            if matches.isEmpty {
                let names = available.map { $0.hasSuffix(".mustache") ? String($0.dropLast(".mustache".count)) : $0 }
                unknown.append((name, Suggestion.didYouMean(trimmed, in: names)))
            } else {
                chosen.formUnion(matches)
            }
        }
        self.paths = available.filter(chosen.contains)
        self.unknown = unknown
    }
}
