import Testing
@testable import SpecimenMarkdown

/// `rawHTML: true` keeps authors' markup but nothing that runs script.
@Suite struct RawHTMLSanitizerTests {
    @Test(arguments: [
        ("<kbd>Ctrl</kbd>+<kbd>C</kbd>", "<kbd>Ctrl</kbd>+<kbd>C</kbd>"),
        ("<details open><summary>More</summary>Text</details>", "<details open><summary>More</summary>Text</details>"),
        ("<img src=\"a.png\" alt='A \"quoted\" alt' width=20>", "<img src=\"a.png\" alt=\"A &quot;quoted&quot; alt\" width=\"20\">"),
        ("<a href=\"https://example.org/?a=1&amp;b=2\" title=x>x</a>", "<a href=\"https://example.org/?a=1&amp;b=2\" title=\"x\">x</a>"),
        ("<span aria-hidden=\"true\">*</span>", "<span aria-hidden=\"true\">*</span>"),
        ("<!-- a note for editors -->Seen", "Seen"),
        ("<br/>", "<br />"),
    ])
    func keepsSafeMarkup(input: String, expected: String) {
        #expect(RawHTMLSanitizer.sanitize(input) == expected)
    }

    @Test(arguments: [
        "<script>alert(1)</script>", "<SCRIPT SRC=//evil.example/x.js></SCRIPT>", "<img src=x onerror=alert(1)>",
        "<img src=x oNeRrOr='alert(1)'>", "<svg onload=alert(1)>", "<svg><script>alert(1)</script></svg>",
        "<iframe src=\"javascript:alert(1)\"></iframe>", "<a href=\"javascript:alert(1)\">x</a>", "<a href=\"JaVaScRiPt:alert(1)\">x</a>",
        "<a href=\" javascript:alert(1)\">x</a>", "<a href=\"java&#x09;script:alert(1)\">x</a>", "<a href=\"java\tscript:alert(1)\">x</a>",
        "<a href=\"&#106;avascript:alert(1)\">x</a>", "<a href=\"javascript&colon;alert(1)\">x</a>", "<a href=\"vbscript:msgbox(1)\">x</a>",
        "<a href=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\">x</a>", "<img src=\"data:image/svg+xml,<svg onload=alert(1)>\">",
        "<div style=\"background:url(javascript:alert(1))\">x</div>", "<object data=x.swf></object>", "<embed src=x.swf>",
        "<form action=\"javascript:alert(1)\"><button>x</button></form>", "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">",
        "<base href=\"javascript:alert(1)//\">", "<link rel=stylesheet href=x.css>", "<style>*{}</style>", "<math><mi xlink:href=\"javascript:alert(1)\">x</mi></math>",
        "<details open ontoggle=alert(1)>", "<a href=\"x\" onclick=\"alert(1)\">x</a>", "<p/onclick=alert(1)>x</p>", "<img src=\"x\"/onerror=\"alert(1)\">",
        "<input autofocus onfocus=alert(1)>", "<video><source onerror=\"alert(1)\"></video>", "<template><script>alert(1)</script></template>",
        "<a href=\"x\" data-search>x</a>", "<img srcset=\"javascript:alert(1) 1x\">", "<a href='x'\nonmouseover=alert(1)>x</a>",
    ])
    func neverKeepsScript(payload: String) throws {
        let safe = RawHTMLSanitizer.sanitize(payload)
        // Escaped text (`&lt;script&gt;`) is harmless; look at the real tags only.
        let tag = try Regex(#"<(/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>"#)
        for match in safe.matches(of: tag) {
            let name = String(match.output[2].substring ?? "").lowercased()
            let attributes = String(match.output[3].substring ?? "").lowercased()
            #expect(RawHTMLSanitizer.allowedTags[name] != nil, "\(payload) → <\(name)>")
            for forbidden in ["javascript:", "vbscript:", "data:text", "data:image/svg", "style=", "data-"] {
                #expect(!attributes.contains(forbidden), "\(payload) → \(safe)")
            }
            #expect(attributes.range(of: #"(^|[\s/])on[a-z]+\s*="#, options: .regularExpression) == nil, "an event handler survived: \(safe)")
        }
    }

    @Test func readsURLSchemesAsBrowsersDo() {
        for unsafe in ["javascript:x", " JAVASCRIPT:x", "java\nscript:x", "jav&#97;script:x", "&#x6A;avascript:x", "vbscript:x", "file:///etc/passwd",
                       "data:text/html,x", "data:image/svg+xml,x"] {
            #expect(!RawHTMLSanitizer.isSafeURL(unsafe), "\(unsafe)")
        }
        for safe in ["https://example.org", "mailto:a@example.org", "../a.md#b", "#top", "?q=a:b", "irc://chat.example.org", "a/b:c"] {
            #expect(RawHTMLSanitizer.isSafeURL(safe), "\(safe)")
        }
        #expect(RawHTMLSanitizer.isSafeURL("data:image/png;base64,AAAA", isImage: true))
    }

    @Test func markdownLinksAreCheckedInRawHTMLModeToo() {
        let html = Markdown.html(of: "[a](javascript:alert(1)) ![b](vbscript:x) [c](https://example.org)\n", options: MarkdownOptions(allowsRawHTML: true))
        #expect(html == "<p><a href=\"\">a</a> <img src=\"\" alt=\"b\" /> <a href=\"https://example.org\">c</a></p>\n")
    }
}
