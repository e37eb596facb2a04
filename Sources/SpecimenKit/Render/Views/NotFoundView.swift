import SpecimenTemplates
/// What `Templates/not-found.mustache` sees: the body of `404.html`.
package struct NotFoundView: Sendable {
    package var title: String
    package var message: String
    package var homeURL: String
    package var strings: InterfaceStrings
}

/// Fields for templates without reflection (see `TemplateView`).
extension NotFoundView: TemplateView {
    package static let templateFields: TemplateFields<NotFoundView> = [
        "title": .of { $0.title },
        "message": .of { $0.message },
        "homeURL": .of { $0.homeURL },
        "strings": .strings { $0.strings },
    ]
}
