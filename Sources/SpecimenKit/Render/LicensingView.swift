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

/// Fields for templates without reflection (see `MustacheView`).
extension LicensingView: MustacheView {
    public static let mustacheFields: [String: PartialKeyPath<LicensingView> & Sendable] = [
        "title": \.title,
        "licences": \.licences,
        "strings": \.strings,
    ]
}

/// Fields for templates without reflection (see `MustacheView`).
extension LicensingView.Entry: MustacheView {
    public static let mustacheFields: [String: PartialKeyPath<LicensingView.Entry> & Sendable] = [
        "title": \.title,
        "url": \.url,
        "summary": \.summary,
        "spdx": \.spdx,
        "assetCount": \.assetCount,
        "assetCountLabel": \.assetCountLabel,
    ]
}
