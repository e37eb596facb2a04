import ArgumentParser
import Foundation
import SpecimenKit

/// `specimen build`: checks, then renders and writes the site when there are no errors.
struct BuildCommand: ParsableCommand, SpecimenSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "build", abstract: "Check the content, then build the site into the output folder.")

    @OptionGroup var site: SiteOptions
    @OptionGroup var reportOptions: ReportOptions

    @Option(name: .customLong("base-url"), help: "The URL the site is published at (overrides site.yml's baseURL), for the sitemap and canonical links.")
    var baseURL: String?

    func execute(in context: CommandContext) -> ExitStatus {
        let started = Date()
        let output = site.outputDirectory(workingDirectory: context.workingDirectory)
        let result: Pipeline.BuildResult
        do {
            result = try Pipeline(fileSystem: context.fileSystem)
                .build(site.siteInput(workingDirectory: context.workingDirectory), output: output, strict: reportOptions.strict, baseURL: baseURL)
        } catch {
            return fail("\(error)", context: context)
        }
        let pages = result.check.site?.pages.count ?? 0
        let closing: String
        if let written = result.filesWritten {
            let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
            closing = "built \(written) files into \(output)/ in \(seconds) s"
        } else {
            closing = "nothing written to \(output)/"
        }
        let status = report(result.check.diagnostics, pages: pages, options: reportOptions, context: context, closing: closing)
        return result.check.isConfigurationUnusable ? .unusable : status
    }
}
