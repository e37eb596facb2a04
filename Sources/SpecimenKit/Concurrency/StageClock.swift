import Foundation

/// Prints how long each stage took, and the memory the process holds after it, to standard error
/// when `SPECIMEN_PROFILE=1` is set: the first thing to look at before profiling a slow build
/// (see Benchmarks/README.md).
package struct StageClock: Sendable {
    private let enabled: Bool
    private var last: ContinuousClock.Instant
    private var lastCPU: Double
    private var lastFaults: Int

    package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        enabled = environment["SPECIMEN_PROFILE"] == "1"
        last = .now
        lastCPU = Self.processorSeconds()
        lastFaults = Self.pageFaults()
    }

    /// Reports the time since the previous mark under `stage`.
    package mutating func mark(_ stage: String) {
        guard enabled else { return }
        let now = ContinuousClock.now
        let milliseconds = (now - last) / .milliseconds(1)
        let cpu = Self.processorSeconds()
        let cores = milliseconds > 0 ? (cpu - lastCPU) * 1000 / milliseconds : 0
        let faults = Self.pageFaults()
        try? FileHandle.standardError.write(contentsOf: Data("specimen: \(stage): \(String(format: "%.0f", milliseconds)) ms (CPU \(String(format: "%.0f", (cpu - lastCPU) * 1000)) ms, \(String(format: "%.1f", cores)) cores, \(faults - lastFaults) page faults)\(Self.residentMemory())\n".utf8))
        last = now
        lastCPU = cpu
        lastFaults = faults
    }

    /// User and system time of the whole process so far: against wall time it shows how well a
    /// stage uses the cores.
    private static func processorSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
    }

    /// Page faults so far: each is the kernel giving the process a fresh page of memory (cleared),
    /// which a build that keeps asking for new memory pays for in system time.
    private static func pageFaults() -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_minflt + usage.ru_majflt
    }

    /// `, 312 MiB resident` on Linux (from /proc/self/statm), nothing elsewhere.
    private static func residentMemory() -> String {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return "" }
        return ", \(pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576) MiB resident"
    }
}
