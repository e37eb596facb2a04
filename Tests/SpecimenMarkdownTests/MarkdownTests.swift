import Foundation
import Testing
import SpecimenTestSupport
@testable import SpecimenMarkdown
import SpecimenFormats

@Suite struct MarkdownTests {
    /// Heading ids and table labels are escaped byte by byte; the same as character by character.
    @Test func escapesAttributesAsCharactersWould() {
        func reference(_ value: String) -> String {
            var escaped = ""
            for character in value {
                switch character {
                case "&": escaped += "&amp;"
                case "<": escaped += "&lt;"
                case ">": escaped += "&gt;"
                case "\"": escaped += "&quot;"
                default: escaped.append(character)
                }
            }
            return escaped
        }
        var generator = SeededGenerator(seed: 3)
        // No lone combining mark: after `"`, `&`, `<` or `>` it made one character with it, which
        // slipped past the old loop unescaped (asserted below: escaped now, as templates do).
        let pieces = ["a", "&", "<", ">", "\"", "'", "é", "&amp;", " ", "日本", "🏳️‍🌈", "\r\n"]
        for _ in 0..<3000 {
            let sample = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            #expect(MarkupEscaping.escape(sample, apostrophe: false) == reference(sample), "\(sample)")
            #expect(MarkupEscaping.escape(sample, apostrophe: true) == reference(sample).replacingOccurrences(of: "'", with: "&#39;"), "\(sample)")
        }
        #expect(MarkupEscaping.escape("a\"\u{301}b&\u{301}", apostrophe: false) == "a&quot;\u{301}b&amp;\u{301}")
    }

