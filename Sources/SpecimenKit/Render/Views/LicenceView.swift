import SpecimenTemplates
/// What `Templates/licence.mustache` sees: one licence — what you can and cannot do as two clear
/// lists, the disclaimer, the body, and every asset under it with the page that offers it.
package struct LicenceView: Sendable {
    package var title: String
    /// The licence's one-line summary (`summary` in its front matter).
    package var summary: String?
    package var spdx: String?
    package var url: String?
    package var can: [String]
    package var cannot: [String]
    package var disclaimer: String?
    package var attribution: String?
    /// The Markdown body as HTML (trusted: cmark output).
    package var body: String
    package var assets: [AssetView]
    package var hasAssets: Bool
    package var strings: InterfaceStrings
}

/// Fields for templates without reflection (see `TemplateView`).
extension LicenceView: TemplateView {
    package static let templateFields: TemplateFields<LicenceView> = [
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
