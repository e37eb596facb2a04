/// The keys of the guidance blocks (Docs/content.md, Do and don't, Figures, Embeds), one set per
/// kind: a verdict may name a rule, a figure may not, an embed shows another site's page.
extension GuidanceBlock {
    /// The keys of a block of `kind`.
    package static func schema(for kind: Kind) -> InputSchema {
        switch kind {
        case .do, .dont, .caution: verdictSchema
        case .figure: figureSchema
        case .embed: embedSchema
        }
    }

    /// ```` ```do ````, `dont` and `caution`: an example of a guideline, with its verdict.
    package static let verdictSchema = InputSchema(
        name: "Verdict",
        description: "A ```do, ```dont or ```caution block: an example with its verdict. Show one of image, video, code or text, or let the caption stand alone.",
        fields: exampleFields(captionRequired: true) + [
            FieldDefinition("rule", .text, "The id of a rule of the page's component that the example shows; the rule and the example link to each other."),
            platformsField,
        ])

    /// ```` ```figure ````: an image, a video, code or text with an optional caption.
    package static let figureSchema = InputSchema(
        name: "Figure",
        description: "A ```figure block: an image, a video, code or text, with an optional caption.",
        fields: exampleFields(captionRequired: false) + [
            FieldDefinition("rule", .refused, "Not on a figure: an example of a rule is a do, dont or caution block."),
            platformsField,
        ],
        requiresAnyOf: ["image", "video", "code", "text"])

    /// ```` ```embed ````: a live page from an origin site.yml's `embeds:` allows.
    package static let embedSchema = InputSchema(
        name: "Embed",
        description: "An ```embed block: a page of another site (a Figma prototype, a Storybook story), shown in a sandboxed frame with a link to it.",
        fields: [
            FieldDefinition("url", .textMatching(pattern: "^[Hh][Tt][Tt][Pp][Ss]://", example: "https://www.figma.com/proto/…"), required: true,
                            "The https:// page to show; its origin must be listed in site.yml's `embeds:` (SP107)."),
            FieldDefinition("title", .text, required: true, "What the frame shows, for screen readers (`Tabs prototype in Figma`)."),
            FieldDefinition("height", .integer(minimum: 1), "The frame's height in pixels (default 450)."),
            FieldDefinition("caption", .text, "A caption in inline Markdown, shown above the link."),
            platformsField,
        ])

    private static let platformsField = FieldDefinition("platforms", .list(.text), "The platforms the block is about; the platform switcher hides it on others.")

    /// What a verdict and a figure both show.
    private static func exampleFields(captionRequired: Bool) -> [FieldDefinition] {
        [
            FieldDefinition("image", .text, "An image file inside Content/, relative to the page."),
            FieldDefinition("video", .text, "A video file inside Content/, relative to the page; it needs `captions:` or `audio: none`."),
            FieldDefinition("code", .text, "The example as code, shown as written."),
            FieldDefinition("language", .text, "The language of `code` (`swift`), for its class."),
            FieldDefinition("text", .text, "The example itself as Markdown (a phrase, a list)."),
            FieldDefinition("alt", .text, "What the image shows, for people who cannot see it; a video's accessible name."),
            FieldDefinition("decorative", .boolean, "true for an image that adds nothing the caption or the text does not say: it is shown with alt=\"\"."),
            FieldDefinition("caption", .text, required: captionRequired,
                            captionRequired ? "What the example shows, in inline Markdown; the verdict is shown beside it." : "A caption in inline Markdown."),
            FieldDefinition("captions", .text, "The video's captions: a WebVTT (.vtt) file inside Content/, relative to the page."),
            FieldDefinition("audio", .choice(["none"]), "`none` for a video without sound, which then needs no captions."),
        ]
    }
}
