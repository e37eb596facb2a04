/// What `Templates/licence.mustache` sees: one licence — what you can and cannot do as two clear
/// lists, the disclaimer, the body, and every asset under it with the page that offers it.
public struct LicenceView: Sendable {
    public var title: String
    /// The licence's one-line summary (`summary` in its front matter).
    public var summary: String?
    public var spdx: String?
    public var url: String?
    public var can: [String]
    public var cannot: [String]
    public var disclaimer: String?
    public var attribution: String?
    /// The Markdown body as HTML (trusted: cmark output).
    public var body: String
    public var assets: [AssetView]
    public var hasAssets: Bool
    public var strings: InterfaceStrings
}

/// Fields for templates without reflection (see `MustacheView`).
extension LicenceView: MustacheView {
    public static let mustacheFields: [String: PartialKeyPath<LicenceView> & Sendable] = [
        "title": \.title,
        "summary": \.summary,
        "spdx": \.spdx,
        "url": \.url,
        "can": \.can,
        "cannot": \.cannot,
        "disclaimer": \.disclaimer,
        "attribution": \.attribution,
        "body": \.body,
        "assets": \.assets,
        "hasAssets": \.hasAssets,
        "strings": \.strings,
    ]
}
