import SpecimenFormats
import SpecimenMarkdown

extension PageRecord {
    /// Writes the fields. Locations in the page's own file, nearly all of them, are written
    /// without the path.
    struct Writer {
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
            array(page.tokenGrids) { $0.tokenGrid($1) }
            array(page.guidance) { $0.guidance($1) }
            output.appendString(page.searchWords)
        }

        mutating func tokenGrid(_ grid: TokenGridBlock) {
            output.appendString(grid.group)
            location(grid.location)
            output.appendInteger(grid.fencedBlockIndex)
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
            bounds(rule.bounds)
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
                output.appendDouble(number)
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
}
