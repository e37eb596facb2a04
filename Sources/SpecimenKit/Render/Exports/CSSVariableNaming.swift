/// The CSS custom property of a token (`color.grey.60` → `--color-grey-60`): the one place names
/// are made, so `tokens.css`, the swatch rules and the names shown on the tokens pages agree.
///
/// `kebab` is Style Dictionary v4's `name/kebab` (change-case 5's `kebabCase` over the prefix
/// and the path joined by spaces), so a site's `tokens.css` declares the names a team's own
/// Style Dictionary build already gives its code: `font.lineHeight.tight` →
/// `--font-line-height-tight`, `space.4XL` → `--space-4-xl`, `red.500-Opacity12` →
/// `--red-500-opacity12`.
package struct CSSVariableNaming: Sendable, Hashable {
    package let settings: TokenSettings

    package init(_ settings: TokenSettings = TokenSettings()) {
        self.settings = settings
    }

    /// `--` and the token's name as `settings` asks.
    package func name(_ token: String) -> String {
        let path = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let words = (settings.cssPrefix.isEmpty ? [] : [settings.cssPrefix]) + path
        switch settings.cssNames {
        case .kebab:
            let kebab = Self.kebabCase(words.joined(separator: " "))
            // A name of symbols only (`★`) has no words; `--` alone is not a custom property.
            return "--" + (kebab.isEmpty ? Self.kept(words) : kebab)
        case .keep:
            return "--" + Self.kept(words)
        }
    }

    /// The words as written, joined by `-`, every character a CSS identifier cannot hold
    /// unescaped (outside letters, digits, `-`, `_` and non-ASCII) turned into `-`.
    static func kept(_ words: [String]) -> String {
        String(String.UnicodeScalarView(words.joined(separator: "-").unicodeScalars.map { scalar in
            switch scalar.value {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x5F, 0x80...: scalar
            default: "-"
            }
        }))
    }

    /// change-case 5's `kebabCase`: split before an upper-case letter that follows a lower-case
    /// letter or a digit (`lineHeight`, `4XL`) and before the last capital of a run followed by a
    /// lower-case letter (`XMLHttp` → `XML Http`); every run of characters that are neither
    /// letters nor ASCII digits separates words; the words are lower-cased and joined by `-`.
    /// A letter next to a digit is not a boundary (`opacity12`, `h1`).
    static func kebabCase(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        scalars = splitting(scalars, width: 2) { (isLower($0[$1]) || isDigit($0[$1])) && isUpper($0[$1 + 1]) }
        scalars = splitting(scalars, width: 3) { isUpper($0[$1]) && isUpper($0[$1 + 1]) && isLower($0[$1 + 2]) }
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in scalars {
            if isLetter(scalar) || isDigit(scalar) {
                word.append(scalar)
            } else if !word.isEmpty {
                words.append(String(word))
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        return words.map { $0.lowercased() }.joined(separator: "-")
    }

    /// A JavaScript global `replace(/(a)(b…)/g, "$1\0$2")`: matches of `width` scalars, found
    /// left to right without overlapping, get a separator after their first scalar. `matches`
    /// is asked about the `width` scalars from an index.
    private static func splitting(_ scalars: [Unicode.Scalar], width: Int, matches: ([Unicode.Scalar], Int) -> Bool) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(scalars.count + 4)
        var index = 0
        while index < scalars.count {
            if index + width <= scalars.count, matches(scalars, index) {
                result.append(scalars[index])
                result.append("\0")
                result.append(contentsOf: scalars[index + 1..<index + width])
                index += width
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return result
    }

    private static func isLower(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.generalCategory == .lowercaseLetter }
    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.generalCategory == .uppercaseLetter }
    /// JavaScript's `\d`: ASCII digits only.
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { (0x30...0x39).contains(scalar.value) }

    /// `\p{L}`: any letter category.
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: false
        }
    }
}
