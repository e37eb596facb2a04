/// The CSS custom property of a token (`color.grey.60` → `--color-grey-60`): the one place names
/// are made, so `tokens.css`, the swatch rules and the names shown on the tokens pages agree.
package struct CSSVariableNaming: Sendable, Hashable {
    package let settings: TokenSettings

    package init(_ settings: TokenSettings = TokenSettings()) {
        self.settings = settings
    }

    /// `--` and the token's name as `settings` asks.
    package func name(_ token: String) -> String {
        // Placeholder kept from the first exporter: characters outside [A-Za-z0-9_-] become `-`.
        let words = (settings.cssPrefix.isEmpty ? [] : [settings.cssPrefix]) + token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return "--" + words.joined(separator: "-").map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? String($0) : "-" }.joined()
    }
}
