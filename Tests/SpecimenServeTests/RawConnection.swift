import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A client socket on 127.0.0.1 that sends and reads raw bytes, so a test sees exactly what the
/// server wrote (an injected header line) and when it closed the connection. Blocking calls run
/// on a thread of their own: blocking the few threads Swift concurrency has would stall the
/// server under test.
final class RawConnection: @unchecked Sendable {
    private let descriptor: Int32

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(port: UInt16) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failure(description: "connect: \(errno)")
        }
    }

    deinit {
        close(descriptor)
    }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let wrote = bytes[sent...].withUnsafeBytes { sendBytes(descriptor, $0.baseAddress, $0.count) }
            guard wrote > 0 else { throw Failure(description: "send: \(errno)") }
            sent += wrote
        }
    }

    /// What one wait for bytes gave.
    enum Read: Equatable {
        case bytes([UInt8])
        /// The server closed the connection (end of file or reset).
        case closed
        /// Nothing came in time.
        case timedOut
    }

    /// Waits up to `timeout` for bytes (at most `limit`), on a thread of its own.
    func read(within timeout: Duration, limit: Int = 65_536) async -> Read {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: self.blockingRead(within: timeout, limit: limit)) }.start()
        }
    }

    private func blockingRead(within timeout: Duration, limit: Int) -> Read {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(timeout / .milliseconds(1))
        guard poll(&poller, 1, milliseconds) > 0 else { return .timedOut }
        var buffer = [UInt8](repeating: 0, count: limit)
        let got = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, limit, 0) }
        guard got > 0 else { return .closed }
        return .bytes(Array(buffer.prefix(got)))
    }

    /// Reads until the end of the response head (`\r\n\r\n`); returns the head and the body
    /// bytes that came with it. Nil when the server closed or said nothing within `timeout`:
    /// a minute, since suites that build sites on both cores can keep the server's tasks from
    /// running for many seconds (10 s timed out twice in a full run on a busy machine).
    func readHead(within timeout: Duration = .seconds(60)) async -> (head: String, rest: [UInt8])? {
        let start = ContinuousClock.now
        var received: [UInt8] = []
        for _ in 0..<1_000 {
            let left = timeout - (ContinuousClock.now - start)
            guard left > .zero, case .bytes(let bytes) = await read(within: left) else { return nil }
            received += bytes
            if let end = Self.endOfHead(in: received) {
                return (String(decoding: received[..<end], as: UTF8.self), Array(received[(end + 4)...]))
            }
        }
        return nil
    }

    /// Whether the server closes the connection within `timeout` (reading and dropping what it sends).
    func closesWithin(_ timeout: Duration) async -> Bool {
        let start = ContinuousClock.now
        for _ in 0..<1_000 {
            let left = timeout - (ContinuousClock.now - start)
            guard left > .zero else { return false }
            switch await read(within: left) {
            case .closed: return true
            case .timedOut: return false
            case .bytes: continue
            }
        }
        return false
    }

    private static func endOfHead(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }
}

/// `send(2)` without SIGPIPE (the server may close first).
private func sendBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #else
    Darwin.send(descriptor, bytes, count, 0)
    #endif
}
