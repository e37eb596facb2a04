import SpecimenTemplates
/// What `Templates/licensing.mustache` sees: every licence with a one-line summary and how many assets it covers.
package struct LicensingView: Sendable {
    package var title: String
    package var licences: [Entry]
    package var strings: InterfaceStrings

    /// One licence in the index.
    package struct Entry: Sendable {
        package var title: String
        package var url: String
        /// The first thing the licence allows, as a one-line summary.
        package var summary: String?
        package var spdx: String?
        package var assetCount: Int
        /// `3 assets`, `1 asset`.
        package var assetCountLabel: String
    }
}

/// Fields for templates without reflection (see `TemplateView`).
extension LicensingView: TemplateView {
    package static let templateFields: TemplateFields<LicensingView> = [
        "title": .of { $0.title },
        "licences": .of { $0.licences },
        "strings": .strings { $0.strings },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension LicensingView.Entry: TemplateView {
    package static let templateFields: TemplateFields<LicensingView.Entry> = [
        "title": .of { $0.title },
        "url": .of { $0.url },
        "summary": .of { $0.summary },
        "spdx": .of { $0.spdx },
        "assetCount": .of { $0.assetCount },
        "assetCountLabel": .of { $0.assetCountLabel },
    ]
}
