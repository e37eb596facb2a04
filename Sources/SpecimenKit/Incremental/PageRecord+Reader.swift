import SpecimenFormats
import SpecimenMarkdown

extension PageRecord {
    /// Reads the fields in `Writer`'s order; anything out of place throws `ByteReader.Malformed`.
    struct Reader {
        var input: ByteReader
        let file: String

        mutating func page(body: PageBody) throws -> Page {
            let path = try input.string(), relativePath = try input.string()
            let frontMatter = try frontMatter()
            let outline = try outline()
            let headingIDs = try strings()
            let route = try input.string(), lang = try input.string()
            let specBlocks = try array { try $0.specBlock() }
            let tokenGrids = try array { reader in
                TokenGridBlock(group: try reader.input.string(), location: try reader.location(), fencedBlockIndex: try reader.input.integer())
            }
            let guidance = try array { try $0.guidance() }
            let searchWords = try input.string()
            return Page(path: path, relativePath: relativePath, frontMatter: frontMatter, body: body, outline: outline, headingIDs: headingIDs,
                        route: route, lang: lang, specBlocks: specBlocks, tokenGrids: tokenGrids, guidance: guidance, searchWords: searchWords)
        }

        @inline(__always)
        mutating func array<Element>(_ read: (inout Reader) throws -> Element) throws -> [Element] {
            let count = try input.count()
            var elements: [Element] = []
            elements.reserveCapacity(count)
            for _ in 0..<count { elements.append(try read(&self)) }
            return elements
        }

        mutating func strings() throws -> [String] {
            try array { try $0.input.string() }
        }

        /// The case an optional raw value names; a name no case has is malformed.
        func raw<Value: RawRepresentable<String>>(_ text: String?) throws -> Value? {
            guard let text else { return nil }
            guard let value = Value(rawValue: text) else { throw ByteReader.Malformed() }
            return value
        }

        @inline(__always)
        mutating func optional<Value>(_ read: (inout Reader) throws -> Value) throws -> Value? {
            try input.flag() ? try read(&self) : nil
        }

        mutating func location() throws -> SourceLocation {
            let path = try input.flag() ? file : try input.string()
            return SourceLocation(file: path, line: try input.integer(), column: try input.integer())
        }

        mutating func locations() throws -> KeyLocations {
            var locations = KeyLocations()
            let count = try input.count()
            locations.reserveCapacity(count)
            for _ in 0..<count {
                let key = try input.string()
                locations[key] = try location()
            }
            return locations
        }

        mutating func frontMatter() throws -> FrontMatter {
            var front = FrontMatter()
            front.title = try input.optionalString()
            front.section = try input.optionalString()
            front.order = try optional { try $0.input.integer() }
            front.summary = try input.optionalString()
            front.component = try input.optionalString()
            front.platforms = try strings()
            front.status = try input.optionalString()
            front.platformStatuses = try array { try $0.statusEntry() }
            front.contributors = try strings()
            front.updated = try input.optionalString()
            front.lang = try input.optionalString()
            front.translationKey = try input.optionalString()
            front.overview = try optional { try $0.input.flag() }
            front.assets = try array { reader in
                AssetReference(path: try reader.input.string(), title: try reader.input.optionalString(), licence: try reader.input.optionalString(),
                               location: try reader.location(), pathLocation: try reader.location(),
                               licenceLocation: try reader.optional { try $0.location() })
            }
            front.valueLocations = try locations()
            front.platformLocations = try array { try $0.location() }
            return front
        }

        mutating func statusEntry() throws -> ComponentStatus.Entry {
            ComponentStatus.Entry(platform: try input.string(), status: try input.string(), location: try optional { try $0.location() })
        }

        mutating func outline() throws -> MarkdownOutline {
            let headings = try array { reader in
                MarkdownOutline.Heading(level: try reader.input.integer(), text: try reader.input.string(), line: try reader.input.integer(),
                                        column: try reader.input.integer())
            }
            let links = try array { reader in
                MarkdownOutline.Link(destination: try reader.input.string(), isImage: try reader.input.flag(), text: try reader.input.string(),
                                     line: try reader.input.integer(), column: try reader.input.integer(), isRawHTML: try reader.input.flag(),
                                     hasAltAttribute: try reader.input.flag())
            }
            let blocks = try array { reader in
                var block = MarkdownOutline.FencedBlock(info: try reader.input.string(), language: try reader.input.string(),
                                                        code: try reader.input.string(), line: try reader.input.integer(),
                                                        column: try reader.input.integer(), fenceOffset: try reader.input.integer())
                block.isFollowedByFencedBlock = try reader.input.flag()
                return block
            }
            var outline = MarkdownOutline(headings: headings, links: links, fencedBlocks: blocks)
            outline.tableLines = try array { try $0.input.integer() }
            outline.callouts = try array { reader in
                MarkdownOutline.Callout(marker: try reader.input.string(), line: try reader.input.integer(), column: try reader.input.integer())
            }
            return outline
        }

