import Foundation
import SpecimenTemplates
import SpecimenFormats

/// The site's Mustache templates, parsed once. Problems (a template that does not parse, a
/// required template or a partial that does not exist) are SP501 diagnostics with the template's
/// file and line, because a missing partial would otherwise render as nothing.
package struct TemplateSet: Sendable {
    /// The templates a site needs: the page frame and the templates of the generated pages it has
    /// (`GeneratedPage`), the spec-block partials when pages have spec or tokens blocks.
    package static func required(for site: Site) -> [String] {
        var names = ["layout", "page"]
        // The home template renders an authored home page too, and 404.html is in every site.
        names += GeneratedPage.allCases.compactMap { page in page == .home || page.isPresent(in: site) ? page.template : nil }
        if site.pages.indices.contains(where: { !site.pages[$0].specBlocks.isEmpty }) { names.append(SpecBlockRenderer.template) }
        if site.pages.contains(where: { !$0.tokenGrids.isEmpty }) { names.append(SpecBlockRenderer.gridTemplate) }
        return names
    }

    /// What renders views; the parsed templates unless a test compares another engine.
    package var engine: any TemplateEngine
    package let diagnostics: [Diagnostic]

    package init(files: [SourceFile], templatesDirectory: String, required: [String] = ["layout", "page", "home"]) {
        var diagnostics: [Diagnostic] = []
        var templates: [String: Template] = [:]
        for file in files {
            let name = String(file.relativePath.dropLast(".mustache".count))
            do {
                // Checked as written (diagnostics keep their columns), rendered unindented.
                let written = try Template(file.text)
                templates[name] = (try? Template(Self.unindented(file.text))) ?? written
            } catch let error as TemplateSyntaxError {
                let column = SourceText(file.text).byteColumn(line: error.line, characterColumn: error.column)
                diagnostics.append(Diagnostic(.templateError, at: SourceLocation(file: file.path, line: error.line, column: column),
                                              "template does not parse: \(error.explanation)"))
            } catch {
                diagnostics.append(Diagnostic(.templateError, at: SourceLocation(file: file.path, line: 1, column: 1),
                                              "template does not parse: \(error)"))
            }
        }
        // The sidebar's links are rendered by their own partial and reach templates as `itemsHTML`.
        var required = required
        if files.contains(where: { $0.text.contains("itemsHTML") }) { required.append(SidebarRenderer.itemTemplate) }
        for name in required where templates[name] == nil && !files.contains(where: { $0.relativePath == name + ".mustache" }) {
            diagnostics.append(Diagnostic(.templateError, at: SourceLocation(file: joinPath(templatesDirectory, name + ".mustache"), line: 1, column: 1),
                                          "the template `\(name).mustache` is missing", hint: "this site needs \(required.map { "`\($0).mustache`" }.joined(separator: ", "))"))
        }
        for file in files {
            diagnostics += Self.missingPartials(in: file, known: Set(files.map { String($0.relativePath.dropLast(".mustache".count)) }))
        }
        self.engine = TemplateLibrary(templates: templates)
        self.diagnostics = diagnostics
    }

    /// A template's text without the spaces and tabs that start its lines. Indentation shows a
    /// template's structure to whoever edits it, but written into every page it was a fifteenth
    /// of the site (2.4 KB of a 36 KB page, 8 MB of the 52 MB rules page at 10,000 pages). The
    /// HTML means the same: each line break is kept, so inline elements stay apart, and the
    /// templates hold no `<pre>` (content reaches them through variables, which are untouched).
    package static func unindented(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var atLineStart = true
        for scalar in text.unicodeScalars {
            if atLineStart, scalar == " " || scalar == "\t" { continue }
            atLineStart = scalar == "\n"
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// Renders a template; nil when it does not exist (already reported).
    package func render(_ view: some TemplateView, template name: String) -> String? {
        engine.render(view, template: name)
    }

    /// Renders a template into UTF-8 bytes (pages: they go to files, or into the layout).
    package func renderUTF8(_ view: some TemplateView, template name: String) -> [UInt8]? {
        engine.renderUTF8(view, template: name)
    }

    /// `renderUTF8` into an output with room for `capacity` bytes from the start (`TemplateEngine`).
    package func renderUTF8(_ view: some TemplateView, template name: String, capacity: Int) -> [UInt8]? {
        engine.renderUTF8(view, template: name, capacity: capacity)
    }

    /// The parsed templates, when they are what renders (tests may compare another engine):
    /// what plans and splices renderings (`TemplatePlan`).
    package var library: TemplateLibrary? {
        engine as? TemplateLibrary
    }

    /// True when both render with the same parsed templates (every version of a site does).
    package func rendersTheSame(as other: TemplateSet) -> Bool {
        guard let mine = library, let theirs = other.library, mine.templates.count == theirs.templates.count else { return false }
        return mine.templates.allSatisfy { theirs.templates[$0.key] === $0.value }
    }

    /// Renders a template straight into `output` (a `TemplateWriter`'s: a page inside the layout).
    @discardableResult
    package func render(_ view: some TemplateView, template name: String, into output: inout ByteWriter) -> Bool {
        engine.render(view, template: name, into: &output)
    }

    /// SP501 for every `{{> name}}` that names no template.
    private static func missingPartials(in file: SourceFile, known: Set<String>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, line) in SourceText(file.text).lines.enumerated() {
            var rest = line[...]
            while let open = rest.range(of: "{{>") {
                guard let close = rest[open.upperBound...].range(of: "}}") else { break }
                let name = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
                if !known.contains(name) {
                    let column = line.utf8.distance(from: line.startIndex, to: open.lowerBound) + 1
                    diagnostics.append(Diagnostic(.templateError, at: SourceLocation(file: file.path, line: index + 1, column: column),
                                                  "partial `\(name)` does not exist",
                                                  hint: Suggestion.didYouMean(name, in: known)))
                }
                rest = rest[close.upperBound...]
            }
        }
        return diagnostics
    }
}
