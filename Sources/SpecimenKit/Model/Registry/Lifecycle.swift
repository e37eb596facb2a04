/// Where a component is in its lifecycle: one status for every platform (`status: beta`) or one
/// per platform (`status: { react: alpha, rails: beta }`), in the registry's own vocabulary
/// (`statuses`), and whether it is deprecated and what replaces it.
package struct ComponentStatus: Sendable, Hashable {
    /// One platform's status, as written.
    package struct Entry: Sendable, Hashable {
        package var platform: String
        package var status: String
        package var location: SourceLocation?

        package init(platform: String, status: String, location: SourceLocation? = nil) {
            self.platform = platform
            self.status = status
            self.location = location
        }
    }

    /// The status of every platform, when one word is written.
    package var single: String?
    /// Statuses by platform, in the order written, when a mapping is written.
    package var perPlatform: [Entry]

    package init(single: String? = nil, perPlatform: [Entry] = []) {
        self.single = single
        self.perPlatform = perPlatform
    }

    /// The status on `platform`: the single word, or that platform's entry.
    package func on(_ platform: String) -> String? {
        single ?? perPlatform.first { $0.platform == platform }?.status
    }

    /// Every word used, in the order written, without repeats.
    package var words: [String] {
        var seen = Set<String>()
        return ((single.map { [$0] } ?? []) + perPlatform.map(\.status)).filter { seen.insert($0).inserted }
    }
}

/// `deprecated: { since: "3.0", use: inline-message }`: since when, and what to use instead.
package struct Deprecation: Sendable, Hashable {
    /// What replaces a deprecated component.
    package enum Replacement: Sendable, Hashable {
        /// A component of the registry, by id.
        case component(String)
        /// Something outside the design system (`{ text: App Bridge toast, link: https://… }`).
        case external(text: String, link: String?)
    }

    package var since: String?
    package var replacement: Replacement?
    /// Where `use` is written.
    package var replacementLocation: SourceLocation?

    package init(since: String? = nil, replacement: Replacement? = nil, replacementLocation: SourceLocation? = nil) {
        self.since = since
        self.replacement = replacement
        self.replacementLocation = replacementLocation
    }

    /// The keys of `deprecated`, and of `use` when it is a mapping, from their definitions
    /// (`Deprecation.schema`, `Deprecation.externalSchema`).
    package static let knownKeys = schema.keys
    package static let externalKeys = externalSchema.keys
}
