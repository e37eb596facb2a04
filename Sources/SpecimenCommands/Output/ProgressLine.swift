import SpecimenKit
import Synchronization

/// Shows on a terminal which stage a build or check is in, because a long build shows its
/// progress there (Docs/command-line.md), as one line that each stage overwrites and that is erased
/// before anything else is printed, so the summary and diagnostics read as if it was never there.
/// A console that is not a terminal gets nothing: logs and pipes stay clean.
final class ProgressLine: Sendable {
    private let console: Console
    private let shown = Mutex(false)

    /// Erases the line and returns the cursor to its start (carriage return, ANSI "erase line").
    static let erase = "\r\u{1B}[2K"

    init(console: Console) {
        self.console = console
    }

    /// The callback for `Pipeline(progress:)`. Stages show on a terminal only; waiting for
    /// another build's lock is said in a log too, on a line of its own, since a build that
    /// seems to hang in CI needs explaining.
    var callback: (@Sendable (BuildStep) -> Void)? {
        { @Sendable [self] step in
            if step == .waiting, !console.showsProgress {
                console.err("specimen: " + Self.text(for: step) + "\n")
            } else {
                show(step)
            }
        }
    }

    /// Replaces the line with the stage that just started.
    func show(_ step: BuildStep) {
        guard console.showsProgress else { return }
        shown.withLock { $0 = true }
        console.err(Self.erase + "specimen: " + Self.text(for: step))
    }

    /// Erases the line, if one was shown; call it before printing anything else.
    func clear() {
        guard shown.withLock({ shown in defer { shown = false }; return shown }) else { return }
        console.err(Self.erase)
    }

    static func text(for step: BuildStep) -> String {
        switch step {
        case .waiting: "waiting for another build into the same output folder to finish…"
        case .parsing(let pages): "parsing \(counted(pages, "page"))…"
        case .checking(let pages): "checking \(counted(pages, "page"))…"
        case .writing(let files): "rendering and writing \(counted(files, "file"))…"
        }
    }

    /// `1 page`, `10,000 pages`.
    private static func counted(_ count: Int, _ noun: String) -> String {
        var digits = String(count)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return digits + grouped + " " + noun + (count == 1 ? "" : "s")
    }
}
