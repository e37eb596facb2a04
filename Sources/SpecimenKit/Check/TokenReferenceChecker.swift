/// SP302 for every token name in spec blocks (`tokens`, `contrast`, `states`) and every
/// ```` ```tokens ```` group that does not exist, with the nearest name as a fix-it; SP304 when a
/// contrast pair or state names a token of the wrong type (a dimension as a colour).
package struct TokenReferenceChecker: Checker {
    package init() {}

    package var readsOnlyData: Bool { true }

    package func check(_ site: Site) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let tokens = site.tokens
        func reference(_ name: String?, at location: SourceLocation?, expecting type: TokenType?, role: String) {
            guard let name, let location else { return }
            guard let token = tokens[name] else {
                diagnostics.append(Diagnostic(.unknownToken, at: location, "`\(name)` is not a design token",
                                              hint: Suggestion.didYouMean(name, in: tokens.names) ?? (tokens.names.isEmpty ? "the site has no tokens/*.tokens.json file" : nil)))
                return
            }
            if let type, let actual = token.type, actual != type {
                diagnostics.append(Diagnostic(.tokenValueMismatch, at: location, "`\(name)` is a \(actual.rawValue) token, but \(role) needs a \(type.rawValue) token"))
            } else if type == .number, let opacity = tokens.number(name), !(0...1).contains(opacity) {
                diagnostics.append(Diagnostic(.tokenValueMismatch, at: location, "`\(name)` is \(TokenValue.number(opacity)), but an opacity must be from 0 to 1"))
            }
        }
        for (_, block) in site.specBlocks {
            for role in block.tokens { reference(role.token, at: role.location, expecting: nil, role: "a token role") }
            for pair in block.contrast {
                reference(pair.foreground, at: pair.valueLocations["foreground"], expecting: .color, role: "a contrast foreground")
                reference(pair.background, at: pair.valueLocations["background"], expecting: .color, role: "a contrast background")
                reference(pair.opacity, at: pair.valueLocations["opacity"], expecting: .number, role: "an opacity")
            }
            for state in block.states { reference(state.opacity, at: state.valueLocations["opacity"], expecting: .number, role: "a state's opacity") }
        }
        for index in site.pages.indices {  // by index: no page copied
            for grid in site.pages[index].tokenGrids where tokens.tokens(inGroup: grid.group).isEmpty {
                let groups = Set(tokens.names.flatMap { name in
                    let parts = name.split(separator: ".")
                    return (1..<max(parts.count, 1)).map { parts[..<$0].joined(separator: ".") }
                })
                diagnostics.append(Diagnostic(.unknownToken, at: grid.location, "`\(grid.group)` is not a token group",
                                              hint: Suggestion.didYouMean(grid.group, in: groups)))
            }
        }
        return diagnostics
    }
}
