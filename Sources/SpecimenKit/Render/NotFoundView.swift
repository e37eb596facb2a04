/// What `Templates/not-found.mustache` sees: the body of `404.html`.
public struct NotFoundView: Sendable {
    public var title: String
    public var message: String
    public var homeURL: String
    public var strings: InterfaceStrings
}
