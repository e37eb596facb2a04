/// A do/don't/caution example or a figure: a fenced block whose body is YAML (Docs/content.md,
/// "Do and don't", "Figures"). The example is an image, a video, code or Markdown text;
/// consecutive do/don't/caution blocks are shown as one group, side by side.
package struct GuidanceBlock: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        case `do`, dont, caution, figure, embed

        /// The fence's info word for each kind.
        package static func of(fence language: String) -> Kind? { Kind(rawValue: language) }

        /// The interface string of a verdict's word (`guidanceDo`, `guidanceDont`, `guidanceCaution`).
        package var verdictKey: String { "guidance" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

        /// True for the verdicts (do, don't, caution), which need a caption and may name a rule.
        package var isVerdict: Bool { self != .figure && self != .embed }
    }

    /// A file the block shows, as written (relative to the page), with where it is written.
    package struct MediaFile: Sendable, Hashable {
        package var path: String
        package var location: SourceLocation
    }

    /// What the block shows.
    package enum Example: Sendable, Hashable {
        case image(MediaFile)
        /// A video with its WebVTT captions, or none when the video has no audio (`audio: none`).
        case video(MediaFile, captions: MediaFile?, hasAudio: Bool)
        case code(String, language: String?)
        /// Markdown: a phrase, a list.
        case text(String)
        /// A live page from another site (a Figma prototype, a Storybook story), shown in a frame.
        case embed(url: String, title: String, height: Int?, location: SourceLocation)
    }

    package var kind: Kind
    package var example: Example?
    /// Alt text of an image or a video's description; nil when not written.
    package var alt: String?
    /// `decorative: true`: the image adds nothing the caption or text does not say (`alt=""`).
    package var isDecorative: Bool
    /// Inline Markdown.
    package var caption: String?
    /// A rule id of the page's component this example shows, with where it is written.
    package var rule: String?
    package var ruleLocation: SourceLocation?
    package var platforms: [String]
    /// Index of the fenced block in the page's outline.
    package var fencedBlockIndex: Int
    /// Where the block's fence is.
    package var location: SourceLocation
    /// True for the first and the last block of a run of consecutive verdict blocks (a lone
    /// block is both), which open and close the group around them.
    package var opensGroup = true
    package var closesGroup = true

    /// The keys a block of `kind` may have, from its definition (`GuidanceBlock.schema(for:)`):
    /// a `do` block showing a `url:` is told so (SP003) rather than silently ignored.
    package static func knownKeys(for kind: Kind) -> [String] { schema(for: kind).keys }

    /// The files the block shows (the image or video, and the captions), for checks and publishing.
    package var files: [MediaFile] {
        switch example {
        case .image(let file): [file]
        case .video(let file, let captions, _): [file] + (captions.map { [$0] } ?? [])
        case .code, .text, .embed, nil: []
        }
    }

    /// The anchor of the block on its page (`example-3`, by fenced-block index), which a rule's
    /// row links to.
    package var anchor: String { "example-\(fencedBlockIndex + 1)" }
}