        mutating func specBlock() throws -> SpecBlock {
            let component = try input.optionalString()
            let componentLocation = try location()
            let namesComponent = try input.flag()
            let status = try optional { reader in
                ComponentStatus(single: try reader.input.optionalString(), perPlatform: try reader.array { try $0.statusEntry() })
            }
            let statusLocation = try optional { try $0.location() }
            let rules = try array { try $0.rule() }
            let tokens = try array { reader in
                TokenRole(role: try reader.input.string(), token: try reader.input.string(), location: try reader.location())
            }
            let contrast = try array { reader in
                let foreground = try reader.input.optionalString(), background = try reader.input.optionalString()
                let opacity = try reader.input.optionalString()
                let use: ContrastPair.Use? = try reader.raw(reader.input.optionalString())
                return ContrastPair(foreground: foreground, background: background, opacity: opacity, use: use,
                                    accepted: try reader.input.optionalString(), location: try reader.location(), valueLocations: try reader.locations())
            }
            let states = try array { reader in
                VisualState(name: try reader.input.optionalString(), opacity: try reader.input.optionalString(), location: try reader.location(),
                            valueLocations: try reader.locations())
            }
            let anatomy = try array { reader in
                AnatomyNote(part: try reader.input.optionalString(), note: try reader.input.optionalString(), location: try reader.location(),
                            valueLocations: try reader.locations())
            }
            var block = SpecBlock(component: component, componentLocation: componentLocation, namesComponent: namesComponent, rules: rules,
                                  tokens: tokens, contrast: contrast, states: states, anatomy: anatomy, fencedBlockIndex: try input.integer(),
                                  location: try location())
            block.status = status
            block.statusLocation = statusLocation
            return block
        }

        mutating func rule() throws -> Rule {
            let id = try input.optionalString()
            let level: RuleLevel? = try raw(input.optionalString())
            let levelText = try input.optionalString(), text = try input.optionalString(), property = try input.optionalString()
            let bounds = try self.bounds()
            return Rule(id: id, level: level, levelText: levelText, text: text, property: property, bounds: bounds, platforms: try strings(),
                        since: try input.optionalString(), location: try location(), valueLocations: try locations(),
                        platformLocations: try array { try $0.location() })
        }

        mutating func bound() throws -> BoundValue {
            switch try input.integer() {
            case 0: return .number(try input.double(), unit: try input.optionalString())
            case 1: return .text(try input.string())
            case 2: return .boolean(try input.flag())
            default: throw ByteReader.Malformed()
            }
        }

        mutating func media() throws -> GuidanceBlock.MediaFile {
            GuidanceBlock.MediaFile(path: try input.string(), location: try location())
        }

        mutating func guidance() throws -> GuidanceBlock {
            guard let kind = GuidanceBlock.Kind(rawValue: try input.string()) else { throw ByteReader.Malformed() }
            let example: GuidanceBlock.Example? = try optional { reader in
                switch try reader.input.integer() {
                case 0: return .image(try reader.media())
                case 1: return .video(try reader.media(), captions: try reader.optional { try $0.media() }, hasAudio: try reader.input.flag())
                case 2: return .code(try reader.input.string(), language: try reader.input.optionalString())
                case 3: return .text(try reader.input.string())
                case 4: return .embed(url: try reader.input.string(), title: try reader.input.string(), height: try reader.optional { try $0.input.integer() },
                                      location: try reader.location())
                default: throw ByteReader.Malformed()
                }
            }
            var block = GuidanceBlock(kind: kind, example: example, alt: try input.optionalString(), isDecorative: try input.flag(),
                                      caption: try input.optionalString(), rule: try input.optionalString(),
                                      ruleLocation: try optional { try $0.location() }, platforms: try strings(),
                                      fencedBlockIndex: try input.integer(), location: try location())
            block.opensGroup = try input.flag()
            block.closesGroup = try input.flag()
            return block
        }

        mutating func diagnostic() throws -> Diagnostic {
            guard let code = DiagnosticCode(rawValue: try input.string()), let severity = Severity(rawValue: try input.string()) else {
                throw ByteReader.Malformed()
            }
            var diagnostic = Diagnostic(code, at: try location(), try input.string(), hint: try input.optionalString())
            diagnostic.severity = severity
            return diagnostic
        }
    }
}
