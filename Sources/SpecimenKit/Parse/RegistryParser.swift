import SpecimenFormats

/// Reads `registry.yml` into a `Registry`, with a diagnostic at the exact line and column of
/// every problem: SP001 for YAML and wrong values, SP002 for a component without a name, SP003
/// for unknown keys.
package struct RegistryParser: Sendable {
    package init() {}

    package func parse(_ file: SourceFile) -> Diagnosed<Registry> {
        let region = YAMLRegion(file: file.path, yaml: file.text, firstLine: 1)
        var log = DiagnosticLog()
        var registry = Registry()
        guard let node = log.take(region.compose(what: "registry.yml")),
              var fields = YAMLFields(node, region: region, what: "registry.yml", log: &log) else {
            return log.result(registry)
        }
        fields.reportUnknownKeys(known: Registry.knownKeys)
        if let platforms = fields.value("platforms"), let mapping = platforms.mapping {
            readPlatformNames(mapping, into: &registry, fields: &fields)
        } else {
            registry.platforms = fields.stringList("platforms") ?? []
        }
        if let statuses = fields.stringList("statuses") {
            if statuses.isEmpty, let at = fields.location(ofValue: "statuses") {
                fields.log.report(Diagnostic(.frontMatterSyntax, at: at, "`statuses` in registry.yml must list at least one status",
                                             hint: "e.g. `statuses: [\(Registry.defaultStatuses.joined(separator: ", "))]`"))
            } else {
                registry.statuses = statuses
            }
        }
        if let components = fields.value("components") {
            if let mapping = components.mapping {
                var parsed: [Component] = []  // assigned once: the registry indexes its components on every assignment
                for (key, value) in mapping.map({ ($0.key, $0.value) }) {
                    let id = key.scalar?.string ?? "\(key)"
                    if let component = parseComponent(id: id, keyNode: key, value: value, registry: registry, fields: &fields) {
                        parsed.append(component)
                    }
                }
                registry.components = parsed
                reportUnknownReplacements(in: registry, log: &fields.log)
            } else {
                log.report(Diagnostic(.frontMatterSyntax, at: region.location(of: components.mark),
                                      "`components` in registry.yml must be a mapping of component ids to components"))
            }
        }
        log.merge(fields.log)
        return log.result(registry)
    }


    /// `platforms: { react: React, web: { en: Web, vi: Trang web } }`: display names, one for
    /// every language or one per language code (the first written is shown where no language matches).
    private func readPlatformNames(_ mapping: [YAMLNode.Pair], into registry: inout Registry, fields: inout YAMLFields) {
        for pair in mapping {
            let value = pair.value
            guard let id = pair.key.scalar?.string else { continue }
            if let name = value.scalar?.string {
                registry.platforms.append(id)
                registry.platformNames[id] = registry.platformNames[id] ?? name
                continue
            }
            let names = (value.mapping ?? []).compactMap { entry in entry.key.string.flatMap { code in entry.value.string.map { (code, $0) } } }
            guard let first = names.first, names.count == value.mapping?.count else {
                fields.log.report(Diagnostic(.frontMatterSyntax, at: fields.region.location(of: value.mark),
                                             "platform `\(id)` in registry.yml must be named by a text or a mapping of language codes to texts",
                                             hint: "e.g. `\(id): { en: Web, vi: Trang web }`"))
                registry.platforms.append(id)
                continue
            }
            registry.platforms.append(id)
            registry.platformNames[id] = registry.platformNames[id] ?? first.1
            registry.translatedPlatformNames[id] = Dictionary(names, uniquingKeysWith: { first, _ in first })
        }
    }
    private func parseComponent(id: String, keyNode: YAMLNode, value: YAMLNode, registry: Registry, fields: inout YAMLFields) -> Component? {
        let location = fields.location(of: keyNode)
        guard var component = fields.fields(of: value, what: "component `\(id)`") else { return nil }
        component.reportUnknownKeys(known: Component.knownKeys)
        // Read into locals and made once: a component's fields live in a shared box, and each
        // change would make a new one.
        let name = component.string("name") ?? id
        if component.value("name") == nil {
            component.log.report(Diagnostic(.missingField, at: location, "component `\(id)` has no `name`", hint: "add `name: …`"))
        }
        let aliases = component.stringList("aliases") ?? []
        let owner = component.string("owner")
        let since = component.string("since")
        let lifecycle = parseStatus(of: id, registry: registry, fields: &component)
        let deprecation = parseDeprecation(of: id, fields: &component)
        let platforms = component.stringList("platforms") ?? registry.platforms
        for (platform, at) in zip(component.stringList("platforms") ?? [], component.itemLocations("platforms"))
        where !registry.platforms.isEmpty && !registry.platforms.contains(platform) {
            component.log.report(Diagnostic(.undeclaredName, at: at, "platform `\(platform)` is not one of the registry's `platforms`",
                                            hint: Suggestion.didYouMean(platform, in: registry.platforms)))
        }
        let sdk = component.bool("sdk") ?? true
        let anatomy = component.stringList("anatomy") ?? []
        var propertySpecs: [PropertySpec] = []
        if let properties = component.value("properties") {
            if let mapping = properties.mapping {
                for (key, value) in mapping.map({ ($0.key, $0.value) }) {
                    if let property = parseProperty(name: key.scalar?.string ?? "\(key)", keyNode: key, value: value, component: id, fields: &component) {
                        propertySpecs.append(property)
                    }
                }
            } else {
                component.log.report(Diagnostic(.frontMatterSyntax, at: component.location(of: properties),
                                                "`properties` of `\(id)` must be a mapping of property names to their type and bounds"))
            }
        }
        let result = Component(id: id, name: name, aliases: aliases, owner: owner, since: since, lifecycle: lifecycle,
                               deprecation: deprecation, platforms: platforms,
                               sdk: sdk, anatomy: anatomy, properties: propertySpecs, location: location)
        fields.log.merge(component.log)
        return result
    }

    private func parseProperty(name: String, keyNode: YAMLNode, value: YAMLNode, component: String, fields: inout YAMLFields) -> PropertySpec? {
        guard var property = fields.fields(of: value, what: "property `\(name)` of `\(component)`") else { return nil }
        property.reportUnknownKeys(known: PropertySpec.knownKeys)
        let location = fields.location(of: keyNode)
        var type = PropertySpec.ValueType.string
        if let written = property.string("type") {
            if let known = PropertySpec.ValueType(rawValue: written) {
                type = known
            } else if let at = property.location(ofValue: "type") {
                property.log.report(Diagnostic(.frontMatterSyntax, at: at, "`\(written)` is not a property type",
                                               hint: Suggestion.didYouMean(written, in: PropertySpec.ValueType.allCases.map(\.rawValue))
                                                   ?? "use integer, number, dimension, string or boolean"))
            }
        } else {
            property.log.report(Diagnostic(.missingField, at: location, "property `\(name)` of `\(component)` has no `type`",
                                           hint: "add `type: integer` (or number, dimension, string, boolean)"))
        }
        let bounds = property.bounds()
        fields.log.merge(property.log)
        return PropertySpec(name: name, type: type, bounds: bounds, location: location)
    }
}

extension YAMLFields {
    /// `min`, `max` and `equals` with their positions.
    mutating func bounds() -> Bounds {
        var bounds = Bounds()
        for key in ["min", "max", "equals"] {
            guard let text = string(key), let at = location(ofValue: key) else { continue }
            let value = BoundValue(parsing: text)
            bounds.locations[key] = at
            switch key {
            case "min": bounds.min = value
            case "max": bounds.max = value
            default: bounds.equals = value
            }
        }
        return bounds
    }
}
