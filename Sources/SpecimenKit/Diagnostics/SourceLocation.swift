/// Where a diagnostic points: a file as the user named it, and a 1-based line and column.
/// Columns count UTF-8 bytes, as cmark does, so Markdown and YAML positions agree.
public struct SourceLocation: Sendable, Hashable, Comparable, Codable {
    /// Path relative to the working directory (`Content/patterns/create.md`).
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
