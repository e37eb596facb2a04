/// The differences between two versions' design tokens, matched by dot path: tokens added and
/// removed (a removal breaks whatever used it), and values changed in the default context and in
/// each token context both versions declare (`theme: dark`), as CSS text so that a change log can
/// show both swatches. A context's value is compared only where the token is themed there (its
/// value differs from the default's in either version): otherwise a change of the default would
/// be listed again for every theme.
package enum TokenComparison {
    /// Every token change, by path (byte order), the default context before the others.
    package static func changes(from old: Site, to new: Site) -> [VersionChange] {
        let oldNames = Set(old.tokens.names), newNames = Set(new.tokens.names)
        let contexts = new.tokenContexts.otherContexts.filter { old.tokenContexts.otherContexts.contains($0) }
        var changes: [VersionChange] = []
        for path in oldNames.union(newNames).sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let before = old.tokens[path], after = new.tokens[path]
            switch (before, after) {
            case (nil, nil):
                continue
            case (let before?, nil):
                changes.append(VersionChange(kind: .tokenRemoved, subject: .token(path), old: before.value?.css, isBreaking: true))
            case (nil, let after?):
                changes.append(VersionChange(kind: .tokenAdded, subject: .token(path), new: after.value?.css))
            case (let before?, let after?):
                if before.value?.css != after.value?.css {
                    changes.append(VersionChange(kind: .tokenValueChanged, subject: .token(path), old: before.value?.css, new: after.value?.css))
                }
                for context in contexts {
                    let themedBefore = old.tokenContexts.token(path, in: context)?.value?.css ?? before.value?.css
                    let themedAfter = new.tokenContexts.token(path, in: context)?.value?.css ?? after.value?.css
                    let isThemed = themedBefore != before.value?.css || themedAfter != after.value?.css
                    if isThemed, themedBefore != themedAfter {
                        changes.append(VersionChange(kind: .tokenValueChanged, subject: .token(path), context: context, old: themedBefore, new: themedAfter))
                    }
                }
            }
        }
        return changes
    }
}
