import SpecimenTemplates
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

/// Fields for templates without reflection (see `TemplateView`).
extension LicenceView: TemplateView {
    public static let templateFields: TemplateFields<LicenceView> = [
        "title": .of { $0.title },
        "summary": .of { $0.summary },
        "spdx": .of { $0.spdx },
        "url": .of { $0.url },
        "can": .of { $0.can },
        "cannot": .of { $0.cannot },
        "disclaimer": .of { $0.disclaimer },
        "attribution": .of { $0.attribution },
        "body": .of { $0.body },
        "assets": .of { $0.assets },
        "hasAssets": .of { $0.hasAssets },
        "strings": .strings { $0.strings },
    ]
}
