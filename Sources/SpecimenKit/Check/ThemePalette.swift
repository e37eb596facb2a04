/// The built-in theme's surfaces that links and the accent colour sit on, in each colour scheme
/// (`Theme/theme/specimen.css`, section 1; `ThemePaletteTests` holds the two equal), so that a
/// site's `theme: accent:` can be checked before it reaches a reader.
package enum ThemePalette {
    /// A colour of the theme, with its custom property's name for messages.
    package struct Surface: Sendable {
        package var property: String
        package var color: Color
    }

    /// What the accent is drawn on in a scheme: page, surfaces and the current item's background
    /// (links are text: 4.5:1), and the text drawn on the accent (the skip link).
    package static func surfaces(dark: Bool) -> [Surface] {
        let values = dark
            ? [("--bg", "#111418"), ("--surface", "#171b21"), ("--current-bg", "#1c2638"), ("--on-accent", "#0d1117")]
            : [("--bg", "#ffffff"), ("--surface", "#f5f7fa"), ("--current-bg", "#e7eefc"), ("--on-accent", "#ffffff")]
        return values.compactMap { name, hex in Color(css: hex).map { Surface(property: name, color: $0) } }
    }
}
