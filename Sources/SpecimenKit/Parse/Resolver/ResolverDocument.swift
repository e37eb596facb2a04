import SpecimenFormats

/// A DTCG Resolver Module 2025.10 document (`*.resolver.json`), as read: its sets and modifiers with
/// every reference to another set already expanded, and the order they are merged in. Token
/// files are named, not yet read (`ResolverMerger` reads them).
package struct ResolverDocument: Sendable {
    /// Where tokens come from: part of a token file, or a token tree written in the resolver.
    package enum Source: Sendable, Hashable {
        /// A file (path inside `Content/`) and the JSON pointer into it (`[]` for all of it).
        case file(path: String, pointer: [String], at: SourceLocation)
        /// A token tree written inline, in the resolver's own file.
        case inline(JSONNode, at: SourceLocation)
    }

    /// A named list of sources, merged in order.
    package struct TokenSet: Sendable, Hashable {
        package var name: String
        package var sources: [Source]
        package var location: SourceLocation
    }

    /// A modifier: sources per context.
    package struct Modifier: Sendable, Hashable {
        package var name: String
        package var contexts: [(name: String, sources: [Source])]
        package var defaultContext: String
        package var location: SourceLocation

        package static func == (left: Modifier, right: Modifier) -> Bool {
            left.name == right.name && left.location == right.location
        }

        package func hash(into hasher: inout Hasher) { hasher.combine(name) }

        /// The sources of `context`; the default's when `context` is nil.
        package func sources(_ context: String?) -> [Source] {
            let chosen = context ?? defaultContext
            return contexts.first { $0.name == chosen }?.sources ?? []
        }

        /// As the site's model sees it.
        package var model: TokenModifier {
            TokenModifier(name: name, contexts: contexts.map(\.name), defaultContext: defaultContext, location: location)
        }
    }

    /// One step of `resolutionOrder`.
    package enum Step: Sendable, Hashable {
        case set(TokenSet)
        case modifier(Modifier)
    }

    /// The resolver's path inside `Content/`.
    package var path: String
    package var name: String?
    /// Steps in merge order: later steps override earlier ones.
    package var order: [Step]

    /// The modifiers, in resolution order.
    package var modifiers: [Modifier] {
        order.compactMap { if case .modifier(let modifier) = $0 { modifier } else { nil } }
    }
}
