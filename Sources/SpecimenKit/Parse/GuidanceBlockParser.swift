import SpecimenMarkdown

/// Reads the YAML of a ```` ```do ````, `dont`, `caution` or `figure` block into a
/// `GuidanceBlock`, reporting at file positions what the block itself gets wrong: nothing to
/// show (a figure; a verdict may be its caption alone) or two things (SP002, SP201), a verdict without a caption (SP002), an image without alt
/// text that is not marked decorative (SP104), a video without captions or `audio: none` (SP108).
/// Whether its files exist and its rule is the component's is for `GuidanceChecker`.
package struct GuidanceBlockParser: Sendable {
    package let file: String

    package init(file: String) {
        self.file = file
    }

    package func parse(_ block: MarkdownOutline.FencedBlock, kind: GuidanceBlock.Kind, index: Int,
                       source: @autoclosure () -> SourceText) -> Diagnosed<GuidanceBlock?> {
        let region = block.yamlRegion(file: file, syntaxCode: .specSyntax, source: source)
        let fence = SourceLocation(file: file, line: block.line, column: block.column)
        let what = "`\(kind.rawValue)` block"
        var log = DiagnosticLog()
        let node = log.take(region.compose(what: what))
        guard log.isEmpty else { return log.result(nil) }
        guard let node, var fields = YAMLFields(node, region: region, what: what, log: &log) else {
            if log.isEmpty { log.report(Diagnostic(.missingField, at: fence, "\(what) is empty", hint: Self.showHint)) }
            return log.result(nil)
        }
        let known = GuidanceBlock.knownKeys(for: kind)
        fields.reportUnknownKeys(known: known)
        // An embed has no `rule` (SP003 above), so none is read for the checks to follow.
        let hasRule = known.contains("rule")
        var guidance = GuidanceBlock(kind: kind, example: nil, alt: fields.string("alt"), isDecorative: fields.bool("decorative") ?? false,
                                     caption: fields.string("caption"), rule: hasRule ? fields.string("rule") : nil,
                                     ruleLocation: hasRule ? fields.location(ofValue: "rule") : nil,
                                     platforms: fields.stringList("platforms") ?? [], fencedBlockIndex: index, location: fence)
        if kind == .embed {
            let url = fields.string("url"), title = fields.string("title"), height = fields.integer("height")
            for (key, value) in [("url", url), ("title", title)] where (value ?? "").isEmpty {
                fields.log.report(Diagnostic(.missingField, at: fence, "\(what) has no `\(key)`",
                                             hint: key == "url" ? "give the page to show: `url: https://www.figma.com/proto/…`" : "say what the frame shows, for screen readers: `title: Tabs prototype`"))
            }
            if let url, let title, let at = fields.location(ofValue: "url") {
                guidance.example = .embed(url: url, title: title, height: height, location: at)
            }
            log.merge(fields.log)
            return log.result(guidance)
        }
        let shown = ["image", "video", "code", "text"].filter { fields.value($0) != nil }
        if shown.count > 1, let second = fields.location(ofKey: shown[1]) {
            fields.log.report(Diagnostic(.specSyntax, at: second, "\(what) shows both `\(shown[0])` and `\(shown[1])`",
                                         hint: "one example per block: put the other in a block of its own"))
        }
        func media(_ key: String) -> GuidanceBlock.MediaFile? {
            guard let path = fields.string(key), let at = fields.location(ofValue: key) else { return nil }
            return .init(path: path, location: at)
        }
        switch shown.first {
        case "image":
            if let image = media("image") { guidance.example = .image(image) }
        case "video":
            guard let video = media("video") else { break }
            let audio = fields.string("audio")
            if let audio, audio != "none", let at = fields.location(ofValue: "audio") {
                fields.log.report(Diagnostic(.specSyntax, at: at, "`audio` can only be `none`", hint: "leave it out for a video with sound, and give `captions:`"))
            }
            let captions = media("captions")
            if let captions, !captions.path.lowercased().hasSuffix(".vtt") {
                fields.log.report(Diagnostic(.videoWithoutCaptions, at: captions.location, "captions `\(captions.path)` are not a WebVTT file",
                                             hint: "give the captions as a `.vtt` file"))
            } else if captions == nil, audio != "none" {
                fields.log.report(Diagnostic(.videoWithoutCaptions, at: video.location, "video `\(video.path)` has no captions",
                                             hint: "add `captions: video.vtt` (WebVTT), or `audio: none` for a video without sound"))
            }
            guidance.example = .video(video, captions: captions, hasAudio: audio != "none")
        case "code":
            if let code = fields.string("code") { guidance.example = .code(code, language: fields.string("language")) }
        case "text":
            if let text = fields.string("text") { guidance.example = .text(text) }
        default:
            // A verdict may be its caption alone ("Don't use colour as the only carrier of meaning.").
            if !kind.isVerdict { fields.log.report(Diagnostic(.missingField, at: fence, "\(what) shows nothing", hint: Self.showHint)) }
        }
        if case .image(let image) = guidance.example {
            if guidance.isDecorative, let alt = guidance.alt, !alt.isEmpty, let at = fields.location(ofValue: "alt") {
                fields.log.report(Diagnostic(.specSyntax, at: at, "a decorative image has no alt text",
                                             hint: "keep `alt:` and drop `decorative: true`, or the other way round"))
            } else if !guidance.isDecorative, (guidance.alt ?? "").isEmpty {
                let hint = kind.isVerdict ? "add `alt:` saying what the example shows" : "add `alt:` saying what the image shows, or `decorative: true` if it adds nothing"
                fields.log.report(Diagnostic(.imageWithoutAlt, at: image.location, "image `\(image.path)` has no alt text", hint: hint))
            }
        }
        if kind.isVerdict, (guidance.caption ?? "").isEmpty {
            fields.log.report(Diagnostic(.missingField, at: fence, "\(what) has no `caption`",
                                         hint: "say in a sentence what the example shows: `caption: Keep tab labels to one or two words.`"))
        }
        if !kind.isVerdict, guidance.rule != nil, let at = guidance.ruleLocation {
            fields.log.report(Diagnostic(.specSyntax, at: at, "a figure cannot name a rule", hint: "use a `do`, `dont` or `caution` block for an example of a rule"))
        }
        log.merge(fields.log)
        return log.result(guidance)
    }

    private static let showHint = "show one example: `image:`, `video:`, `code:` or `text:`"

    /// Marks runs of consecutive verdict blocks (only blank lines between them, in the same
    /// container, as cmark tells) as groups: the first opens it, the last closes it.
    package static func group(_ blocks: inout [GuidanceBlock], outline: MarkdownOutline) {
        var previous: Int?  // position in `blocks` of the last verdict block
        for position in blocks.indices where blocks[position].kind.isVerdict {
            defer { previous = position }
            guard let before = previous, blocks[before].fencedBlockIndex + 1 == blocks[position].fencedBlockIndex,
                  outline.fencedBlocks[blocks[before].fencedBlockIndex].isFollowedByFencedBlock else { continue }
            blocks[before].closesGroup = false
            blocks[position].opensGroup = false
        }
    }
}
