import Foundation

/// Prints how long each stage took to standard error when `SPECIMEN_PROFILE=1` is set: the
/// first thing to look at before profiling a slow build (see Benchmarks/README.md).
public struct StageClock: Sendable {
    private let enabled: Bool
    private var last: ContinuousClock.Instant

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        enabled = environment["SPECIMEN_PROFILE"] == "1"
        last = .now
    }

    /// Reports the time since the previous mark under `stage`.
    public mutating func mark(_ stage: String) {
        guard enabled else { return }
        let now = ContinuousClock.now
        let milliseconds = (now - last) / .milliseconds(1)
        FileHandle.standardError.write(Data("specimen: \(stage): \(String(format: "%.0f", milliseconds)) ms\n".utf8))
        last = now
    }
}
