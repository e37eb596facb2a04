import SpecimenTemplates
import SpecimenFormats

/// What goes inside the layout's `<main>` on one page, made with everything it needs and written
/// straight into the layout's output (see `TemplateWriter`), so that even a page of megabytes
/// (the rules page at 10,000 pages) is never copied on its way to the file.
package protocol MainContentRenderer: Sendable {
    /// Appends the main content to `output`: the layout's, while the layout renders.
    func write(into output: inout ByteWriter)
}

extension MainContentRenderer {
    /// The main content as bytes of its own, for tests (pages are written with `write(into:)`).
    package func main() -> [UInt8] {
        ByteWriter.collect { write(into: &$0) }
    }
}
