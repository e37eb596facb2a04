import Foundation
import Testing
import SpecimenMarkdown
import SpecimenTestSupport
@testable import SpecimenKit

/// Captions and texts of examples taken as plain text without a cmark parse render exactly as
/// cmark renders them.
@Suite struct GuidanceRenderTests {
    @Test func plainCaptionsRenderAsCmarkRendersThem() {
        var generator = SeededGenerator(seed: 17)
        let pieces = ["Keep", " ", "tab", "labels", "short.", "\"quoted\"", "it's", "é", "日本", "1", "2.", "a-b", "*x*", "[l](u)", "<b>", "&amp;",
                      "www.example.org", "https://x.org", "a@b.org", "`code`", "\\*", "~~s~~", "#", "x_y", "  ", ",", ";", "?", "’"]
        var plain = 0
        for _ in 0..<3000 {
            // Trimmed, as YAML gives a caption.
            let text = (0..<Int.random(in: 1...8, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
                .trimmingCharacters(in: .whitespaces)
            var cmark = Markdown.html(of: text)
            if cmark.hasPrefix("<p>"), cmark.hasSuffix("</p>\n"), cmark.components(separatedBy: "<p>").count == 2 { cmark = String(cmark.dropFirst(3).dropLast(5)) }
            cmark = cmark.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(GuidanceBlockRenderer.inlineHTML(text) == cmark, "\(text)")
            if GuidanceBlockRenderer.isPlain(text) { plain += 1 }
        }
        #expect(plain > 300, "the fast path is taken for plain sentences")
    }
}

/// What a reader gets from a video figure: the video with its captions as a track in the page's
/// language, or no track for a video without sound; both files are published with the page.
@Suite struct VideoFigureTests {
    @Test func aVideoHasItsCaptionsTrackAndBothFilesArePublished() {
        let page = "---\ntitle: T\nsection: Components\n---\n\n```figure\nvideo: ../assets/switch.mp4\ncaptions: ../assets/switch.vtt\nalt: Switching tabs\ncaption: Switching between tabs.\n```\n\n```do\nvideo: ../assets/silent.mp4\naudio: none\nalt: A silent loop\ncaption: A loop without sound needs no captions.\n```\n"
        let site = makeSite(["components/t.md": page], files: ["assets/switch.mp4", "assets/switch.vtt", "assets/silent.mp4"])
        let html = PageBodyRenderer(site: site).bodyHTML(of: site.pages[0])
        #expect(html.contains("<video src=\"../../assets/switch.mp4\" controls preload=\"metadata\" aria-label=\"Switching tabs\"><track kind=\"captions\" src=\"../../assets/switch.vtt\" srclang=\"en\" label=\"Captions\" default></video>"), "\(html)")
        #expect(html.contains("<video src=\"../../assets/silent.mp4\" controls preload=\"metadata\" aria-label=\"A silent loop\"></video>"), "\(html)")
        #expect(html.contains("<figcaption>Switching between tabs.</figcaption>"))
        #expect(ReferencedFiles.of(site) == ["assets/silent.mp4", "assets/switch.mp4", "assets/switch.vtt"])
        #expect(GuidanceChecker().check(site).isEmpty)
    }
}
