import SpecimenFormats

/// The parsed registry as the build cache keeps it (`PageStore`, beside the pages): at 10,000
/// components `registry.yml` is megabytes of YAML, and parsing it again took about a fifth of
/// the CPU of a one-page edit build. Written field by field with `PageRecord`'s writer and read
/// with its reader, in the same order; `PageStore.format` changes with any change here.
enum RegistryRecord {
    /// The bytes of `parsed`, with its diagnostics.
    static func write(_ parsed: Diagnosed<Registry>, file: String, to output: inout ByteWriter) {
        var writer = PageRecord.Writer(file: file, output: output)
        output = ByteWriter(capacity: 0)
        writer.registry(parsed.value)
        writer.array(parsed.diagnostics) { $0.diagnostic($1) }
        output = writer.output
    }

    /// The registry `bytes` hold, parsed from `file`.
    static func read(_ bytes: UnsafeRawBufferPointer, file: String) throws -> Diagnosed<Registry> {
        var reader = PageRecord.Reader(input: ByteReader(bytes), file: file)
        let registry = try reader.registry()
        let diagnostics = try reader.array { try $0.diagnostic() }
        guard reader.input.isAtEnd else { throw ByteReader.Malformed() }
        return Diagnosed(registry, diagnostics: diagnostics)
    }
}

extension PageRecord.Writer {
    mutating func registry(_ registry: Registry) {
        strings(registry.platforms)
        array(registry.platformNames.sorted { $0.key < $1.key }) { writer, entry in
            writer.output.appendString(entry.key)
            writer.output.appendString(entry.value)
        }
        array(registry.translatedPlatformNames.sorted { $0.key < $1.key }) { writer, entry in
            writer.output.appendString(entry.key)
            writer.array(entry.value.sorted { $0.key < $1.key }) { writer, name in
                writer.output.appendString(name.key)
                writer.output.appendString(name.value)
            }
        }
        strings(registry.statuses)
        array(registry.components) { $0.component($1) }
    }

    mutating func component(_ component: Component) {
        output.appendString(component.id)
        output.appendString(component.name)
        strings(component.aliases)
        output.appendOptional(component.owner)
        output.appendOptional(component.since)
        output.appendOptional(component.lifecycle.single)
        array(component.lifecycle.perPlatform) { $0.statusEntry($1) }
        optional(component.deprecation) { writer, deprecation in
            writer.output.appendOptional(deprecation.since)
            writer.optional(deprecation.replacement) { writer, replacement in
                switch replacement {
                case .component(let id):
                    writer.output.appendInteger(0)
                    writer.output.appendString(id)
                case .external(let text, let link):
                    writer.output.appendInteger(1)
                    writer.output.appendString(text)
                    writer.output.appendOptional(link)
                }
            }
            writer.optional(deprecation.replacementLocation) { $0.location($1) }
        }
        strings(component.platforms)
        output.appendFlag(component.sdk)
        strings(component.anatomy)
        array(component.properties) { writer, property in
            writer.output.appendString(property.name)
            writer.output.appendString(property.type.rawValue)
            writer.bounds(property.bounds)
            writer.location(property.location)
        }
        location(component.location)
    }

    mutating func bounds(_ bounds: Bounds) {
        optional(bounds.min) { $0.bound($1) }
        optional(bounds.max) { $0.bound($1) }
        optional(bounds.equals) { $0.bound($1) }
        locations(bounds.locations)
    }
}

extension PageRecord.Reader {
    mutating func registry() throws -> Registry {
        let platforms = try strings()
        let names = try array { reader in (try reader.input.string(), try reader.input.string()) }
        let translated = try array { reader in
            (try reader.input.string(), try reader.array { reader in (try reader.input.string(), try reader.input.string()) })
        }
        let statuses = try strings()
        var registry = Registry(platforms: platforms, components: try array { try $0.component() })
        registry.platformNames = try Self.dictionary(names)
        registry.translatedPlatformNames = try Self.dictionary(translated.map { ($0.0, try Self.dictionary($0.1)) })
        registry.statuses = statuses
        return registry
    }

    /// Keys written twice are malformed: the writer writes a dictionary's.
    private static func dictionary<Value>(_ entries: [(String, Value)]) throws -> [String: Value] {
        var dictionary: [String: Value] = [:]
        for (key, value) in entries where dictionary.updateValue(value, forKey: key) != nil { throw ByteReader.Malformed() }
        return dictionary
    }

    mutating func component() throws -> Component {
        let id = try input.string(), name = try input.string(), aliases = try strings()
        let owner = try input.optionalString(), since = try input.optionalString()
        let lifecycle = ComponentStatus(single: try input.optionalString(), perPlatform: try array { try $0.statusEntry() })
        let deprecation: Deprecation? = try optional { reader in
            let since = try reader.input.optionalString()
            let replacement: Deprecation.Replacement? = try reader.optional { reader in
                switch try reader.input.integer() {
                case 0: return .component(try reader.input.string())
                case 1: return .external(text: try reader.input.string(), link: try reader.input.optionalString())
                default: throw ByteReader.Malformed()
                }
            }
            return Deprecation(since: since, replacement: replacement, replacementLocation: try reader.optional { try $0.location() })
        }
        let platforms = try strings(), sdk = try input.flag(), anatomy = try strings()
        let properties = try array { reader in
            let name = try reader.input.string()
            guard let type = PropertySpec.ValueType(rawValue: try reader.input.string()) else { throw ByteReader.Malformed() }
            return PropertySpec(name: name, type: type, bounds: try reader.bounds(), location: try reader.location())
        }
        return Component(id: id, name: name, aliases: aliases, owner: owner, since: since, lifecycle: lifecycle, deprecation: deprecation,
                         platforms: platforms, sdk: sdk, anatomy: anatomy, properties: properties, location: try location())
    }

    mutating func bounds() throws -> Bounds {
        Bounds(min: try optional { try $0.bound() }, max: try optional { try $0.bound() }, equals: try optional { try $0.bound() },
               locations: try locations())
    }
}
