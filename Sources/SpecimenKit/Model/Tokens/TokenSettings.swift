/// `site.yml` `tokens:`: how tokens are named and exported for the team's own code
/// (Docs/content.md, site.yml).
package struct TokenSettings: Sendable, Hashable {
    /// How a token's dot path becomes a CSS custom property name.
    package enum CSSNames: String, Sendable, Hashable, CaseIterable {
        /// Style Dictionary's `name/kebab`: `font.lineHeight.tight` → `--font-line-height-tight`.
        case kebab
        /// The path's words as written, dots as dashes: `--font-lineHeight-tight`.
        case keep
    }

    package var cssNames: CSSNames = .kebab
    /// Put before every name: `acme` gives `--acme-color-grey-50`.
    package var cssPrefix: String = ""
    /// Style Dictionary's `outputReferences`: a token whose `$value` is an alias is written
    /// `var(--its-target)` in `tokens.css` instead of the resolved value.
    package var references: Bool = false
    /// The contexts the reader's `prefers-color-scheme` selects (`dark` → `theme: dark`).
    package var colorScheme: [String: [String: String]] = [:]
    /// Where each `colorScheme` choice is written, by `scheme.modifier`.
    package var colorSchemeLocations: [String: SourceLocation] = [:]

    /// The keys of `tokens:` in site.yml, from their definition (`TokenSettings.schema`).
    package static let knownKeys = schema.keys

    package init(cssNames: CSSNames = .kebab, cssPrefix: String = "", references: Bool = false) {
        self.cssNames = cssNames
        self.cssPrefix = cssPrefix
        self.references = references
    }
}
