import Yams

/// YAML that lives somewhere in a source file (a whole `site.yml`, a page's front matter, later a
/// spec block), with what it takes to turn Yams' positions into file positions: the file line of
/// the YAML's first line, and the file's lines for converting character columns to byte columns.
public struct YAMLRegion: Sendable {
    public var file: String
    public var yaml: String
    /// File line of the YAML's line 1.
    public var firstLine: Int
    /// The whole file's lines.
    public var source: SourceText

    public init(file: String, yaml: String, firstLine: Int, source: SourceText) {
        self.file = file
        self.yaml = yaml
        self.firstLine = firstLine
        self.source = source
    }

    /// The file location of a Yams mark (1-based line, character column), or of the region's start.
    public func location(of mark: Mark?) -> SourceLocation {
        guard let mark else { return SourceLocation(file: file, line: firstLine, column: 1) }
        let line = firstLine + max(mark.line, 1) - 1
        return SourceLocation(file: file, line: line, column: source.byteColumn(line: line, characterColumn: max(mark.column, 1)))
    }

    /// Parses the YAML into a node tree; a syntax error becomes SP001 at its position.
    /// Empty YAML gives nil and no diagnostic.
    public func compose(what: String) -> (node: Node?, diagnostics: [Diagnostic]) {
        do {
            return (try Yams.compose(yaml: yaml), [])
        } catch let error as YamlError {
            return (nil, [diagnostic(for: error, what: what)])
        } catch {
            return (nil, [Diagnostic(.frontMatterSyntax, at: location(of: nil), "\(what) is not valid YAML: \(error)")])
        }
    }

    private func diagnostic(for error: YamlError, what: String) -> Diagnostic {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            let detail = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            return Diagnostic(.frontMatterSyntax, at: location(of: mark), "\(what) is not valid YAML: \(detail)")
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.map { "`\($0)`" }.joined(separator: ", ")
            return Diagnostic(.frontMatterSyntax, at: location(of: context.mark),
                              "\(what) has duplicate key \(keys)", hint: "keep one of them")
        case let .reader(problem, _, _, _):
            return Diagnostic(.frontMatterSyntax, at: location(of: nil), "\(what) is not valid YAML: \(problem)")
        default:
            return Diagnostic(.frontMatterSyntax, at: location(of: nil), "\(what) is not valid YAML: \(error)")
        }
    }
}
