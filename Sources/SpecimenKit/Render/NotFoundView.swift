/// What `Templates/not-found.mustache` sees: the body of `404.html`.
public struct NotFoundView: Sendable {
    public var title: String
    public var message: String
    public var homeURL: String
    public var strings: InterfaceStrings
}

/// Fields for templates without reflection (see `MustacheView`).
extension NotFoundView: MustacheView {
    public static let mustacheFields: [String: PartialKeyPath<NotFoundView> & Sendable] = [
        "title": \.title,
        "message": \.message,
        "homeURL": \.homeURL,
        "strings": \.strings,
    ]
}
