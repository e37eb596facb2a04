import ArgumentParser
import Dispatch
import Foundation
import SpecimenKit
import SpecimenServe
import Synchronization

/// `specimen serve`: builds the site, serves it on 127.0.0.1, rebuilds on every change and
/// reloads open pages; a failed build shows its diagnostics in the page and in the terminal.
/// Ctrl-C stops it cleanly (exit status 0).
struct ServeCommand: ParsableCommand, SpecimenSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Build the site, serve it locally, and rebuild and reload pages on every change.")

    @OptionGroup var site: SiteOptions

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port: UInt16 = 8000

    @Option(help: "The address to listen on. Keep 127.0.0.1 unless other machines must see the site.")
    var host: String = "127.0.0.1"

    func execute(in context: CommandContext) -> ExitStatus {
        // Every open connection is a file descriptor: allow as many as the system lets us.
        var limit = rlimit()
        if getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < limit.rlim_max {
            limit.rlim_cur = limit.rlim_max
            setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        }
        // The first build of a large site takes seconds: its stages show on a terminal, as a build's do.
        let progress = ProgressLine(console: context.console)
        let session = ServeSession(input: site.siteInput(workingDirectory: context.workingDirectory),
                                   output: site.outputDirectory(workingDirectory: context.workingDirectory),
                                   host: host, port: port, fileSystem: context.fileSystem, specimenVersion: SpecimenCLI.version,
                                   progress: progress.callback)
        let printer = DiagnosticPrinter(format: .human, usesColour: context.console.usesColour)
        let console = context.console
        let outcome = Mutex<ExitStatus>(.clean)
        let done = DispatchSemaphore(value: 0)
        let task = Task {
            do {
                try await session.run { event in
                    progress.clear()
                    switch event {
                    case .listening(let url):
                        console.out("Serving \(url) (Ctrl-C to stop)\n")
                    case let .built(diagnostics, wrote, rendered, pages, seconds):
                        let text = printer.render(diagnostics, pages: pages)
                        if !text.isEmpty { console.err(text) }
                        let time = String(format: "%.2f", seconds)
                        let closing = !wrote ? "not rebuilt: fix the errors above" : rendered == 0 ? "up to date" : "built in \(time) s (\(rendered) files rendered)"
                        console.err(DiagnosticPrinter.summary(diagnostics, pages: pages) + "; " + closing + "\n")
                    case .failed(let reason):
                        console.err("error: \(DiagnosticPrinter.escapingControls(reason))\n")
                    }
                }
            } catch is CancellationError {
            } catch {
                progress.clear()
                console.err("error: \(DiagnosticPrinter.escapingControls("\(error)"))\n")
                outcome.withLock { $0 = .unusable }
            }
            done.signal()
        }
        var sources: [any DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                console.err("\nStopping.\n")
                task.cancel()
            }
            source.resume()
            sources.append(source)
        }
        done.wait()
        sources.forEach { $0.cancel() }
        return outcome.withLock { $0 }
    }
}
