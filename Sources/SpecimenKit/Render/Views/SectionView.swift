import SpecimenTemplates
/// What `Templates/section.mustache` sees: the index page of a long navigation section
/// (`SectionRoutes`), every page of it as the home page lists them.
package struct SectionView: Sendable {
    package var title: String
    /// "500 pages in this section, in reading order."
    package var summary: String
    package var pages: [HomeView.Entry]
    package var strings: InterfaceStrings
}

/// Fields for templates without reflection (see `TemplateView`).
extension SectionView: TemplateView {
    package static let templateFields: TemplateFields<SectionView> = [
        "title": .of { $0.title },
        "summary": .of { $0.summary },
        "pages": .of { $0.pages },
        "strings": .strings { $0.strings },
    ]
}
