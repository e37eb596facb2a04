import SpecimenTemplates
/// What `Templates/licensing.mustache` sees: every licence with a one-line summary and how many assets it covers.
public struct LicensingView: Sendable {
    public var title: String
    public var licences: [Entry]
    public var strings: InterfaceStrings

    /// One licence in the index.
    public struct Entry: Sendable {
        public var title: String
        public var url: String
        /// The first thing the licence allows, as a one-line summary.
        public var summary: String?
        public var spdx: String?
        public var assetCount: Int
        /// `3 assets`, `1 asset`.
        public var assetCountLabel: String
    }
}

/// Fields for templates without reflection (see `TemplateView`).
extension LicensingView: TemplateView {
    public static let templateFields: TemplateFields<LicensingView> = [
        "title": .of { $0.title },
        "licences": .of { $0.licences },
        "strings": .strings { $0.strings },
    ]
}

/// Fields for templates without reflection (see `TemplateView`).
extension LicensingView.Entry: TemplateView {
    public static let templateFields: TemplateFields<LicensingView.Entry> = [
        "title": .of { $0.title },
        "url": .of { $0.url },
        "summary": .of { $0.summary },
        "spdx": .of { $0.spdx },
        "assetCount": .of { $0.assetCount },
        "assetCountLabel": .of { $0.assetCountLabel },
    ]
}
