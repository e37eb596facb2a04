import SpecimenTemplates
import SpecimenFormats

/// What goes inside the layout's `<main>` on one page, made with everything it needs and written
/// straight into the layout's output (see `TemplateWriter`), so that even a page of megabytes
/// (the rules page at 10,000 pages) is never copied on its way to the file.
package protocol MainContentRenderer: Sendable {
    /// Appends the main content to `output`: the layout's, while the layout renders.
    func write(into output: inout ByteWriter)
    /// About how many bytes `write` appends at most, when that is far more than a page's (the
    /// rules page): the layout's output is made that large from the start. 0 when unknown.
    var expectedSize: Int { get }
}

extension MainContentRenderer {
    package var expectedSize: Int { 0 }

    /// The main content as bytes of its own, for tests (pages are written with `write(into:)`).
    package func main() -> [UInt8] {
        ByteWriter.collect { write(into: &$0) }
    }
}
