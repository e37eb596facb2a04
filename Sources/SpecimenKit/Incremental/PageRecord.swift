import SpecimenFormats
import SpecimenMarkdown

/// One parsed page as the build cache keeps it (`PageStore`): everything parsing found — front
/// matter, outline, spec, tokens and guidance blocks, search words and the parse's diagnostics —
/// but its body, which is made again from the page's text only when the page is rendered again
/// (`PageBody.deferred`): most pages of an edit build are not, and a body is most of a page.
///
/// Written field by field in a fixed order, without names: `Codable` through a binary coder took
/// about as long to read a page back as parsing it (Benchmarks/HISTORY.md). `PageStore.format`
/// changes with any change here.
enum PageRecord {
    /// The bytes of `parsed`, its body left out.
    static func write(_ parsed: Diagnosed<Page>, to output: inout ByteWriter) {
        // The writer takes the bytes over (and gives them back), so that appending copies nothing.
        var writer = Writer(file: parsed.value.path, output: output)
        output = ByteWriter(capacity: 0)
        writer.page(parsed.value)
        writer.array(parsed.diagnostics) { $0.diagnostic($1) }
        output = writer.output
    }

    /// The page `bytes` hold, its body deferred to `file` (the text it was parsed from).
    static func read(_ bytes: UnsafeRawBufferPointer, file: SourceFile) throws -> Diagnosed<Page> {
        var reader = Reader(input: ByteReader(bytes), file: file.path)
        let page = try reader.page(body: .deferred(file))
        let diagnostics = try reader.array { try $0.diagnostic() }
        guard reader.input.isAtEnd else { throw ByteReader.Malformed() }
        return Diagnosed(page, diagnostics: diagnostics)
    }

    /// Writes the fields. Locations in the page's own file, nearly all of them, are written
    /// without the path.
    private struct Writer {
        let file: String
        var output: ByteWriter

        mutating func page(_ page: Page) {
            output.appendString(page.path)
            output.appendString(page.relativePath)
            frontMatter(page.frontMatter)
            outline(page.outline)
            array(page.headingIDs) { $0.output.appendString($1) }
            output.appendString(page.route)
            output.appendString(page.lang)
            array(page.specBlocks) { $0.specBlock($1) }
            array(page.tokenGrids) { writer, grid in
                writer.output.appendString(grid.group)
                writer.location(grid.location)
                writer.output.appendInteger(grid.fencedBlockIndex)
            }
            array(page.guidance) { $0.guidance($1) }
            output.appendString(page.searchWords)
        }

        @inline(__always)
        mutating func array<Element>(_ elements: [Element], _ write: (inout Writer, Element) -> Void) {
            output.appendInteger(elements.count)
            for element in elements { write(&self, element) }
        }

        mutating func strings(_ strings: [String]) {
            array(strings) { $0.output.appendString($1) }
        }

        @inline(__always)
        mutating func optional<Value>(_ value: Value?, _ write: (inout Writer, Value) -> Void) {
            output.appendFlag(value != nil)
            if let value { write(&self, value) }
        }

        mutating func location(_ location: SourceLocation) {
            let own = location.file == file
            output.appendFlag(own)
            if !own { output.appendString(location.file) }
            output.appendInteger(location.line)
            output.appendInteger(location.column)
        }

        mutating func locations(_ locations: KeyLocations) {
            array(locations.all) { writer, entry in
                writer.output.appendString(entry.key)
                writer.location(entry.location)
            }
        }

        mutating func frontMatter(_ front: FrontMatter) {
            output.appendOptional(front.title)
            output.appendOptional(front.section)
            optional(front.order) { $0.output.appendInteger($1) }
            output.appendOptional(front.summary)
            output.appendOptional(front.component)
            strings(front.platforms)
            output.appendOptional(front.status)
            array(front.platformStatuses) { $0.statusEntry($1) }
            strings(front.contributors)
            output.appendOptional(front.updated)
            output.appendOptional(front.lang)
            output.appendOptional(front.translationKey)
            optional(front.overview) { $0.output.appendFlag($1) }
            array(front.assets) { writer, asset in
                writer.output.appendString(asset.path)
                writer.output.appendOptional(asset.title)
                writer.output.appendOptional(asset.licence)
                writer.location(asset.location)
                writer.location(asset.pathLocation)
                writer.optional(asset.licenceLocation) { $0.location($1) }
            }
            locations(front.valueLocations)
            array(front.platformLocations) { $0.location($1) }
        }

        mutating func statusEntry(_ entry: ComponentStatus.Entry) {
            output.appendString(entry.platform)
            output.appendString(entry.status)
            optional(entry.location) { $0.location($1) }
        }

        mutating func outline(_ outline: MarkdownOutline) {
            array(outline.headings) { writer, heading in
                writer.output.appendInteger(heading.level)
                writer.output.appendString(heading.text)
                writer.output.appendInteger(heading.line)
                writer.output.appendInteger(heading.column)
            }
            array(outline.links) { writer, link in
                writer.output.appendString(link.destination)
                writer.output.appendFlag(link.isImage)
                writer.output.appendString(link.text)
                writer.output.appendInteger(link.line)
                writer.output.appendInteger(link.column)
                writer.output.appendFlag(link.isRawHTML)
                writer.output.appendFlag(link.hasAltAttribute)
            }
            array(outline.fencedBlocks) { writer, block in
                writer.output.appendString(block.info)
                writer.output.appendString(block.language)
                writer.output.appendString(block.code)
                writer.output.appendInteger(block.line)
                writer.output.appendInteger(block.column)
                writer.output.appendInteger(block.fenceOffset)
                writer.output.appendFlag(block.isFollowedByFencedBlock)
            }
            array(outline.tableLines) { $0.output.appendInteger($1) }
            array(outline.callouts) { writer, callout in
                writer.output.appendString(callout.marker)
                writer.output.appendInteger(callout.line)
                writer.output.appendInteger(callout.column)
            }
        }

