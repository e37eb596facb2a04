import Foundation

/// Prints how long each stage took, and the memory the process holds after it, to standard error
/// when `SPECIMEN_PROFILE=1` is set: the first thing to look at before profiling a slow build
/// (see Benchmarks/README.md).
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
        FileHandle.standardError.write(Data("specimen: \(stage): \(String(format: "%.0f", milliseconds)) ms\(Self.residentMemory())\n".utf8))
        last = now
    }

    /// `, 312 MiB resident` on Linux (from /proc/self/statm), nothing elsewhere.
    private static func residentMemory() -> String {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return "" }
        return ", \(pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576) MiB resident"
    }
}
