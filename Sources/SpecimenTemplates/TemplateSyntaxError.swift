/// Why a template does not parse, and where: line and column count characters from 1.
public struct TemplateSyntaxError: Error, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case sectionClosedWithOtherName
        case unfinishedTag
        case sectionNotClosed
        case commentNotClosed
        case invalidSetDelimiter
        /// A Mustache feature Specimen's engine does not have (named in `feature`).
        case unsupported(feature: String)
    }

    public let kind: Kind
    public let line: Int
    public let column: Int

    public init(kind: Kind, line: Int, column: Int) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// A sentence for the diagnostic.
    public var explanation: String {
        switch kind {
        case .sectionClosedWithOtherName: return "a section is closed with another name than it was opened with"
        case .unfinishedTag: return "a tag is not finished with its closing delimiter (`}}`), or its name has characters names cannot have"
        case .sectionNotClosed: return "a section is opened but never closed"
        case .commentNotClosed: return "a comment is opened but never closed"
        case .invalidSetDelimiter: return "a set-delimiter tag is not valid"
        case .unsupported(let feature): return "\(feature) are not supported by Specimen's templates"
        }
    }
}
