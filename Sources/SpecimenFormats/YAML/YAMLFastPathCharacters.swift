/// The byte-level rules of `YAMLBlockParser`'s subset: which text it may read at all (no tabs,
/// carriage returns, directives or characters libyaml treats specially) and where a plain
/// scalar or a document marker starts. Kept apart from the parser's block structure so that
/// the rules that decide "Yams reads this instead" can be read in one place.
enum YAMLFastPathCharacters {
    /// Whether a plain scalar may start here: not with an indicator, except `-` before a
    /// non-space (`-1`); `?` and `:` starts are left to Yams.
    static func canStartPlain(_ bytes: [UInt8], at: Int, end: Int, inFlow: Bool) -> Bool {
        switch bytes[at] {
        case UInt8(ascii: "-"):
            return at + 1 < end && bytes[at + 1] != UInt8(ascii: " ") && !(inFlow && [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(bytes[at + 1]))
        case UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
             UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"),
             UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"),
             UInt8(ascii: " "):
            return false
        default:
            return true
        }
    }

    /// `---` or `...` starting a line (a document marker).
    static func isDocumentMarker(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Bool {
        guard end - start >= 3 else { return false }
        let first = bytes[start]
        guard first == UInt8(ascii: "-") || first == UInt8(ascii: "."), bytes[start + 1] == first, bytes[start + 2] == first else { return false }
        return end - start == 3 || bytes[start + 3] == UInt8(ascii: " ")
    }

    /// False for text with tabs, carriage returns, control characters, a byte-order mark,
    /// `%` directives, or characters libyaml treats as line breaks or refuses (NEL, U+2028/9,
    /// C1 controls, U+FFFE/F): Yams reads those.
    /// Also says whether every byte is ASCII.
    static func characters(of bytes: [UInt8]) -> (plain: Bool, ascii: Bool) {
        if bytes.first == UInt8(ascii: "%") { return (false, false) }
        return bytes.withUnsafeBufferPointer { bytes in
            var at = 0, ascii = true
            while at < bytes.count {
                // Eight printable ASCII bytes (0x20…0x7E) at a time: no byte below 0x20 and none
                // from 0x7F up (the byte-by-byte loop was most of reading a spec block's lines).
                if at + 8 <= bytes.count {
                    let word = UnsafeRawPointer(bytes.baseAddress! + at).loadUnaligned(as: UInt64.self)
                    let below = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
                    let above = ((word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x0101_0101_0101_0101 | word) & 0x8080_8080_8080_8080
                    if below | above == 0 {
                        at += 8
                        continue
                    }
                }
                guard isPlain(bytes, at: at) else { return (false, false) }
                if bytes[at] >= 0x80 { ascii = false }
                at += 1
            }
            return (true, ascii)
        }
    }

    /// The byte-by-byte rule of `characters(of:)` for the byte at `at`.
    private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>, at: Int) -> Bool {
        let byte = bytes[at]
        if byte < 0x20 {
            return byte == UInt8(ascii: "\n") && !(at + 1 < bytes.count && bytes[at + 1] == UInt8(ascii: "%"))
        } else if byte == 0x7F {
            return false
        } else if byte == 0xC2, at + 1 < bytes.count, bytes[at + 1] < 0xA0 {
            return false
        } else if byte == 0xE2, at + 2 < bytes.count, bytes[at + 1] == 0x80, bytes[at + 2] == 0xA8 || bytes[at + 2] == 0xA9 {
            return false
        } else if byte == 0xEF, at + 2 < bytes.count,
                  (bytes[at + 1] == 0xBB && bytes[at + 2] == 0xBF) || (bytes[at + 1] == 0xBF && bytes[at + 2] >= 0xBE) {
            return false
        }
        return true
    }
}
