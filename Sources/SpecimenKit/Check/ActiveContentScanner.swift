import Foundation

/// Finds what would run script in an SVG or XML file opened on the site's own origin. An
/// `<img>` never runs an SVG's script, but a reader who opens the file itself (a link, "open
/// image in new tab") does, with the site's cookies and storage: so a published SVG or XML file
/// must hold none of it unless the site trusts its authors (`rawHTML: true`).
///
/// A deny-list over the text with character references decoded: elements that run or embed
/// documents in any namespace (`script`, `foreignObject`, `iframe`, `object`, `embed`,
/// `handler`, `listener`), event-handler attributes (`on…=`), animations that set one,
/// `javascript:`/`vbscript:`/HTML `data:` URLs (with the whitespace and control characters
/// browsers ignore removed), DTD entity declarations (an entity can expand into markup) and
/// `xml-stylesheet` instructions (XSLT can write a page with script). Icons exported by design
/// tools hold none of these.
package struct ActiveContentScanner: Sendable {
    package init() {}

    /// What was found and where (1-based line and byte column in the file).
    package struct Finding: Sendable, Equatable {
        package var what: String
        package var line: Int
        package var column: Int
    }

    private static let patterns: [(String, NSRegularExpression)] = [
        ("a `<script>` element", #"<\s*(?:[\w.-]+:)?script\b"#),
        ("a `<foreignObject>`, `<iframe>`, `<object>` or `<embed>` element", #"<\s*(?:[\w.-]+:)?(?:foreignobject|iframe|object|embed|handler|listener)\b"#),
        ("an event handler attribute (`on…=`)", #"(?:^|[\s"'/:])on[a-z]+\s*="#),
        ("an animation that sets an event handler", #"attributename\s*=\s*["']\s*(?:[\w.-]+:)?on"#),
        ("a `javascript:` or `vbscript:` URL", #"(?:java|vb)script:"#),
        ("an HTML `data:` URL", #"data:(?:text/html|application/xhtml|image/svg)"#),
        ("a DTD entity declaration", #"<!entity\b|<!doctype[^>\[]*\["#),
        ("an `xml-stylesheet` instruction", #"<\?xml-stylesheet\b"#),
    ].compactMap { name, pattern in
        (try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive])).map { (name, $0) }
    }

    /// The first thing in `data` that would run script, or nil.
    package func scan(_ data: Data) -> Finding? {
        let text = String(decoding: data, as: UTF8.self)
        let (plain, offsets) = Self.decoded(text)
        for (name, pattern) in Self.patterns {
            // URLs are matched with the whitespace and controls a browser strips removed; the
            // rest on the decoded text as it is.
            let isURL = name.contains("URL")
            let subject = isURL ? plain.filter { !($0.isWhitespace || ($0.asciiValue.map { $0 < 0x20 } ?? false)) } : plain
            guard let match = pattern.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)),
                  let range = Range(match.range, in: subject) else { continue }
            // Back to a place in the file: by character position in the decoded text.
            let position = isURL ? Self.position(ofStripped: subject.distance(from: subject.startIndex, to: range.lowerBound), in: plain)
                                 : plain.distance(from: plain.startIndex, to: range.lowerBound)
            let offset = position < offsets.count ? offsets[position] : text.utf8.count
            return Self.finding(name, atByte: offset, in: text)
        }
        return nil
    }

    /// `text` with XML character references (`&#106;`, `&#x6A;`) decoded, and for each character
    /// of the result the byte offset in `text` it came from.
    static func decoded(_ text: String) -> (String, [Int]) {
        var result = "", offsets: [Int] = []
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "#") {
                var end = index + 2
                let hex = end < bytes.count && (bytes[end] | 0x20) == UInt8(ascii: "x")
                if hex { end += 1 }
                let digitsStart = end
                while end < bytes.count, end - digitsStart < 10, (hex ? Self.isHexDigit(bytes[end]) : (bytes[end] >= 48 && bytes[end] <= 57)) { end += 1 }
                if end > digitsStart, let value = UInt32(String(decoding: bytes[digitsStart..<end], as: UTF8.self), radix: hex ? 16 : 10),
                   let scalar = Unicode.Scalar(value) {
                    result.unicodeScalars.append(scalar)
                    offsets.append(index)
                    index = end < bytes.count && bytes[end] == UInt8(ascii: ";") ? end + 1 : end
                    continue
                }
            }
            // One whole UTF-8 sequence per character of the result.
            var length = 1
            let lead = bytes[index]
            if lead >= 0xF0 { length = 4 } else if lead >= 0xE0 { length = 3 } else if lead >= 0xC0 { length = 2 }
            let end = min(index + length, bytes.count)
            for scalar in String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars { result.unicodeScalars.append(scalar) }
            offsets.append(index)
            index = end
        }
        // `offsets` is per scalar; the regular expressions count characters (grapheme clusters)
        // only where combining marks follow a base, which these ASCII patterns never start on.
        return (result, offsets.count == result.unicodeScalars.count ? offsets : Self.perCharacter(result, offsets))
    }

    private static func perCharacter(_ text: String, _ scalarOffsets: [Int]) -> [Int] {
        var offsets: [Int] = [], scalar = 0
        for character in text {
            offsets.append(scalar < scalarOffsets.count ? scalarOffsets[scalar] : scalarOffsets.last ?? 0)
            scalar += character.unicodeScalars.count
        }
        return offsets
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || ((byte | 0x20) >= 97 && (byte | 0x20) <= 102)
    }

    /// The character position in `plain` of the `n`th character kept when whitespace and
    /// controls are removed.
    private static func position(ofStripped n: Int, in plain: String) -> Int {
        var kept = 0, position = 0
        for character in plain {
            if !(character.isWhitespace || (character.asciiValue.map { $0 < 0x20 } ?? false)) {
                if kept == n { return position }
                kept += 1
            }
            position += 1
        }
        return position
    }

    private static func finding(_ what: String, atByte offset: Int, in text: String) -> Finding {
        var line = 1, lineStart = 0, index = 0
        for byte in text.utf8 {
            if index >= offset { break }
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return Finding(what: what, line: line, column: offset - lineStart + 1)
    }
}
