/// Turns template text into nodes. A port of swift-mustache's parser (Apache-2.0, the
/// Hummingbird authors) kept step for step, because its handling of whitespace — which tags
/// "stand alone" on their line and take the line with them, and where a partial's indentation
/// goes — decides every byte of the output, and existing templates must render the same.
/// Works on `Character`s like the original; templates are parsed once per build.
struct TemplateParser {
    private let characters: [Character]
    private var position = 0

    private struct State {
        var sectionName: String?
        var isNewLine = true
        var start: [Character] = ["{", "{"]
        var end: [Character] = ["}", "}"]

        func entering(section name: String, standalone: Bool) -> State {
            var state = self
            state.sectionName = name
            if !standalone { state.isNewLine = false }
            return state
        }
    }

    init(_ text: String) {
        characters = Array(text)
    }

    mutating func parseDocument() throws -> [Template.Node] {
        try parse(State())
    }

    // MARK: - Sections

    private mutating func parse(_ initial: State) throws -> [Template.Node] {
        var nodes: [Template.Node] = []
        var state = initial
        var whitespaceBefore = ""
        while !isAtEnd {
            if state.isNewLine { whitespaceBefore = read { $0 == " " || $0 == "\t" } }
            let text = readUntilTagOrNewline(state)
            if current.isNewline {
                nodes.append(.text(whitespaceBefore + text + String(current)))
                state.isNewLine = true
                position += 1
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(whitespaceBefore + text))
                whitespaceBefore = ""
                state.isNewLine = false
            }
            if isAtEnd { break }
            var standalone = false
            switch current {
            case "#", "^":
                let inverted = current == "^"
                position += 1
                let name = try parseName(state)
                if isStandalone(state) {
                    standalone = true
                } else if !whitespaceBefore.isEmpty {
                    nodes.append(.text(whitespaceBefore))
                    whitespaceBefore = ""
                }
                let children = try parse(state.entering(section: name, standalone: standalone))
                nodes.append(.section(TemplateName(name), children, inverted: inverted))

            case "/":
                position += 1
                let nameStart = position
                let name = try parseName(state)
                guard name == state.sectionName else {
                    position = nameStart
                    throw error(.sectionClosedWithOtherName)
                }
                if !isStandalone(state), !whitespaceBefore.isEmpty {
                    nodes.append(.text(whitespaceBefore))
                }
                return nodes

            case "!":
                position += 1
                guard skip(past: state.end) else { throw error(.commentNotClosed) }
                standalone = isStandalone(state)

            case "{", "&":
                let triple = current == "{"
                if !whitespaceBefore.isEmpty {
                    nodes.append(.text(whitespaceBefore))
                    whitespaceBefore = ""
                }
                position += 1
                let name = try parseName(state)
                if triple {
                    guard current == "}" else { throw error(.unfinishedTag) }
                    position += 1
                }
                nodes.append(.variable(TemplateName(name), escaped: false))

            case ">":
                position += 1
                _ = read { $0.isWhitespace }
                if current == "*" { throw error(.unsupported(feature: "dynamic partials (`{{>*name}}`)")) }
                let name = try parsePartialName(state)
                if !whitespaceBefore.isEmpty { nodes.append(.text(whitespaceBefore)) }
                if isStandalone(state) {
                    standalone = true
                    nodes.append(.partial(name, indentation: whitespaceBefore))
                } else {
                    nodes.append(.partial(name, indentation: nil))
                }
                whitespaceBefore = ""

            case "<", "$":
                throw error(.unsupported(feature: "template inheritance (`{{<parent}}`, `{{$block}}`)"))

            case "%":
                throw error(.unsupported(feature: "configuration tags (`{{%CONTENT_TYPE:…}}`)"))

            case "=":
                position += 1
                state = try parseDelimiters(state)
                standalone = isStandalone(state)

            default:
                if !whitespaceBefore.isEmpty {
                    nodes.append(.text(whitespaceBefore))
                    whitespaceBefore = ""
                }
                let name = try parseName(state)
                nodes.append(.variable(TemplateName(name), escaped: true))
            }
            state.isNewLine = standalone
        }
        guard state.sectionName == nil else { throw error(.sectionNotClosed) }
        return nodes
    }

    // MARK: - Pieces

    /// Text up to the next tag (whose start delimiter is consumed) or newline (not consumed).
    private mutating func readUntilTagOrNewline(_ state: State) -> String {
        var text = ""
        guard let first = state.start.first else { return "" }
        while !isAtEnd {
            let c = characters[position]
            if c == "\n" || c == "\r\n" { break }
            if c == first {
                if skip(state.start) { break }
                text.append(c)
                position += 1
                continue
            }
            text.append(c)
            position += 1
        }
        return text
    }

    private static let nameCharacters = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")
    private static let partialNameCharacters = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*/")

    private mutating func parseName(_ state: State) throws -> String {
        _ = read { $0.isWhitespace }
        let name = read { Self.nameCharacters.contains($0) }
        if current == "(" || current == ")" { throw error(.unsupported(feature: "transforms (`{{name(value)}}`)")) }
        _ = read { $0.isWhitespace }
        guard skip(state.end) else { throw error(.unfinishedTag) }
        return name
    }

    private mutating func parsePartialName(_ state: State) throws -> String {
        _ = read { $0.isWhitespace }
        let name = read { Self.partialNameCharacters.contains($0) }
        _ = read { $0.isWhitespace }
        guard skip(state.end) else { throw error(.unfinishedTag) }
        return name
    }

    private mutating func parseDelimiters(_ state: State) throws -> State {
        _ = read { $0.isWhitespace }
        let start = read { !$0.isWhitespace }
        guard !isAtEnd else { throw error(.invalidSetDelimiter) }
        _ = read { $0.isWhitespace }
        let end = read { $0 != "=" && !$0.isWhitespace }
        guard !isAtEnd else { throw error(.invalidSetDelimiter) }
        _ = read { $0.isWhitespace }
        guard current == "=" else { throw error(.invalidSetDelimiter) }
        position += 1
        guard skip(state.end), !start.isEmpty, !end.isEmpty else { throw error(.invalidSetDelimiter) }
        var state = state
        state.start = Array(start)
        state.end = Array(end)
        return state
    }

    /// A tag stands alone when only spaces or tabs surround it on its line; the rest of the line,
    /// newline included, is then consumed.
    private mutating func isStandalone(_ state: State) -> Bool {
        guard state.isNewLine else { return false }
        if isAtEnd { return true }
        var probe = position
        while probe < characters.count, characters[probe] == " " || characters[probe] == "\t" { probe += 1 }
        guard probe < characters.count, characters[probe].isNewline else { return false }
        position = probe + 1
        return true
    }

    // MARK: - Reading

    private var isAtEnd: Bool { position >= characters.count }

    /// The character at the position, NUL at the end (as swift-mustache).
    private var current: Character { isAtEnd ? "\0" : characters[position] }

    private mutating func read(while matches: (Character) -> Bool) -> String {
        var text = ""
        while position < characters.count, matches(characters[position]) {
            text.append(characters[position])
            position += 1
        }
        return text
    }

    /// Consumes `expected` when the text continues with it.
    private mutating func skip(_ expected: [Character]) -> Bool {
        guard position + expected.count <= characters.count,
              characters[position..<position + expected.count].elementsEqual(expected) else { return false }
        position += expected.count
        return true
    }

    /// Consumes everything up to and including `delimiter`; false when it never comes.
    private mutating func skip(past delimiter: [Character]) -> Bool {
        while !isAtEnd {
            if skip(delimiter) { return true }
            position += 1
        }
        return false
    }

    private func error(_ kind: TemplateSyntaxError.Kind) -> TemplateSyntaxError {
        var line = 1, column = 1
        for character in characters[..<min(position, characters.count)] {
            if character.isNewline { line += 1; column = 1 } else { column += 1 }
        }
        return TemplateSyntaxError(kind: kind, line: line, column: column)
    }
}
