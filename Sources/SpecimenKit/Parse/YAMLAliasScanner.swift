/// Finds YAML aliases (`*name`) before Yams sees the text. Specimen does not accept aliases: a
/// few lines of anchors and aliases expand to billions of nodes ("billion laughs"), and Yams
/// walks the expanded tree when it checks mapping keys for duplicates, so one hostile page could
/// hang a build. Anchors alone (`&name`) are harmless and allowed.
///
/// A scan of the text, not a parse: it follows quotes, comments and block scalars closely enough
/// never to miss an alias, and at worst mistakes a `*` that starts a plain scalar — which YAML
/// itself reads as an alias — for one.
struct YAMLAliasScanner {
    /// 1-based line and character column of the first alias, or nil.
    static func firstAlias(in yaml: String) -> (line: Int, column: Int)? {
        // Almost no YAML has a `*` at all; the character walk below is for the few that do.
        guard yaml.containsUTF8Byte(UInt8(ascii: "*")) else { return nil }
        var blockIndent: Int?  // inside a block scalar: lines indented more than this belong to it
        for (lineIndex, line) in SourceText.lines(of: yaml).enumerated() {
            let characters = Array(line)
            let indent = characters.prefix { $0 == " " }.count
            if let block = blockIndent {
                if characters.allSatisfy({ $0 == " " || $0 == "\t" }) || indent > block { continue }
                blockIndent = nil
            }
            var quote: Character?
            var previous: Character? = nil  // last character that is not a space, outside quotes
            var index = 0
            while index < characters.count {
                let character = characters[index]
                if let open = quote {
                    if character == open {
                        if open == "'", index + 1 < characters.count, characters[index + 1] == "'" { index += 2; continue }
                        quote = nil
                    } else if open == "\"", character == "\\" {
                        index += 1
                    }
                    previous = character
                    index += 1
                    continue
                }
                let startsToken = previous == nil || Self.isIndicator(previous!) && (index == 0 || characters[index - 1] == " " || Self.opensFlow(characters[index - 1]))
                switch character {
                case "#" where index == 0 || characters[index - 1] == " " || characters[index - 1] == "\t":
                    index = characters.count
                    continue
                case "\"" where startsToken, "'" where startsToken:
                    quote = character
                case "*" where startsToken:
                    if index + 1 < characters.count, !Self.endsAlias(characters[index + 1]) { return (lineIndex + 1, index + 1) }
                case "|" where startsToken, ">" where startsToken:
                    // A block scalar: the rest of this line is its header, the more indented lines its text.
                    blockIndent = indent
                    index = characters.count
                    continue
                default:
                    break
                }
                if character != " " && character != "\t" { previous = character }
                index += 1
            }
        }
        return nil
    }

    // Character tests written as switches: `":-,[{?".contains(c)` searched a string per character.
    private static func isIndicator(_ character: Character) -> Bool {
        switch character { case ":", "-", ",", "[", "{", "?": true; default: false }
    }

    private static func opensFlow(_ character: Character) -> Bool {
        switch character { case "[", "{", ",": true; default: false }
    }

    private static func endsAlias(_ character: Character) -> Bool {
        switch character { case " ", ",", "[", "]", "{", "}": true; default: false }
    }
}
