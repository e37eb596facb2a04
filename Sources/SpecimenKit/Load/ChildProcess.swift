import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A command run to its end for its standard output (`git log` for `CommitDates`), with
/// `posix_spawnp` and `waitpid`. Foundation's `Process.waitUntilExit` polls its run loop every
/// 50 ms, and a build that runs git once per version waited that long each time: half of a
/// no-change build's listing (measured with `strace`: 50 ms in `epoll_wait` after git had exited).
package enum ChildProcess {
    /// What the command printed, or nil when it could not be started or did not exit with 0.
    /// `arguments[0]` is looked up on `PATH`; standard input and error are `/dev/null`.
    package static func output(of arguments: [String], environment: [String: String]) -> [UInt8]? {
        guard let command = arguments.first else { return nil }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        let (reading, writing) = (ends[0], ends[1])
        // Close-on-exec, so that a command another thread starts does not hold the write end
        // open (the read below would wait for that command too). `pipe2` sets it at once, but
        // the Glibc module does not export it; `adddup2` clears it on the child's copy.
        _ = fcntl(reading, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writing, F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writing, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.keys.sorted().map { strdup("\($0)=\(environment[$0]!)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, command, &actions, nil, argv, envp)
        close(writing)
        guard spawned == 0 else {
            close(reading)
            return nil
        }
        // Read to the end before waiting: a long history fills the pipe's buffer.
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(reading, $0.baseAddress, $0.count) }
            if count > 0 {
                output.append(contentsOf: buffer[..<count])
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        close(reading)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return nil }
        }
        // WIFEXITED and WEXITSTATUS are macros Swift does not import.
        let exited = status & 0x7f == 0, code = (status >> 8) & 0xff
        return exited && code == 0 ? output : nil
    }
}
