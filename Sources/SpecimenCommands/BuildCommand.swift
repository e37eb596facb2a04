import ArgumentParser
import Foundation
import SpecimenKit
import Synchronization

/// `specimen build`: checks, then renders and writes the site when there are no errors.
struct BuildCommand: ParsableCommand, SpecimenSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "build", abstract: "Check the content, then build the site into the output folder.")

    @OptionGroup var site: SiteOptions
    @OptionGroup var reportOptions: ReportOptions

    @Option(name: .customLong("base-url"), help: "The URL the site is published at (overrides site.yml's baseURL), for the sitemap and canonical links.")
    var baseURL: String?

    @Flag(name: .customLong("no-cache"), help: "Build everything from scratch and keep no build cache (.specimen-cache/ beside the output folder).")
    var noCache = false

    func execute(in context: CommandContext) -> ExitStatus {
        let started = Date()
        let output = site.outputDirectory(workingDirectory: context.workingDirectory)
        let result: Pipeline.BuildResult
        let progress = ProgressLine(console: context.console)
        do {
            result = try Pipeline(fileSystem: context.fileSystem, specimenVersion: SpecimenCLI.version, progress: progress.callback)
                .build(site.siteInput(workingDirectory: context.workingDirectory), output: output, strict: reportOptions.strict, baseURL: baseURL,
                       incremental: !noCache)
        } catch {
            progress.clear()
            return fail("\(error)", format: reportOptions.format, context: context)
        }
        progress.clear()
        let pages = result.pages
        let closing: String
        let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
        if result.isUpToDate, result.filesWritten != nil {
            closing = "\(output)/ is up to date (checked in \(seconds) s)"
        } else if let written = result.filesWritten {
            let rendered = result.filesReused == 0 ? "" : " (\(result.filesRendered) rendered, \(result.filesReused) unchanged)"
            closing = "built \(written) files into \(output)/ in \(seconds) s" + rendered
        } else {
            closing = "nothing written to \(output)/"
        }
        let unusable = result.check.isConfigurationUnusable ? site.unusableSettings(workingDirectory: context.workingDirectory) : nil
        let status = report(result.check.diagnostics, pages: pages, options: reportOptions, context: context, closing: closing, unusable: unusable)
        Self.release(consume result)
        return status
    }

    /// Hands the build's values (every page, its HTML, the loaded files) to another thread to be
    /// freed: freeing a large build's values is a noticeable wait at the end of every build, and
    /// the program is about to exit. Whichever thread lets go last frees them; nothing else
    /// depends on when.
    private static func release(_ result: consuming Pipeline.BuildResult) {
        let box = ReleaseBox(result)
        DispatchQueue.global(qos: .utility).async { box.drop() }
    }
}

/// Holds a value until `drop()`, so the thread that calls it frees the value.
private final class ReleaseBox<Value: Sendable>: Sendable {
    private let value: Mutex<Value?>

    init(_ value: consuming Value) {
        self.value = Mutex(value)
    }

    func drop() {
        value.withLock { $0 = nil }
    }
}
