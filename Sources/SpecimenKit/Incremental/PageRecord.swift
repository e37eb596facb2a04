import SpecimenFormats
import SpecimenMarkdown

/// One parsed page as the build cache keeps it (`PageStore`): everything parsing found — front
/// matter, outline, spec, tokens and guidance blocks, search words and the parse's diagnostics —
/// but its body, which is made again from the page's text only when the page is rendered again
/// (`PageBody.deferred`): most pages of an edit build are not, and a body is most of a page.
///
/// Written field by field in a fixed order, without names: `Codable` through a binary coder took
/// about as long to read a page back as parsing it (Benchmarks/HISTORY.md). `PageStore.format`
/// changes with any change here, in `PageRecord+Writer.swift` or in `PageRecord+Reader.swift`,
/// which must list the fields in the same order.
enum PageRecord {
    /// The bytes of `parsed`, its body left out.
    static func write(_ parsed: Diagnosed<Page>, to output: inout ByteWriter) {
        // The writer takes the bytes over (and gives them back), so that appending copies nothing.
        var writer = Writer(file: parsed.value.path, output: output)
        output = ByteWriter(capacity: 0)
        writer.page(parsed.value)
        writer.array(parsed.diagnostics) { $0.diagnostic($1) }
        output = writer.output
    }

    /// A page's data as the generated pages read it (`GeneratedPage.isMadeFromSourcesAlone`): its
    /// front matter, spec blocks, token grids and guidance blocks, positions in its own file
    /// written without the file, so two versions' pages compare equal wherever their files are
    /// (`SharedMainContent`).
    static func sourceData(of page: Page) -> [UInt8] {
        var writer = Writer(file: page.path, output: ByteWriter(capacity: 4 << 10))
        writer.frontMatter(page.frontMatter)
        writer.array(page.specBlocks) { $0.specBlock($1) }
        writer.array(page.tokenGrids) { $0.tokenGrid($1) }
        writer.array(page.guidance) { $0.guidance($1) }
        return writer.output.bytes(from: 0)
    }

    /// The page `bytes` hold, its body deferred to `file` (the text it was parsed from).
    static func read(_ bytes: UnsafeRawBufferPointer, file: SourceFile) throws -> Diagnosed<Page> {
        var reader = Reader(input: ByteReader(bytes), file: file.path)
        let page = try reader.page(body: .deferred(file))
        let diagnostics = try reader.array { try $0.diagnostic() }
        guard reader.input.isAtEnd else { throw ByteReader.Malformed() }
        return Diagnosed(page, diagnostics: diagnostics)
    }
}
