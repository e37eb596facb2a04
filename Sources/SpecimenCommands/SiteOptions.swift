import ArgumentParser
import Foundation
import SpecimenKit

/// The options every command shares, with the same defaults (Docs/command-line.md, Options).
package struct SiteOptions: ParsableArguments, Sendable {
    @Option(help: "The folder with site.yml and the guideline pages.")
    package var content: String = "Content"

    @Option(name: .customLong("templates"), help: ArgumentHelp("The folder whose templates and theme files replace the built-in theme's, file by file (optional).",
                               valueName: "DIR"))
    package var templatesOption: String?

    /// `--templates`, or `Templates` when it was not given (that folder may then be missing).
    package var templates: String {
        get { templatesOption ?? "Templates" }
        set { templatesOption = newValue }
    }

    @Option(help: "The folder the site is written to.")
    package var output: String = "Public"

    package init() {}

    /// The input folders, written relative to the working directory when they are inside it,
    /// because diagnostics print paths that way.
    package func siteInput(workingDirectory: String) -> SiteInput {
        SiteInput(contentDirectory: Self.display(content, workingDirectory), templatesDirectory: Self.display(templates, workingDirectory),
                  requiresTemplates: templatesOption != nil)
    }

    /// The output folder, written the same way.
    package func outputDirectory(workingDirectory: String) -> String {
        Self.display(output, workingDirectory)
    }

    /// Why a run whose `site.yml` cannot be used stops (exit status 2); its diagnostics say where.
    package func unusableSettings(workingDirectory: String) -> String {
        "the site settings in `\(joinPath(siteInput(workingDirectory: workingDirectory).contentDirectory, "site.yml"))` cannot be used; see the diagnostics"
    }

    static func display(_ path: String, _ workingDirectory: String) -> String {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        if trimmed.hasPrefix(base) { return String(trimmed.dropFirst(base.count)) }
        if trimmed.hasPrefix("./") { return String(trimmed.dropFirst(2)) }
        return trimmed
    }
}

/// Options for how diagnostics are reported.
package struct ReportOptions: ParsableArguments, Sendable {
    @Option(help: "How diagnostics are printed: human, github, json or sarif.")
    package var format: OutputFormat = .human

    @Flag(help: "Treat warnings as errors.")
    package var strict = false

    package init() {}
}
