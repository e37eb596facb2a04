import SpecimenTemplates
/// What `Templates/not-found.mustache` sees: the body of `404.html`.
public struct NotFoundView: Sendable {
    public var title: String
    public var message: String
    public var homeURL: String
    public var strings: InterfaceStrings
}

/// Fields for templates without reflection (see `TemplateView`).
extension NotFoundView: TemplateView {
    public static let templateFields: TemplateFields<NotFoundView> = [
        "title": .of { $0.title },
        "message": .of { $0.message },
        "homeURL": .of { $0.homeURL },
        "strings": .strings { $0.strings },
    ]
}
