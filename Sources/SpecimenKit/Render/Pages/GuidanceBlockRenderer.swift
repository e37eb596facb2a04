import SpecimenFormats
import SpecimenMarkdown

/// The HTML of a do/don't/caution example or a figure, where its fenced block was: a `<figure>`
/// with the example (image, video with its captions track, code or Markdown text) and a caption
/// that starts with the verdict in words (the theme adds its icon), and a link to the rule it
/// shows. The first block of a group opens `<div class="guidance-group">`, the last closes it.
package struct GuidanceBlockRenderer: Sendable {
    package let site: Site
    /// For the link from an example to its rule; nil renders no link.
    package let rules: RuleIndex?

    package init(site: Site, rules: RuleIndex?) {
        self.site = site
        self.rules = rules
    }

    package func html(for block: GuidanceBlock, on page: Page) -> String {
        let strings = site.strings(for: page.lang)
        let urls = RelativeURL(fromRoute: page.route)
        let resolver = LinkResolver(site: site)
        func url(_ file: GuidanceBlock.MediaFile) -> String {
            switch resolver.resolve(file.path, fromDirectory: page.directory) {
            case .file(let path, _): return urls.file(path)
            case .external: return file.path  // SP105, a warning: shown from where it is
            default: return ""  // reported by `GuidanceChecker`; the build stops
            }
        }
        func escaped(_ text: String) -> String { MarkupEscaping.escape(text) }
        var html = block.kind.isVerdict && block.opensGroup ? "<div class=\"guidance-group\">\n" : ""
        let platforms = block.platforms.isEmpty ? "" : " data-platforms=\"\(escaped(block.platforms.joined(separator: " ")))\""
        let kindClass = block.kind.isVerdict ? "guidance guidance-\(block.kind.rawValue)" : block.kind.rawValue
        html += "<figure class=\"\(kindClass)\" id=\"\(block.anchor)\"\(platforms)>\n"
        let alt = block.isDecorative ? "" : block.alt ?? ""
        switch block.example {
        case .image(let file):
            html += "<img src=\"\(escaped(url(file)))\" alt=\"\(escaped(alt))\" loading=\"lazy\">\n"
        case .video(let file, let captions, _):
            html += "<video src=\"\(escaped(url(file)))\" controls preload=\"metadata\"\(alt.isEmpty ? "" : " aria-label=\"\(escaped(alt))\"")>"
            if let captions {
                html += "<track kind=\"captions\" src=\"\(escaped(url(captions)))\" srclang=\"\(escaped(page.lang))\" label=\"\(escaped(strings["captions"]))\" default>"
            }
            html += "</video>\n"
        case .code(let code, let language):
            let languageClass = language.map { " class=\"language-\(escaped($0))\"" } ?? ""
            html += "<pre tabindex=\"0\"><code\(languageClass)>\(escaped(code))</code></pre>\n"
        case .text(let text):
            let body = Self.isPlain(text) ? "<p>\(MarkupEscaping.escape(text, apostrophe: false))</p>\n" : Markdown.html(of: text)
            html += "<div class=\"guidance-text\">\n\(body)</div>\n"
        case .embed(let address, let title, let height, _):
            // Sandboxed (scripts and pop-ups only: no same origin, so no cookies or storage of its
            // site, no top navigation, no forms), loaded when scrolled to, never sent the page's address; the link below works offline and on `file://`, where frames do not.
            html += "<iframe src=\"\(escaped(address))\" title=\"\(escaped(title))\" height=\"\(height ?? 450)\" loading=\"lazy\""
                + " sandbox=\"allow-scripts allow-popups allow-popups-to-escape-sandbox\" referrerpolicy=\"no-referrer\" allowfullscreen></iframe>\n"
            html += "<figcaption>\(block.caption.map { Self.inlineHTML($0) + " " } ?? "")<a class=\"embed-link\" href=\"\(escaped(address))\">\(escaped(strings["openEmbed"])): \(escaped(title))</a></figcaption>\n"
            html += "</figure>\n"
            return html
        case nil:
            break
        }
        var caption = block.caption.map(Self.inlineHTML) ?? ""
        if let rule = block.rule, let component = page.frontMatter.component, let rules,
           let entry = rules.examplesRules[RuleAnchor.id(component: component, rule: rule)] {
            let target = urls.page(entry.page.route, fragment: entry.anchor)
            caption += " <a class=\"guidance-rule\" href=\"\(escaped(target))\">\(escaped(strings["guidanceRule"])): \(escaped(entry.rule.text ?? rule))</a>"
        }
        if block.kind.isVerdict {
            let verdict = strings[block.kind.verdictKey]
            html += "<figcaption><strong class=\"guidance-verdict\">\(escaped(verdict))</strong> \(caption)</figcaption>\n"
        } else if !caption.isEmpty {
            html += "<figcaption>\(caption)</figcaption>\n"
        }
        html += "</figure>\n"
        if block.kind.isVerdict && block.closesGroup { html += "</div>\n" }
        return html
    }

    /// A caption's inline Markdown as HTML, without the paragraph cmark wraps it in. Most
    /// captions are plain sentences: those are escaped as cmark escapes text, without a parse.
    static func inlineHTML(_ markdown: String) -> String {
        if isPlain(markdown) { return MarkupEscaping.escape(markdown, apostrophe: false) }
        var html = Markdown.html(of: markdown)
        if html.hasPrefix("<p>"), html.hasSuffix("</p>\n"), !html.dropFirst(3).contains("<p>") {
            html = String(html.dropFirst(3).dropLast(5))
        }
        return html.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Markdown that cmark renders as its text alone, escaped: one line, no leading or trailing
    /// space or digit, and no character that can start inline markup, an entity, an escape or an
    /// autolink (`www.`, `://`, `@`). One pass over the bytes.
    static func isPlain(_ text: String) -> Bool {
        guard let first = text.utf8.first, let last = text.utf8.last, first != 0x20, last != 0x20, !(0x30...0x39).contains(first) else { return false }
        var ws = 0  // consecutive `w`s just before, for `www.`
        for byte in text.utf8 {
            switch byte {
            case 0..<0x20, 0x7F, UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "]"),
                 UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "\\"),
                 UInt8(ascii: "!"), UInt8(ascii: "~"), UInt8(ascii: "|"), UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: ":"),
                 UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "$"):
                return false
            case UInt8(ascii: "w"), UInt8(ascii: "W"):
                ws += 1
            case UInt8(ascii: "."):
                if ws >= 3 { return false }
                ws = 0
            default:
                ws = 0
            }
        }
        return true
    }
}
