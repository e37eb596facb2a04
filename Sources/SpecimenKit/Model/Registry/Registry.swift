/// `Content/registry.yml`: which components exist and what they are (Docs/content.md, The component registry).
package struct Registry: Sendable, Hashable {
    /// Every platform of the design system.
    package var platforms: [String]
    /// Display names by platform id (`rails: Primer ViewComponents`); a platform without one is shown by its id.
    package var platformNames: [String: String] = [:]
    /// Names by platform id and language code, for platforms named per language
    /// (`web: { en: Web, vi: Trang web }`); the first written is also in `platformNames`.
    package var translatedPlatformNames: [String: [String: String]] = [:]
    /// The system's status words, in lifecycle order.
    package var statuses: [String] = Registry.defaultStatuses
    /// Components in the order written.
    package var components: [Component] {
        didSet { positions = Self.positions(of: components) }
    }
    /// Where each id is in `components` (the first, when ids repeat): pages and rules look their
    /// component up thousands of times, which a scan made quadratic.
    private var positions: [String: Int]

    package init(platforms: [String] = [], components: [Component] = []) {
        self.platforms = platforms
        self.components = components
        self.positions = Self.positions(of: components)
    }

    private static func positions(of components: [Component]) -> [String: Int] {
        Dictionary(components.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The component with this id.
    package func component(_ id: String) -> Component? {
        positions[id].map { components[$0] }
    }

    /// The name people read for a platform id, in `language` (`vi`, `pt-BR`, falling back to
    /// `pt`) when the registry names it in that language.
    package func platformName(_ id: String, language: String? = nil) -> String {
        if let language, let names = translatedPlatformNames[id],
           let name = names[language] ?? language.split(separator: "-").first.flatMap({ names[String($0)] }) {
            return name
        }
        return platformNames[id] ?? id
    }

    /// The status words when the registry has no `statuses`.
    package static let defaultStatuses = ["draft", "beta", "stable", "deprecated"]

    /// The registry's top-level keys, from its definition (`Registry.schema`).
    package static let knownKeys = schema.keys
}
