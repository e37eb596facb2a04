import Yams
import SpecimenFormats

/// YAML that lives somewhere in a source file (a whole `site.yml` or `registry.yml`, a page's
/// front matter, a spec block), with what it takes to turn Yams' positions into file positions:
/// the file line of the YAML's first line, and, for YAML inside a fenced block in a list or
/// block quote, how many bytes of each line cmark stripped before the YAML starts.
///
/// A class: every `YAMLFields` of a spec block (one per rule, state, contrast pair) holds its
/// region, and as a struct of six shared values each copy and release retained them one by one.
package final class YAMLRegion: Sendable {
    package let file: String
    package let yaml: String
    /// File line of the YAML's line 1.
    package let firstLine: Int
    /// Bytes before the YAML on each of its lines (container markers, fence indentation), by YAML line index.
    package let columnOffsets: [Int]
    /// The code of YAML syntax and shape errors here: SP001 for YAML files and front matter, SP201 for spec blocks.
    package let syntaxCode: DiagnosticCode
    private let text: SourceText

    package init(file: String, yaml: String, firstLine: Int, columnOffsets: [Int] = [], syntaxCode: DiagnosticCode = .frontMatterSyntax) {
        self.file = file
        self.yaml = yaml
        self.firstLine = firstLine
        self.columnOffsets = columnOffsets
        self.syntaxCode = syntaxCode
        self.text = SourceText(yaml)
    }

    /// The file location of a YAML mark (1-based line, character column), or of the region's start.
    package func location(of mark: YAMLMark?) -> SourceLocation {
        guard let mark, mark.line >= 1 else { return SourceLocation(file: file, line: firstLine, column: 1 + (columnOffsets.first ?? 0)) }
        let line = max(mark.line, 1)
        let offset = line - 1 < columnOffsets.count ? columnOffsets[line - 1] : 0
        return SourceLocation(file: file, line: firstLine + line - 1,
                              column: offset + text.byteColumn(line: line, characterColumn: max(mark.column, 1)))
    }

    /// Parses the YAML into a node tree; a syntax error becomes a diagnostic at its position.
    /// Empty YAML gives nil and no diagnostic.
    package func compose(what: String) -> Diagnosed<YAMLNode?> {
        if let alias = YAMLAliasScanner.firstAlias(in: yaml) {
            let line = firstLine + alias.line - 1
            let offset = alias.line - 1 < columnOffsets.count ? columnOffsets[alias.line - 1] : 0
            let at = SourceLocation(file: file, line: line, column: offset + text.byteColumn(line: alias.line, characterColumn: alias.column))
            let refusal = Diagnostic(.limitExceeded, at: at, "\(what) uses a YAML alias (`*name`), which Specimen does not accept",
                                     hint: "write the value out where it is used: aliases can expand a few lines into billions of values")
            return Diagnosed(nil, diagnostics: [refusal])
        }
        var fast = YAMLBlockParser(yaml)
        if let node = fast.parse() { return Diagnosed(node) }
        do {
            return Diagnosed(try YAMLNode.composedByYams(yaml))
        } catch let error as YamlError {
            return Diagnosed(nil, diagnostics: [diagnostic(for: error, what: what)])
        } catch {
            return Diagnosed(nil, diagnostics: [Diagnostic(syntaxCode, at: location(of: nil), "\(what) is not valid YAML: \(error)")])
        }
    }

    private func diagnostic(for error: YamlError, what: String) -> Diagnostic {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            let detail = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            if detail.contains("Maximum nesting level") {
                return Diagnostic(.limitExceeded, at: location(of: YAMLMark(mark)), "\(what) is nested deeper than libyaml's limit of 1,000 levels",
                                  hint: "flatten the structure")
            }
            // At the end of the YAML (an unclosed quote or bracket), where the construct began says more.
            let atEnd = mark.line > text.lines.count || (mark.line == text.lines.count && text.lines.last?.isEmpty == true)
            return Diagnostic(syntaxCode, at: location(of: YAMLMark(atEnd ? context?.mark ?? mark : mark)), "\(what) is not valid YAML: \(detail)")
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.map { "`\($0)`" }.joined(separator: ", ")
            return Diagnostic(syntaxCode, at: location(of: YAMLMark(context.mark)), "\(what) has duplicate key \(keys)", hint: "keep one of them")
        case let .reader(problem, _, _, _):
            return Diagnostic(syntaxCode, at: location(of: nil), "\(what) is not valid YAML: \(problem)")
        default:
            return Diagnostic(syntaxCode, at: location(of: nil), "\(what) is not valid YAML: \(error)")
        }
    }
}
