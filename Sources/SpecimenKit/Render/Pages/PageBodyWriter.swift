import SpecimenTemplates

/// Writes page bodies straight into the page template's output (see `TemplateWriter`). A class,
/// so that the closure made for each page holds one reference to it: a closure capturing the
/// `PageRenderer` itself copies it, retaining every value of the site it holds, on reference
/// counts every core shares, for every page.
public final class PageBodyWriter: Sendable {
    public let renderer: PageRenderer

    public init(_ renderer: PageRenderer) {
        self.renderer = renderer
    }

    /// The body of `page` as template HTML that writes itself where the template shows it.
    public func body(of page: Page) -> TemplateHTML {
        .writer(TemplateWriter { [self] output in renderer.writeBody(of: page, into: &output) })
    }
}
