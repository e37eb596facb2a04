import Testing
import SpecimenMarkdown

/// GitHub's alert syntax: which block quotes are callouts, and what a callout renders as.
@Suite struct CalloutTests {
    static func titled(_ markdown: String) -> MarkdownRewrites {
        var rewrites = MarkdownRewrites()
        for (index, callout) in Markdown.outline(of: markdown).callouts.enumerated() where callout.type != nil {
            rewrites.calloutTitles[index] = callout.type!.uppercased() + " <title>"
        }
        return rewrites
    }

    @Test func findsMarkersWithTheirPositionsInAnyCase() {
        let markdown = "# T\n\n> [!NOTE]\n> a\n\n> [!warning]  \n> b\n\n- item\n\n  > [!Tip]\n\n> [!WARN]\n> c\n"
        let callouts = Markdown.outline(of: markdown).callouts
        #expect(callouts.map(\.marker) == ["NOTE", "warning", "Tip", "WARN"])
        #expect(callouts.map(\.type) == ["note", "warning", "tip", nil])
        #expect(callouts.map(\.line) == [3, 6, 11, 13])
        #expect(callouts.map(\.column) == [3, 3, 5, 3])
    }

    @Test func onlyAMarkerAloneOnTheFirstLineCounts() {
        for markdown in ["> [!NOTE] text on the line\n", "> text\n> [!NOTE]\n", "> [!NOTE\n", "> [!NO TE]\n", "> [!]\n", "> *[!NOTE]*\n", "[!NOTE]\n", "> [!NOTE1]\n"] {
            #expect(Markdown.outline(of: markdown).callouts.isEmpty, "\(markdown)")
        }
    }

    @Test func rendersATitledNoteWithTheQuotesContentAndNoMarker() {
        let markdown = "> [!NOTE]\n> Useful *information*, [a link](a.md).\n>\n> - one\n> - two\n"
        var rewrites = Self.titled(markdown)
        rewrites.destinations = [0: "a/index.html"]
        let html = Markdown.html(of: markdown, rewrites: rewrites)
        #expect(html == """
            <div class="callout callout-note" role="note">
            <p class="callout-title">NOTE &lt;title&gt;</p>
            <p>Useful <em>information</em>, <a href="a/index.html">a link</a>.</p>
            <ul>
            <li>one</li>
            <li>two</li>
            </ul>
            </div>

            """)
    }

    @Test func aMarkerAloneOrBeforeABlankLineLeavesNoEmptyParagraph() {
        #expect(Markdown.html(of: "> [!TIP]\n", rewrites: Self.titled("> [!TIP]\n"))
            == "<div class=\"callout callout-tip\" role=\"note\">\n<p class=\"callout-title\">TIP &lt;title&gt;</p>\n</div>\n")
        let markdown = "> [!CAUTION]\n>\n> Text.\n"
        #expect(Markdown.html(of: markdown, rewrites: Self.titled(markdown))
            == "<div class=\"callout callout-caution\" role=\"note\">\n<p class=\"callout-title\">CAUTION &lt;title&gt;</p>\n<p>Text.</p>\n</div>\n")
    }

    @Test func withoutATitleOrWithAnUnknownTypeItStaysAQuote() {
        let markdown = "> [!WARN]\n> Text.\n\n> [!NOTE]\n> Note.\n"
        let plain = Markdown.html(of: markdown)
        #expect(plain.contains("<blockquote>\n<p>[!WARN]\nText.</p>\n</blockquote>"))
        #expect(plain.contains("<blockquote>\n<p>[!NOTE]\nNote.</p>\n</blockquote>"))
        let titled = Markdown.html(of: markdown, rewrites: Self.titled(markdown))
        #expect(titled.contains("<blockquote>\n<p>[!WARN]\nText.</p>\n</blockquote>"))
        #expect(titled.contains("callout-note") && !titled.contains("[!NOTE]"))
    }

    @Test func headingsAndFencedBlocksInsideKeepTheirRewrites() {
        let markdown = "> [!IMPORTANT]\n> ## Inside\n>\n> ```spec\n> component: tabs\n> ```\n"
        var rewrites = Self.titled(markdown)
        rewrites.headingIDs = [0: "inside"]
        rewrites.fencedBlockHTML = [0: "<table>spec</table>"]
        let html = Markdown.html(of: markdown, rewrites: rewrites)
        #expect(html.contains("<h2 id=\"inside\">Inside</h2>") && html.contains("<table>spec</table>"))
        #expect(html.hasPrefix("<div class=\"callout callout-important\" role=\"note\">") && html.hasSuffix("</div>\n"))
    }
}
