import Testing
@testable import SpecimenMarkdown

/// Raw HTML's `<a href>` and `<img src>` (with `rawHTML: true`): listed in the outline after
/// cmark's links, placed at their values in the file, and rewritten as Markdown's are.
@Suite struct RawHTMLLinkTests {
    static let raw = MarkdownOptions(allowsRawHTML: true)

    /// `(destination, isImage, line, column)` of the raw-HTML links of `markdown`.
    func rawLinks(_ markdown: String, options: MarkdownOptions = raw) -> [String] {
        Markdown.outline(of: markdown, options: options).links.filter(\.isRawHTML)
            .map { "\($0.destination) \($0.isImage ? "img" : "a") \($0.line):\($0.column)" }
    }

    @Test func findsLinksInBlocksWithTheirPositions() {
        let markdown = "# T\n\n<figure>\n<img src=\"a.png\" alt=\"A\">\n  <figcaption><a href='b.md#x'>b</a> <a href=c.md>c</a></figcaption>\n</figure>\n"
        #expect(rawLinks(markdown) == ["a.png img 4:11", "b.md#x a 5:24", "c.md a 5:46"])
    }

    @Test func findsLinksInInlineHTMLOnEveryLineOfAParagraph() {
        let markdown = "Text <img src=\"a.png\"\n   alt=\"A\"> and\n  more <a\nhref='b.md'>x</a> then <img alt=\"\" src=c.png>\n"
        #expect(rawLinks(markdown) == ["a.png img 1:16", "b.md a 4:7", "c.png img 4:40"])
    }

    @Test func findsLinksInListsQuotesAndTables() {
        let markdown = "- item <a href=\"a.md\">a</a>\n\n  <div><img src=\"b.png\" alt=\"\"></div>\n\n>   <p><a href=c.md>c</a>\n> <img src=d.png alt=d></p>\n\n| x |\n|---|\n| <a href=\"e.md\">e</a> |\n"
        #expect(rawLinks(markdown) == ["a.md a 1:17", "b.png img 3:18", "c.md a 5:16", "d.png img 6:12", "e.md a 10:12"])
    }

    @Test func theSameTagTwiceInAParagraphIsPlacedTwice() {
        let markdown = "<kbd>A</kbd> <a href=\"x.md\">x</a>\nand <a href=\"x.md\">x</a>\n"
        #expect(rawLinks(markdown) == ["x.md a 1:23", "x.md a 2:14"])
    }

    @Test func decodesCharacterReferencesAndReadsAlt() {
        let links = Markdown.outline(of: "<img src=\"a&amp;b.png\" alt=\"&lt;A&gt;\"> <img src=&#x63;.png> <img alt=\"\" src=d.png>\n", options: Self.raw).links
        #expect(links.map(\.destination) == ["a&b.png", "c.png", "d.png"])
        #expect(links.map(\.text) == ["<A>", "", ""])
        #expect(links.map(\.hasAltAttribute) == [true, false, true])
        #expect(links.map(\.column) == [11, 50, 78])
    }

    /// A tag the allow-list shows escaped is text, not a link; closing tags and other tags' URLs are not links.
    @Test func onlyTagsTheSanitizerKeepsAreLinks() {
        let markdown = "<img src=\"a.png\" onerror=\"x()\"> <a href=\"javascript:x()\">j</a> <blockquote cite=\"q.md\"></blockquote> <a name=n>n</a> <IMG SRC=\"b.png\" ALT=b>\n"
        #expect(rawLinks(markdown) == ["b.png img 1:128"])
    }

    @Test func cmarksLinksKeepTheirIndexesAndRawOnesComeAfter() {
        let markdown = "<a href=\"r1.md\">r</a> [m1](m1.md)\n\n<img src=\"r2.png\" alt=\"\">\n\n![m2](m2.png)\n"
        let links = Markdown.outline(of: markdown, options: Self.raw).links
        #expect(links.map(\.destination) == ["m1.md", "m2.png", "r1.md", "r2.png"])
        #expect(links.map(\.isRawHTML) == [false, false, true, true])
        #expect(Markdown.outline(of: markdown).links.map(\.destination) == ["m1.md", "m2.png"], "safe mode: raw HTML is not HTML")
    }

    @Test func withoutRawHTMLNothingChanges() {
        let markdown = "<a href=\"x.md\">x</a> [y](y.md)\n"
        #expect(rawLinks(markdown, options: .safe).isEmpty)
        #expect(Markdown.html(of: markdown, rewrites: MarkdownRewrites(destinations: [0: "../y/", 1: "../x/"])) == "<p><!-- raw HTML omitted -->x<!-- raw HTML omitted --> <a href=\"../y/\">y</a></p>\n")
        // cmark's own mode (the differential tests) finds none either.
        #expect(rawLinks(markdown, options: MarkdownOptions(allowsRawHTML: true, sanitizesRawHTML: false)).isEmpty)
    }

    @Test func rewritesValuesAsTheSanitizerWritesThem() {
        let markdown = "[m](m.md) <a href='b.md#x' class=k>b</a>\n\n<div>\n<img alt=\"A\" src=a.png> <img src=\"keep.png\" alt=\"\">\n</div>\n"
        let rewrites = MarkdownRewrites(destinations: [0: "../m/", 1: "../b/#x", 2: "../a&b's \"1\".png"])
        #expect(Markdown.html(of: markdown, options: Self.raw, rewrites: rewrites) ==
                "<p><a href=\"../m/\">m</a> <a href=\"../b/#x\" class=\"k\">b</a></p>\n<div>\n<img alt=\"A\" src=\"../a&amp;b&#39;s &quot;1&quot;.png\"> <img src=\"keep.png\" alt=\"\">\n</div>\n")
    }

    /// Filled in later (placeholders), a value is written as the sanitizer would have written it.
    @Test func valuesFilledInLaterAreEscapedAsTheSanitizerWritesThem() {
        for url in ["../a&b's \"1\".png", "plain/", "é ü.png"] {
            let direct = RawHTMLSanitizer.sanitize("<img src=\"\(url.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;"))\">")
            let filled = "<img src=\"" + Markdown.attributeValue(ofDestination: url, isImage: true, isRawHTML: true, options: Self.raw) + "\">"
            #expect(direct == filled)
        }
        #expect(Markdown.attributeValue(ofDestination: "javascript:x()", isImage: false, isRawHTML: true, options: Self.raw) == "")
    }

    @Test func pagesWithoutLinkAttributesAreNotReadTagByTag() {
        #expect(!RawHTMLLinkFinder.mayHoldLinks("<kbd>Ctrl</kbd>"))
        #expect(RawHTMLLinkFinder.mayHoldLinks("<IMG SRC=x>"))
        #expect(RawHTMLLinkFinder.mayHoldLinks("<a\nhref=x>"))
    }
}
