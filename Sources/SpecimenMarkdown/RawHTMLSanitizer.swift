import SpecimenFormats

/// Keeps the raw HTML authors may write when a site sets `rawHTML: true` — but only what cannot
/// run script: tags from an allow-list with attributes from an allow-list, URLs only with safe
/// schemes. Everything else (`<script>`, `<iframe>`, `<svg>`, `onerror=`, `style=`,
/// `javascript:` links, comments) is written escaped, so the author sees it in the page instead
/// of losing it silently. cmark-gfm's tagfilter alone would let `<img onerror=…>` through.
///
/// It works on one HTML node of cmark's tree at a time: a block (several tags and text) or an
/// inline tag (`<kbd>`, `</kbd>`). It never needs to balance tags: an unclosed allowed tag is
/// closed by the browser as any unclosed Markdown-made tag would be.
package enum RawHTMLSanitizer {
    /// Tags kept, with the attributes each may have besides `globalAttributes`.
    static let allowedTags: [String: Set<String>] = [
        "a": ["href", "hreflang", "rel"], "abbr": [], "b": [], "bdi": [], "bdo": [], "blockquote": ["cite"], "br": [],
        "caption": [], "cite": [], "code": [], "col": ["span"], "colgroup": ["span"], "dd": [], "del": ["cite", "datetime"],
        "details": ["open"], "dfn": [], "div": [], "dl": [], "dt": [], "em": [], "figcaption": [], "figure": [],
        "h1": [], "h2": [], "h3": [], "h4": [], "h5": [], "h6": [], "hr": [], "i": [],
        "img": ["src", "alt", "width", "height", "loading", "decoding"], "ins": ["cite", "datetime"], "kbd": [], "li": ["value"],
        "mark": [], "ol": ["start", "reversed", "type"], "p": [], "picture": [], "pre": [], "q": ["cite"], "rp": [], "rt": [], "ruby": [],
        "s": [], "samp": [], "small": [], "source": ["srcset", "media", "type", "width", "height"], "span": [], "strong": [], "sub": [],
        "summary": [], "sup": [], "table": [], "tbody": [], "td": ["colspan", "rowspan", "headers"], "tfoot": [],
        "th": ["colspan", "rowspan", "headers", "scope", "abbr"], "thead": [], "time": ["datetime"], "tr": [], "u": [], "ul": [],
        "var": [], "wbr": [],
    ]
    /// Attributes any kept tag may have (`aria-*` too).
    static let globalAttributes: Set<String> = ["id", "class", "title", "lang", "dir", "role", "hidden", "translate"]
    /// Attributes whose value is a URL, checked by `isSafeURL`.
    static let urlAttributes: Set<String> = ["href", "src", "cite"]
    /// Attributes whose value is a list of URLs (`srcset`).
    static let urlListAttributes: Set<String> = ["srcset"]

    /// `html` with every disallowed construct escaped.
    package static func sanitize(_ html: String) -> String {
        var output = ""
        output.reserveCapacity(html.utf8.count)
        walk(Array(html.unicodeScalars), kept: { _, kept in output += kept }, other: { scalar in
            switch scalar {
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            default: output.unicodeScalars.append(scalar)
            }
        })
        return output
    }

    /// Every tag `sanitize` keeps in `scalars`, in order (the raw-HTML links are read from these,
    /// so a tag shown escaped is never a link).
    static func keptTags(in scalars: [Unicode.Scalar], _ visit: (Tag) -> Void) {
        walk(scalars, kept: { tag, _ in visit(tag) }, other: { _ in })
    }

    /// The one reading of raw HTML: comments are dropped, each tag `render` allows is handed to
    /// `kept` with its allowed form, and every other scalar to `other`.
    private static func walk(_ scalars: [Unicode.Scalar], kept: (Tag, String) -> Void, other: (Unicode.Scalar) -> Void) {
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<", index + 3 < scalars.count, scalars[index + 1] == "!", scalars[index + 2] == "-", scalars[index + 3] == "-",
               let close = commentEnd(scalars, from: index + 4) {
                index = close  // comments are authors' notes: dropped
            } else if scalar == "<", let (tag, end) = parseTag(scalars, at: index), let allowed = render(tag) {
                kept(tag, allowed)
                index = end
            } else {
                other(scalar)
                index += 1
            }
        }
    }

    /// False for URLs that can run script or read local files: `javascript:`, `vbscript:`,
    /// `file:`, and `data:` unless it is a raster image (cmark-gfm's own rule in safe mode). The
    /// scheme is read the way browsers read it: entities decoded, ASCII whitespace and control
    /// characters ignored, any case. Other schemes (`https:`, `mailto:`, `irc:`) are links like any.
    package static func isSafeURL(_ value: String, isImage: Bool = false) -> Bool {
        let cleaned = String(String.UnicodeScalarView(decodeEntities(value).unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7f }))
        guard let colon = cleaned.firstIndex(of: ":") else { return true }
        let scheme = cleaned[..<colon].lowercased()
        if ["javascript", "vbscript", "file"].contains(scheme) { return false }
        if scheme == "data" {
            let type = cleaned[cleaned.index(after: colon)...].lowercased()
            return ["image/png", "image/gif", "image/jpeg", "image/webp"].contains { type.hasPrefix($0) }
        }
        return true
    }

    // MARK: - Tags

    struct Tag {
        var name: String
        var isClosing: Bool
        var isSelfClosing: Bool
        var attributes: [(name: String, value: String?)]
        /// By attribute, where its value is in the scalars read: `written` with its quotes, `value` without.
        var valueRanges: [(written: Range<Int>, value: Range<Int>)?] = []
    }

    /// The allowed form of a tag, or nil when it is not allowed (it is then escaped).
    static func render(_ tag: Tag) -> String? {
        guard let allowed = allowedTags[tag.name] else { return nil }
        if tag.isClosing { return tag.attributes.isEmpty ? "</\(tag.name)>" : nil }
        var text = "<" + tag.name
        for (name, value) in tag.attributes {
            guard globalAttributes.contains(name) || allowed.contains(name) || name.hasPrefix("aria-") else { return nil }
            guard let value else {
                text += " " + name
                continue
            }
            let decoded = decodeEntities(value)
            if urlAttributes.contains(name), !isSafeURL(decoded, isImage: tag.name == "img" && name == "src") { return nil }
            if urlListAttributes.contains(name) {
                let urls = decoded.split(separator: ",").map { $0.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? "" }
                guard urls.allSatisfy({ isSafeURL($0, isImage: true) }) else { return nil }
            }
            text += " \(name)=\"\(MarkupEscaping.escape(decoded, apostrophe: true))\""
        }
        return text + (tag.isSelfClosing ? " />" : ">")
    }

    /// Reads a tag at `start` (`<name attr="v" …>` or `</name>`); nil when it is not one (a lone `<`,
    /// a comment, a declaration, an unfinished tag).
    static func parseTag(_ s: [Unicode.Scalar], at start: Int) -> (Tag, Int)? {
        var i = start + 1
        var isClosing = false
        if i < s.count, s[i] == "/" { isClosing = true; i += 1 }
        let nameStart = i
        while i < s.count, isNameScalar(s[i]) { i += 1 }
        guard i > nameStart, isLetter(s[nameStart]) else { return nil }
        let name = String(String.UnicodeScalarView(s[nameStart..<i])).lowercased()
        var attributes: [(String, String?)] = []
        var valueRanges: [(written: Range<Int>, value: Range<Int>)?] = []
        var isSelfClosing = false
        while true {
            while i < s.count, isSpace(s[i]) { i += 1 }
            guard i < s.count else { return nil }
            if s[i] == ">" { return (Tag(name: name, isClosing: isClosing, isSelfClosing: isSelfClosing, attributes: attributes, valueRanges: valueRanges), i + 1) }
            if s[i] == "/", i + 1 < s.count, s[i + 1] == ">" {
                isSelfClosing = true
                i += 1
                continue
            }
            let attributeStart = i
            while i < s.count, !isSpace(s[i]), s[i] != "=", s[i] != ">", s[i] != "/", s[i] != "\"", s[i] != "'", s[i] != "<" { i += 1 }
            guard i > attributeStart else { return nil }
            let attributeName = String(String.UnicodeScalarView(s[attributeStart..<i])).lowercased()
            var j = i
            while j < s.count, isSpace(s[j]) { j += 1 }
            guard j < s.count, s[j] == "=" else {
                attributes.append((attributeName, nil))
                valueRanges.append(nil)
                continue
            }
            j += 1
            while j < s.count, isSpace(s[j]) { j += 1 }
            guard j < s.count else { return nil }
            if s[j] == "\"" || s[j] == "'" {
                let quote = s[j]
                let valueStart = j + 1
                guard let close = s[valueStart...].firstIndex(of: quote) else { return nil }
                attributes.append((attributeName, String(String.UnicodeScalarView(s[valueStart..<close]))))
                valueRanges.append((j..<close + 1, valueStart..<close))
                i = close + 1
            } else {
                let valueStart = j
                while j < s.count, !isSpace(s[j]), s[j] != ">", !"\"'=<`".unicodeScalars.contains(s[j]) { j += 1 }
                guard j > valueStart else { return nil }
                attributes.append((attributeName, String(String.UnicodeScalarView(s[valueStart..<j]))))
                valueRanges.append((valueStart..<j, valueStart..<j))
                i = j
            }
        }
    }

    /// The index after the `-->` that closes a comment whose body starts at `start`.
    private static func commentEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        var i = start
        while i + 2 < s.count {
            if s[i] == "-", s[i + 1] == "-", s[i + 2] == ">" { return i + 3 }
            i += 1
        }
        return nil
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        isLetter(scalar) || (scalar >= "0" && scalar <= "9") || scalar == "-"
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
    }

    // MARK: - Text

    /// Numeric character references and the named ones that matter for URLs and markup.
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "colon": ":", "tab": "\t",
                                       "newline": "\n", "sol": "/", "lpar": "(", "rpar": ")", "nbsp": "\u{A0}", "period": ".", "comma": ","]
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            let body = after.prefix { $0 != ";" && $0 != "&" && !$0.isWhitespace }.prefix(32)
            let hasSemicolon = after.dropFirst(body.count).first == ";"
            var decoded: String?
            if body.hasPrefix("#x") || body.hasPrefix("#X") {
                decoded = UInt32(body.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
            } else if body.hasPrefix("#") {
                decoded = UInt32(body.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) }
            } else {
                decoded = named[body.lowercased()]
            }
            if let decoded {
                result += decoded
                rest = after.dropFirst(body.count + (hasSemicolon ? 1 : 0))
            } else {
                result += "&"
                rest = after
            }
        }
        return result + rest
    }

}
