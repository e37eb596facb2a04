/// Every design token of the site, resolved: the value checks and rendering read.
package struct DesignTokens: Sendable {
    /// Tokens by name.
    package var byName: [String: ResolvedToken]
    /// Names in file order, then the order written.
    package var names: [String]

    package init(byName: [String: ResolvedToken] = [:], names: [String] = []) {
        self.byName = byName
        self.names = names
    }

    package subscript(name: String) -> ResolvedToken? { byName[name] }

    /// Tokens whose name is `group` or starts with `group.`, in order.
    package func tokens(inGroup group: String) -> [ResolvedToken] {
        names.filter { $0 == group || $0.hasPrefix(group + ".") }.compactMap { byName[$0] }
    }

    /// The colour of a token, if it resolves to one.
    package func color(_ name: String) -> Color? {
        if case .color(let color)? = byName[name]?.value { return color }
        return nil
    }

    /// A number token's value (opacity), if it resolves to one.
    package func number(_ name: String) -> Double? {
        if case .number(let number)? = byName[name]?.value { return number }
        return nil
    }
}
