import SpecimenFormats

/// A token after alias resolution: its effective type, its typed value (nil when it could not be
/// resolved or does not fit its type, which is reported), and the aliases followed to reach it.
package struct ResolvedToken: Sendable, Hashable {
    package var token: Token
    /// The token's type, or its alias target's when it declares none.
    package var type: TokenType?
    package var value: TokenValue?
    /// The names the alias went through, nearest first (`[color.text.muted, color.grey.60]`).
    package var aliasChain: [String]
    /// The value with every alias replaced, as JSON, for `tokens.resolved.json`.
    package var resolvedJSON: JSONNode?
}
