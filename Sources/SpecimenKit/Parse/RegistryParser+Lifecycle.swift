import SpecimenFormats

/// The lifecycle parts of a registry component: `status` (one word or one per platform) and
/// `deprecated` (since when, and what to use instead).
extension RegistryParser {
    /// `status: beta` or `status: { react: alpha, rails: beta }`: SP001 for a word outside the
    /// registry's `statuses`, SP205 for a platform the registry does not declare.
    func parseStatus(of id: String, registry: Registry, fields: inout YAMLFields) -> ComponentStatus {
        guard let node = fields.value("status") else { return ComponentStatus() }
        if node.mapping == nil {
            guard let word = fields.string("status") else { return ComponentStatus() }
            if let at = fields.location(ofValue: "status") { checkWord(word, at: at, registry: registry, log: &fields.log) }
            return ComponentStatus(single: word)
        }
        var entries: [ComponentStatus.Entry] = []
        for pair in node.mapping ?? [] {
            let keyAt = fields.location(of: pair.key)
            guard let platform = pair.key.scalar?.string, let word = pair.value.scalar?.string else {
                fields.log.report(Diagnostic(.frontMatterSyntax, at: keyAt,
                                             "`status` of `\(id)` must be one status, or a mapping of platforms to statuses"))
                continue
            }
            if !registry.platforms.isEmpty, !registry.platforms.contains(platform) {
                fields.log.report(Diagnostic(.undeclaredName, at: keyAt, "platform `\(platform)` is not one of the registry's `platforms`",
                                             hint: Suggestion.didYouMean(platform, in: registry.platforms)
                                                 ?? "declare it under `platforms` in registry.yml"))
            }
            let at = fields.location(of: pair.value)
            checkWord(word, at: at, registry: registry, log: &fields.log)
            entries.append(ComponentStatus.Entry(platform: platform, status: word, location: at))
        }
        return ComponentStatus(perPlatform: entries)
    }

    private func checkWord(_ word: String, at location: SourceLocation, registry: Registry, log: inout DiagnosticLog) {
        guard !registry.statuses.contains(word) else { return }
        let allowed = registry.statuses.joined(separator: ", ")
        log.report(Diagnostic(.frontMatterSyntax, at: location, "`\(word)` is not a component status (allowed: \(allowed))",
                              hint: Suggestion.didYouMean(word, in: registry.statuses) ?? "use one of \(allowed), or add it to `statuses`"))
    }

    /// `deprecated: { since: "3.0", use: inline-message }`; `use` may be `{ text: …, link: https://… }`.
    func parseDeprecation(of id: String, fields: inout YAMLFields) -> Deprecation? {
        guard var deprecated = fields.nested("deprecated", what: "`deprecated` of `\(id)`") else { return nil }
        deprecated.reportUnknownKeys(known: Deprecation.knownKeys)
        var deprecation = Deprecation(since: deprecated.string("since"))
        if let use = deprecated.value("use") {
            deprecation.replacementLocation = deprecated.location(of: use)
            if use.mapping != nil {
                if var external = deprecated.nested("use", what: "`use` of `\(id)`") {
                    external.reportUnknownKeys(known: Deprecation.externalKeys)
                    let text = external.string("text")
                    let link = external.string("link")
                    if text == nil {
                        external.log.report(Diagnostic(.missingField, at: deprecated.location(of: use), "`use` of `\(id)` has no `text`",
                                                       hint: "add `text: …`, the name of what replaces `\(id)`"))
                    }
                    if let link, !link.hasPrefix("https://"), let at = external.location(ofValue: "link") {
                        external.log.report(Diagnostic(.frontMatterSyntax, at: at, "`link` of `\(id)`'s replacement must be an https:// address",
                                                       hint: "write the full address, starting with https://"))
                    }
                    if let text {
                        deprecation.replacement = .external(text: text, link: link.flatMap { $0.hasPrefix("https://") ? $0 : nil })
                    }
                    deprecated.log.merge(external.log)
                }
            } else if let name = deprecated.string("use") {
                deprecation.replacement = .component(name)
            }
        }
        fields.log.merge(deprecated.log)
        return deprecation
    }

    /// SP202 for a `deprecated.use` that names no component of the registry.
    func reportUnknownReplacements(in registry: Registry, log: inout DiagnosticLog) {
        for component in registry.components {
            guard case .component(let name)? = component.deprecation?.replacement, registry.component(name) == nil,
                  let at = component.deprecation?.replacementLocation else { continue }
            log.report(Diagnostic(.unknownComponent, at: at, "`\(component.id)` is replaced by `\(name)`, which is not in the registry",
                                  hint: Suggestion.didYouMean(name, in: registry.components.map(\.id))
                                      ?? "name a component of registry.yml, or write `use: { text: …, link: https://… }`"))
        }
    }
}

extension YAMLFields {
    /// A status as pages and spec blocks state it: one word (`status: beta`), or one per platform
    /// (`status: { react: alpha }`), each with the position of its value.
    mutating func lifecycle(_ key: String) -> ComponentStatus? {
        guard let node = value(key) else { return nil }
        guard let mapping = node.mapping else { return string(key).map { ComponentStatus(single: $0, perPlatform: []) } }
        var entries: [ComponentStatus.Entry] = []
        for pair in mapping {
            guard let platform = pair.key.scalar?.string, let word = pair.value.scalar?.string else {
                log.report(Diagnostic(region.syntaxCode, at: location(of: pair.key),
                                      "`\(key)` in \(what) must be one status, or a mapping of platforms to statuses"))
                continue
            }
            entries.append(ComponentStatus.Entry(platform: platform, status: word, location: location(of: pair.value)))
        }
        return ComponentStatus(perPlatform: entries)
    }
}