    /// The byte-wise dangerous-URL test agrees with the lowercased-prefix one it replaced.
    @Test func dangerousURLsAsBefore() {
        func reference(_ url: String) -> Bool {
            let start = String(decoding: url.utf8.prefix(16), as: UTF8.self).lowercased()
            if ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains(where: { start.hasPrefix($0) }) { return false }
            return ["javascript:", "vbscript:", "file:", "data:"].contains { start.hasPrefix($0) }
        }
        var generator = SeededGenerator(seed: 9)
        let pieces = ["java", "JAVA", "script", "ScRiPt", ":", "vb", "file", "FILE", "data", "Data", "image/", "png", "GIF", "jpeg", "webp",
                      "x", "é", "\u{212A}", " ", "/", "%3A", "i"]
        for _ in 0..<5000 {
            let url = (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            #expect(Markdown.isDangerous(url) == reference(url), "\(url)")
        }
    }

    /// Destinations filled in after parsing must read exactly as cmark (and the sanitizer) write them.
    @Test func fillsDestinationsAsCmarkWritesThem() {
        let urls = ["a.md", "../b c.md#x", "javascript:alert(1)", "JavaScript:x", "vbscript:x", "file:///etc/passwd", "data:text/html,x",
                    "data:image/png;base64,AA", "DATA:IMAGE/GIF,x", "java%09script:x", "&#106;avascript:x", "https://x.org/?a=1&b='2'",
                    "mailto:a@b", "", "#top", "?q", "a:b", " x", "é/ü.md"]
        var checked = 0
        for options in [MarkdownOptions.safe, MarkdownOptions(allowsRawHTML: true)] {
            for url in urls {
                for isImage in [false, true] {
                    let markdown = (isImage ? "!" : "") + "[x](<\(url)>)"
                    guard let link = Markdown.outline(of: markdown, options: options).links.first else { continue }
                    let html = Markdown.html(of: markdown, options: options)
                    let value = Markdown.attributeValue(ofDestination: link.destination, isImage: isImage, options: options)
                    #expect(html.contains((isImage ? "src=\"" : "href=\"") + value + "\""), "\(url) \(options): \(html)")
                    checked += 1
                }
            }
        }
        #expect(checked > 60)
    }

    /// Destinations rendered after parsing must be escaped exactly as cmark escapes them.
    @Test func escapesHrefsAsCmarkDoes() {
        var characters = (1..<128).map { String(UnicodeScalar(UInt8($0))) }.filter { !["\n", "\r", "<", ">", "\\"].contains($0) }
        characters += ["é", "😀", "\u{2028}", "%20", "&amp;"]
        var checked = 0
        for character in characters {
            let markdown = "[x](<a\(character)b>) ![y](<c\(character)d>)"
            let outline = Markdown.outline(of: markdown)
            let html = Markdown.html(of: markdown)
            for link in outline.links {
                #expect(html.contains("=\"\(Markdown.escapeHref(link.destination))\""), "\(character.debugDescription): \(html)")
                checked += 1
            }
        }
        #expect(checked > 200)
    }

    @Test func findsBytesAnywhereOrNowhere() {
        #expect(Markdown.contains("<in", in: "<in"))
        #expect(Markdown.contains("<in", in: "x<<in"))
        #expect(Markdown.contains("é", in: "caf\u{E9}"))
        #expect(!Markdown.contains("<in", in: "<i"))
        #expect(!Markdown.contains("<in", in: "<i n<i"))
        #expect(!Markdown.contains("abc", in: ""))
        #expect(Markdown.contains("", in: "x"))
    }

    /// The search anchors on a pattern's rarest letter: it must still find every occurrence,
    /// overlapping ones and ones at either end included, as a plain scan does.
    @Test func findsEveryOccurrenceAsAPlainScanDoes() {
        var generator = SeededGenerator(seed: 9)
        let alphabet = Array("<xbox ck".utf8)
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
            let pattern = (0..<Int.random(in: 1...4, using: &generator)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
            var expected: [Int] = []
            if text.count >= pattern.count {
                for start in 0...(text.count - pattern.count) where Array(text[start..<start + pattern.count]) == pattern { expected.append(start) }
            }
            var found: [Int] = []
            text.withUnsafeBufferPointer { bytes in
                var from = 0
                while let at = Markdown.occurrence(of: pattern, in: bytes, from: from) {
                    found.append(at)
                    from = at + 1
                }
            }
            #expect(found == expected, "\(pattern) in \(text)")
        }
    }

    static let sample = """
        # Tabs

        Some ~~old~~ text, www.example.com and a [link](tabs.md#fixed).

        | a | b |
        |---|---|
        | 1 | 2 |

        - [x] done
        - [ ] to do

        ```spec title=Primary
        component: tabs
        ```

        ## Fixed tabs ![icon](i.png)
        """

    @Test func rendersGFMExtensions() {
        let html = Markdown.html(of: Self.sample)
        #expect(html.contains("<del>old</del>"))
        #expect(html.contains("<a href=\"http://www.example.com\">www.example.com</a>"))
        #expect(html.contains("<table>"))
        #expect(html.contains("type=\"checkbox\""))
    }

    @Test func outlineHasHeadingsLinksAndFencesWithPositions() {
        let outline = Markdown.outline(of: Self.sample)
        #expect(outline.headings.map(\.text) == ["Tabs", "Fixed tabs icon"])
        #expect(outline.headings.map(\.line) == [1, 16])
        #expect(outline.links.map(\.destination) == ["http://www.example.com", "tabs.md#fixed", "i.png"])
        #expect(outline.links[1].line == 3 && outline.links[1].column == 42)
        #expect(outline.links[2].isImage && outline.links[2].text == "icon")
        #expect(outline.fencedBlocks.count == 1)
        #expect(outline.fencedBlocks[0].language == "spec" && outline.fencedBlocks[0].info == "spec title=Primary")
        #expect(outline.fencedBlocks[0].line == 12 && outline.fencedBlocks[0].code == "component: tabs\n")
    }

    @Test func rewritesAddIDsReplaceLinksAndFences() {
        let rewrites = MarkdownRewrites(headingIDs: [0: "tabs", 1: "fixed-\"tabs"], destinations: [1: "../tabs/index.html#fixed"],
                                        fencedBlockHTML: [0: "<div class=\"spec\">rules</div>"])
        let html = Markdown.html(of: Self.sample, rewrites: rewrites)
        #expect(html.hasPrefix("<h1 id=\"tabs\">Tabs</h1>\n"))
        #expect(html.contains("<h2 id=\"fixed-&quot;tabs\">Fixed tabs <img src=\"i.png\" alt=\"icon\" /></h2>\n"))
        #expect(html.contains("<a href=\"../tabs/index.html#fixed\">link</a>"))
        #expect(html.contains("<div class=\"spec\">rules</div>\n<h2"))
        #expect(!html.contains("component: tabs"))
    }

    @Test func tablesScrollInsideANamedKeyboardRegion() {
        let markdown = "| a |\n|---|\n| 1 |\n\n- item\n\n  | b |\n  |---|\n  | 2 |\n"
        let outline = Markdown.outline(of: markdown)
        #expect(outline.tableLines == [1, 7])
        let html = Markdown.html(of: markdown, rewrites: MarkdownRewrites(tableLabels: [0: "Table 1", 1: "Table \"2\""]))
        #expect(html.hasPrefix("<div class=\"table-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"Table 1\">\n<table>"))
        #expect(html.contains("</table>\n</div>\n<ul>"))
        #expect(html.contains("aria-label=\"Table &quot;2&quot;\">\n<table>"))
    }

    @Test func codeBlocksCanBeReachedWithTheKeyboard() {
        let markdown = "```sh\nspecimen serve <x>\n```\n\n    indented & code\n\n```spec\nrules: []\n```\n\n> ```\n> quoted\n> ```\n"
        let plain = Markdown.html(of: markdown)
        let focusable = Markdown.html(of: markdown, rewrites: MarkdownRewrites(fencedBlockHTML: [1: "<div>spec</div>"], focusableCodeBlocks: true))
        #expect(focusable == "<pre tabindex=\"0\"><code class=\"language-sh\">specimen serve &lt;x&gt;\n</code></pre>\n"
            + "<pre tabindex=\"0\"><code>indented &amp; code\n</code></pre>\n<div>spec</div>\n"
            + "<blockquote>\n<pre tabindex=\"0\"><code>quoted\n</code></pre>\n</blockquote>\n")
        #expect(focusable == plain.replacingOccurrences(of: "<pre>", with: "<pre tabindex=\"0\">")
            .replacingOccurrences(of: "<pre tabindex=\"0\"><code class=\"language-spec\">rules: []\n</code></pre>", with: "<div>spec</div>"))
        #expect(!Markdown.html(of: markdown, rewrites: MarkdownRewrites()).contains("tabindex"), "off unless asked for")
    }

    @Test func taskCheckboxesGetAccessibleNames() {
        let html = Markdown.html(of: "- [x] a\n- [ ] b\n", rewrites: MarkdownRewrites(taskLabels: .init(done: "Done", toDo: "To \"do\"")))
        #expect(html.contains("<input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"Done\" /> a"))
        #expect(html.contains("<input type=\"checkbox\" disabled=\"\" aria-label=\"To &quot;do&quot;\" /> b"))
    }

    /// Documents without task items are searched for checkboxes only where one can come from:
    /// kept raw HTML, or a block's HTML put in by the rewrites.
    @Test func checkboxesOutsideTaskListsGetNamesAsBefore() {
        let labels = MarkdownRewrites.TaskLabels(done: "Done", toDo: "To do")
        let checkbox = "<input type=\"checkbox\" disabled=\"\" />"
        let raw = Markdown.html(of: "<div>\(checkbox)</div>\n", options: MarkdownOptions(allowsRawHTML: true, sanitizesRawHTML: false), rewrites: MarkdownRewrites(taskLabels: labels))
        #expect(raw.contains("aria-label=\"To do\""))
        let block = Markdown.html(of: "```spec\nx\n```\n", rewrites: MarkdownRewrites(fencedBlockHTML: [0: "<p>\(checkbox)</p>"], taskLabels: labels))
        #expect(block.contains("aria-label=\"To do\""))
        let plain = Markdown.html(of: "Nothing to tick.\n", rewrites: MarkdownRewrites(taskLabels: labels))
        #expect(plain == "<p>Nothing to tick.</p>\n")
    }

    @Test func replacingFindsEveryOccurrenceAndKeepsTheRest() {
        let pairs = [("<ab>", "[1]"), ("<abc/>", "[2]")]
        #expect(Markdown.replacing(pairs, in: "x < y <ab> é <abc/><ab>z<") == "x < y [1] é [2][1]z<")
        #expect(Markdown.replacing(pairs, in: "nothing <a here") == "nothing <a here")
        #expect(Markdown.replacing(pairs, in: "") == "")
    }

    @Test func safeModeDropsRawHTMLAndDangerousLinks() {
        let html = Markdown.html(of: "<script>alert(1)</script>\n\n[x](javascript:alert(1)) <b>bold</b>\n")
        #expect(!html.contains("<script"))
        #expect(html.contains("<!-- raw HTML omitted -->"))
        #expect(html.contains("<a href=\"\">x</a>"))
    }

    @Test func rawHTMLModeKeepsOnlyAllowedTags() {
        let html = Markdown.html(of: "<script>alert(1)</script>\n\n<b>bold</b>\n", options: MarkdownOptions(allowsRawHTML: true))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("<b>bold</b>"))
    }

    /// cmark-gfm 0.29.0.gfm.6 changes a process-wide table during every parse: parsing on many
    /// threads at once must still give exactly the serial result.
    @Test func concurrentParsingMatchesSerial() async {
        // Every extension and the block-level parts of feeding (reference definitions, table rows
        // with escaped pipes, task items), while other threads are inside `finish`.
        let documents = (0..<8).map {
            "# Page \($0)\n\n~~struck \($0)~~ and www.example\($0).com and https://x.org/\($0) a@b\($0).org\n\n"
                + "| a | b \\| c |\n|---|---|\n| \($0) ~~x~~ | [r][ref\($0)] |\n\n- [x] done ~one~\n- [ ] to do www.x.org\n\n"
                + "[ref\($0)]: https://example.org/\($0) \"title ~~\"\n\n> quote *em* **strong** `code` <b>raw</b>\n"
        }
        let serial = documents.map { Markdown.html(of: $0) }
        let concurrent = await withTaskGroup(of: (Int, [String]).self) { group in
            for worker in 0..<4 {
                group.addTask {
                    var results: [String] = []
                    for round in 0..<1000 { results.append(Markdown.html(of: documents[(round + worker) % documents.count])) }
                    return (worker, results)
                }
            }
            var all: [(Int, [String])] = []
            for await result in group { all.append(result) }
            return all
        }
        for (worker, results) in concurrent {
            for (round, html) in results.enumerated() {
                #expect(html == serial[(round + worker) % documents.count])
            }
        }
    }
}
