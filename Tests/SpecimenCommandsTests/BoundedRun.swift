import Foundation
import Testing

/// Runs the built `specimen` as the hostile-input suites do: with 2 GiB of address space at most
/// (`ulimit -v`), killed after 60 s (which only a hang reaches), its peak memory and time
/// measured by `/usr/bin/time` and printed, so every case states what it cost.
struct BoundedRun {
    /// Exit status.
    var status: Int32
    /// Standard output and standard error.
    var output: String
    /// Peak resident memory in KB and wall time in seconds, as `/usr/bin/time` measured them.
    var peakKB: Int
    var seconds: Double
    /// True when it was still running at the time limit and was stopped.
    var timedOut = false

    /// `specimen arguments…` in `folder`; prints `name: exit N, P KB peak, T s`.
    static func run(_ name: String, _ arguments: [String], in folder: String, limit: TimeInterval = 60) throws -> BoundedRun {
        let usageFile = folder + "/usage.txt", outputFile = folder + "/output.txt"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        // `timeout` stops the binary itself (`time` would not pass a signal on); `time` reports the
        // peak of the processes it waited for, the binary's.
        process.arguments = ["-c", "ulimit -v 2097152 && exec /usr/bin/time -f '%M %e' -o \"$0\" timeout -s KILL \(Int(limit)) \"$@\"", usageFile,
                             BinaryTests.binary] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        _ = FileManager.default.createFile(atPath: outputFile, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: outputFile))
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let deadline = Date().addingTimeInterval(limit + 30)  // a safety net: `timeout` ends it first
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        let timedOut = process.terminationStatus == 128 + SIGKILL || process.terminationReason == .uncaughtSignal
        if timedOut { Issue.record("\(name): still running after \(Int(limit)) s") }
        try handle.close()
        // The last line (`time` first says when the command exited with a non-zero status).
        let usage = ((try? String(contentsOfFile: usageFile, encoding: .utf8)) ?? "").split(separator: "\n").last?.split(separator: " ") ?? []
        let run = BoundedRun(status: process.terminationStatus, output: (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? "",
                             peakKB: usage.first.flatMap { Int($0) } ?? -1, seconds: usage.dropFirst().first.flatMap { Double($0) } ?? -1,
                             timedOut: timedOut)
        print("\(name): exit \(run.status), \(run.peakKB) KB peak, \(run.seconds) s")
        return run
    }

    /// The diagnostic codes in JSON output.
    var codes: Set<String> {
        Set(output.matches(of: /"code"\s*:\s*"(SP\d+)"/).map { String($0.output.1) })
    }
}