        mutating func specBlock(_ block: SpecBlock) {
            output.appendOptional(block.component)
            location(block.componentLocation)
            output.appendFlag(block.namesComponent)
            optional(block.status) { writer, status in
                writer.output.appendOptional(status.single)
                writer.array(status.perPlatform) { $0.statusEntry($1) }
            }
            optional(block.statusLocation) { $0.location($1) }
            array(block.rules) { $0.rule($1) }
            array(block.tokens) { writer, role in
                writer.output.appendString(role.role)
                writer.output.appendString(role.token)
                writer.location(role.location)
            }
            array(block.contrast) { writer, pair in
                writer.output.appendOptional(pair.foreground)
                writer.output.appendOptional(pair.background)
                writer.output.appendOptional(pair.opacity)
                writer.output.appendOptional(pair.use?.rawValue)
                writer.output.appendOptional(pair.accepted)
                writer.location(pair.location)
                writer.locations(pair.valueLocations)
            }
            array(block.states) { writer, state in
                writer.output.appendOptional(state.name)
                writer.output.appendOptional(state.opacity)
                writer.location(state.location)
                writer.locations(state.valueLocations)
            }
            array(block.anatomy) { writer, note in
                writer.output.appendOptional(note.part)
                writer.output.appendOptional(note.note)
                writer.location(note.location)
                writer.locations(note.valueLocations)
            }
            output.appendInteger(block.fencedBlockIndex)
            location(block.location)
        }

        mutating func rule(_ rule: Rule) {
            output.appendOptional(rule.id)
            output.appendOptional(rule.level?.rawValue)
            output.appendOptional(rule.levelText)
            output.appendOptional(rule.text)
            output.appendOptional(rule.property)
            optional(rule.bounds.min) { $0.bound($1) }
            optional(rule.bounds.max) { $0.bound($1) }
            optional(rule.bounds.equals) { $0.bound($1) }
            locations(rule.bounds.locations)
            strings(rule.platforms)
            output.appendOptional(rule.since)
            location(rule.location)
            locations(rule.valueLocations)
            array(rule.platformLocations) { $0.location($1) }
        }

        mutating func bound(_ value: BoundValue) {
            switch value {
            case .number(let number, let unit):
                output.appendInteger(0)
                output.appendInteger(Int(truncatingIfNeeded: Int64(bitPattern: number.bitPattern)))
                output.appendOptional(unit)
            case .text(let text):
                output.appendInteger(1)
                output.appendString(text)
            case .boolean(let flag):
                output.appendInteger(2)
                output.appendFlag(flag)
            }
        }

        mutating func media(_ file: GuidanceBlock.MediaFile) {
            output.appendString(file.path)
            location(file.location)
        }

        mutating func guidance(_ block: GuidanceBlock) {
            output.appendString(block.kind.rawValue)
            optional(block.example) { writer, example in
                switch example {
                case .image(let file):
                    writer.output.appendInteger(0)
                    writer.media(file)
                case .video(let file, let captions, let hasAudio):
                    writer.output.appendInteger(1)
                    writer.media(file)
                    writer.optional(captions) { $0.media($1) }
                    writer.output.appendFlag(hasAudio)
                case .code(let code, let language):
                    writer.output.appendInteger(2)
                    writer.output.appendString(code)
                    writer.output.appendOptional(language)
                case .text(let text):
                    writer.output.appendInteger(3)
                    writer.output.appendString(text)
                case .embed(let url, let title, let height, let location):
                    writer.output.appendInteger(4)
                    writer.output.appendString(url)
                    writer.output.appendString(title)
                    writer.optional(height) { $0.output.appendInteger($1) }
                    writer.location(location)
                }
            }
            output.appendOptional(block.alt)
            output.appendFlag(block.isDecorative)
            output.appendOptional(block.caption)
            output.appendOptional(block.rule)
            optional(block.ruleLocation) { $0.location($1) }
            strings(block.platforms)
            output.appendInteger(block.fencedBlockIndex)
            location(block.location)
            output.appendFlag(block.opensGroup)
            output.appendFlag(block.closesGroup)
        }

        mutating func diagnostic(_ diagnostic: Diagnostic) {
            output.appendString(diagnostic.code.rawValue)
            output.appendString(diagnostic.severity.rawValue)
            location(diagnostic.location)
            output.appendString(diagnostic.message)
            output.appendOptional(diagnostic.hint)
        }
    }

    /// Reads the fields in `Writer`'s order; anything out of place throws `ByteReader.Malformed`.
    private struct Reader {
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
            let bounds = Bounds(min: try optional { try $0.bound() }, max: try optional { try $0.bound() }, equals: try optional { try $0.bound() },
                                locations: try locations())
            return Rule(id: id, level: level, levelText: levelText, text: text, property: property, bounds: bounds, platforms: try strings(),
                        since: try input.optionalString(), location: try location(), valueLocations: try locations(),
                        platformLocations: try array { try $0.location() })
        }

        mutating func bound() throws -> BoundValue {
            switch try input.integer() {
            case 0: return .number(Double(bitPattern: UInt64(bitPattern: Int64(try input.integer()))), unit: try input.optionalString())
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
