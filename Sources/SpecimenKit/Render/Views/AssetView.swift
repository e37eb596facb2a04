import SpecimenTemplates
/// One downloadable file in a download box or a licence page's asset list.
package struct AssetView: Sendable {
    package var title: String
    /// The file name (`topic-management.sketch`).
    package var fileName: String
    /// The kind of file (`Sketch`, `Figma`, `PDF`).
    package var format: String
    /// `609 KB`.
    package var size: String
    /// `609,000`: the exact byte count.
    package var bytes: String
    /// True when `size` is rounded (`609 KB`), so the exact count is worth showing beside it;
    /// false for files under 1,000 bytes, whose `size` is already exact (`315 bytes`).
    package var isRounded: Bool
    package var sha256: String
    /// The file's URL, relative to the current page.
    package var url: String
    package var licenceTitle: String
    /// The licence's page, relative to the current page.
    package var licenceURL: String
    /// The page that offers the file (on licence pages), relative to the current page.
    package var pageTitle: String?
    package var pageURL: String?
}

/// Fields for templates without reflection (see `TemplateView`).
extension AssetView: TemplateView {
    package static let templateFields: TemplateFields<AssetView> = [
        "title": .of { $0.title },
        "fileName": .of { $0.fileName },
        "format": .of { $0.format },
        "size": .of { $0.size },
        "bytes": .of { $0.bytes },
        "isRounded": .of { $0.isRounded },
        "sha256": .of { $0.sha256 },
        "url": .of { $0.url },
        "licenceTitle": .of { $0.licenceTitle },
        "licenceURL": .of { $0.licenceURL },
        "pageTitle": .of { $0.pageTitle },
        "pageURL": .of { $0.pageURL },
    ]
}
