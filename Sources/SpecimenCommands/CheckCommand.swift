import ArgumentParser
import SpecimenKit

/// `specimen check`: runs every check, including parsing the templates, and writes nothing.
struct CheckCommand: ParsableCommand, SpecimenSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Check the content and templates and report every problem; write nothing.")

    @OptionGroup var site: SiteOptions
    @OptionGroup var reportOptions: ReportOptions

    func execute(in context: CommandContext) -> ExitStatus {
        let result: Pipeline.CheckResult
        let progress = ProgressLine(console: context.console)
        do {
            result = try Pipeline(fileSystem: context.fileSystem, progress: progress.callback)
                .check(site.siteInput(workingDirectory: context.workingDirectory))
        } catch {
            progress.clear()
            return fail("\(error)", format: reportOptions.format, context: context)
        }
        progress.clear()
        return report(result.diagnostics, pages: result.pageCount, options: reportOptions, context: context, closing: nil,
                      unusable: result.isConfigurationUnusable ? site.unusableSettings(workingDirectory: context.workingDirectory) : nil)
    }
}
