import SpecimenMarkdown

extension MarkdownOutline.FencedBlock {
    /// The block's text as YAML at its place in the file, for the parsers of YAML blocks (spec,
    /// tokens, do/don't, figures): the YAML starts on the line after the opening fence, and inside
    /// a list or block quote each line's container markers are counted back into the column.
    /// `source` is the text cmark parsed, asked for only when the block is not in column 1.
    package func yamlRegion(file: String, syntaxCode: DiagnosticCode, source: () -> SourceText) -> YAMLRegion {
        YAMLRegion(file: file, yaml: code, firstLine: line + 1, columnOffsets: columnOffsets(in: source), syntaxCode: syntaxCode)
    }

    /// Bytes before the block's text on each of its lines (container markers, fence indentation).
    /// None for a fence in column 1: a block at the top of the page, not indented, whose lines
    /// cmark keeps whole (most blocks; no need to split the page into lines for them).
    private func columnOffsets(in source: () -> SourceText) -> [Int] {
        guard column != 1 else { return [] }
        let source = source()
        let codeLines = SourceText.lines(of: code)
        return codeLines.indices.map { i -> Int in
            let fileIndex = line + i  // file line `line + 1 + i`, 0-based
            guard fileIndex < source.lines.count, !codeLines[i].isEmpty else { return 0 }
            let text = source.lines[fileIndex].utf8, code = codeLines[i].utf8
            // Compared as byte buffers: through the UTF-8 views this was a large part of parsing a block.
            let endsWithCode = text.withContiguousStorageIfAvailable { text in
                code.withContiguousStorageIfAvailable { code in
                    text.count >= code.count && UnsafeBufferPointer(rebasing: text[(text.count - code.count)...]).elementsEqual(code)
                }
            } ?? nil
            let matches = endsWithCode ?? (text.count >= code.count && text.suffix(code.count).elementsEqual(code))
            return matches ? text.count - code.count : 0
        }
    }
}
