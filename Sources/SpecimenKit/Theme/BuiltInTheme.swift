import Foundation

/// The default theme, compiled into the program (the repository's `Theme/` folder, embedded by
/// script/embed-starter into `BuiltInThemeFiles.swift`). A site's own `Templates/` replaces it
/// file by file: every template, partial, interface-strings file and static theme file the site
/// does not have comes from here, so a team that overrides the footer keeps every other fix of
/// the theme with each upgrade (Docs/theming.md).
package enum BuiltInTheme {
    /// How diagnostics and `theme list` name a file of the built-in theme, in place of a folder.
    package static let folderName = "(built-in theme)"

    /// The paths of its files, relative to the theme's folder, in path order.
    package static var paths: [String] { encodedFiles.map(\.path) }

    /// The bytes of the file at `path` (relative to the theme's folder); nil when it has none.
    package static func data(at path: String) -> Data? {
        encodedFiles.first(where: { $0.path == path }).flatMap { Data(base64Encoded: $0.base64) }
    }

    /// Every file, decoded, in path order.
    package static var files: [(path: String, data: Data)] { files { _ in true } }

    /// The files whose path `include` accepts, decoded, in path order: only those are decoded
    /// (a build asks for the ones its site does not replace, the strings parser for `i18n/`).
    package static func files(where include: (String) -> Bool) -> [(path: String, data: Data)] {
        encodedFiles.filter { include($0.path) }.map { ($0.path, Data(base64Encoded: $0.base64) ?? Data()) }
    }
}
