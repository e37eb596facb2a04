/// Which components of an older registry live on under another id in a newer one: a team that
/// renames `nav-bar` to `navigation-bar` keeps the old id (or the old name) in the new
/// component's `aliases`, so search still finds it; the change log reads the same alias to say
/// "renamed" instead of "removed" and "added", and to keep the component's rules' history.
package struct ComponentRenames: Sendable, Hashable {
    /// The newer id of each renamed older id.
    package let newID: [String: String]

    package init(from older: Registry, to newer: Registry) {
        var mapping: [String: String] = [:]
        var taken = Set<String>()
        // Only an id that disappears can be renamed, and only to an id that appears; both in
        // registry order, so that two candidates resolve the same way in every run.
        let gone = older.components.filter { newer.component($0.id) == nil }
        let appeared = newer.components.filter { older.component($0.id) == nil }
        for component in gone {
            let names = Set([component.id, component.name].map { $0.lowercased() })
            if let heir = appeared.first(where: { !taken.contains($0.id) && $0.aliases.contains { names.contains($0.lowercased()) } }) {
                mapping[component.id] = heir.id
                taken.insert(heir.id)
            }
        }
        newID = mapping
    }

    /// The id in the newer version of the component `id` of the older one (itself when not renamed).
    package func current(_ id: String) -> String {
        newID[id] ?? id
    }

    /// The older ids that were renamed, as a set of the newer ids they became.
    package var renamedTo: Set<String> { Set(newID.values) }
}
