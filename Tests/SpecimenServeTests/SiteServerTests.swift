import Foundation
import Testing
@testable import SpecimenServe

/// `serve` is a local server, not an open one: it answers only requests addressed to it, puts
/// no control character in a header, closes connections that send nothing, and streams large
/// files. Each test talks to a real server on 127.0.0.1 through a raw socket.
@Suite(.serialized) struct SiteServerTests {
    /// A site in a temporary folder served on a free port for the length of `body`.
    private func withServer(limits: ConnectionLimits = .standard, prepare: (String) throws -> Void = { _ in },
                            _ body: (UInt16, SiteServer) async throws -> Void) async throws {
        let site = NSTemporaryDirectory() + "specimen-server-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: site) }
        try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
        try Data("<html><head></head><body>home</body></html>".utf8).write(to: URL(fileURLWithPath: site + "/index.html"))
        try prepare(site)
        let hub = ReloadHub()
        let server = try SiteServer(output: site, port: 0, hub: hub, limits: limits)
        let running = Task { try await server.run() }
        defer { running.cancel() }
        // Run beside the whole suite, the server's task can wait long for a thread of the
        // shared pool: ten seconds were once not enough there.
        let port = try await server.listeningPort(within: 120)
        do {
            try await body(port, server)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    private func get(_ path: String, port: UInt16, headers: String) async throws -> String? {
        let connection = try RawConnection(port: port)
        try connection.send("GET \(path) HTTP/1.1\r\n\(headers)Connection: close\r\n\r\n")
        return await connection.readHead()?.head
    }

    @Test func answersOnlyRequestsAddressedToItself() async throws {
        try await withServer { port, _ in
            for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)"] {
                let head = try await get("/", port: port, headers: "Host: \(host)\r\n")
                #expect(head?.hasPrefix("HTTP/1.1 200") == true, "Host: \(host) → \(head ?? "nothing")")
            }
            for host in ["evil.example:\(port)", "127.0.0.1.evil.example:\(port)", "localhost.evil.example:\(port)", "127.0.0.1:\(port &+ 1)",
                         "127.0.0.1", "10.0.0.1:\(port)", ""] {
                let head = try await get("/", port: port, headers: "Host: \(host)\r\n")
                #expect(head?.hasPrefix("HTTP/1.1 403") == true, "Host: \(host) → \(head ?? "nothing")")
            }
            let missing = try await get("/", port: port, headers: "")
            #expect(missing?.hasPrefix("HTTP/1.1 403") == true, "no Host at all → \(missing ?? "nothing")")
        }
    }

    @Test func theEventStreamRefusesOtherOrigins() async throws {
        try await withServer { port, _ in
            let host = "Host: 127.0.0.1:\(port)\r\n"
            for origin in ["http://evil.example", "http://evil.example:\(port)", "null", "https://127.0.0.1:\(port)"] {
                let head = try await get("/__specimen/events", port: port, headers: host + "Origin: \(origin)\r\n")
                #expect(head?.hasPrefix("HTTP/1.1 403") == true, "Origin: \(origin) → \(head ?? "nothing")")
            }
            for origin in ["http://127.0.0.1:\(port)", "http://localhost:\(port)"] {
                let head = try await get("/__specimen/events", port: port, headers: host + "Origin: \(origin)\r\n")
                #expect(head?.hasPrefix("HTTP/1.1 200") == true && head?.contains("text/event-stream") == true, "Origin: \(origin) → \(head ?? "nothing")")
            }
            let sameOrigin = try await get("/__specimen/events", port: port, headers: host)
            #expect(sameOrigin?.hasPrefix("HTTP/1.1 200") == true, "no Origin (same origin) → \(sameOrigin ?? "nothing")")
        }
    }

    @Test func aFolderNamedWithCRLFCannotInjectAHeader() async throws {
        let name = "a\r\nSet-Cookie: x=y"
        try await withServer(prepare: { site in
            try FileManager.default.createDirectory(atPath: site + "/" + name, withIntermediateDirectories: true)
            try Data("<html><head></head><body>a</body></html>".utf8).write(to: URL(fileURLWithPath: site + "/" + name + "/index.html"))
        }) { port, _ in
            let head = try #require(try await get("/a%0D%0ASet-Cookie:%20x=y", port: port, headers: "Host: 127.0.0.1:\(port)\r\n"))
            let lines = head.components(separatedBy: "\r\n")
            #expect(lines.first == "HTTP/1.1 301 Moved Permanently", "\(head)")
            #expect(!lines.contains { $0.lowercased().hasPrefix("set-cookie") }, "no injected header line: \(head.debugDescription)")
            #expect(!lines.contains { $0.contains("\r") || $0.contains("\n") }, "no bare CR or LF in the head: \(head.debugDescription)")
            let location = lines.first { $0.lowercased().hasPrefix("location:") }
            #expect(location == "Location: /a%0D%0ASet-Cookie:%20x=y/", "\(head.debugDescription)")
            // Following it reaches the folder's page.
            let followed = try await get("/a%0D%0ASet-Cookie:%20x=y/", port: port, headers: "Host: 127.0.0.1:\(port)\r\n")
            #expect(followed?.hasPrefix("HTTP/1.1 200") == true, "\(followed ?? "nothing")")
        }
    }

    @Test func closesIdleAndHalfSentConnectionsButNotTheEventStream() async throws {
        let limits = ConnectionLimits(requestHead: .seconds(1), stalledWrite: .seconds(1))
        try await withServer(limits: limits) { port, server in
            let idle = try RawConnection(port: port)
            let halfLine = try RawConnection(port: port)
            try halfLine.send("GET /index.ht")
            let halfHead = try RawConnection(port: port)
            try halfHead.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n")
            let events = try RawConnection(port: port)
            try events.send("GET /__specimen/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            let started = ContinuousClock.now
            #expect(await idle.closesWithin(.seconds(5)), "a connection that sends nothing is closed")
            #expect(await halfLine.closesWithin(.seconds(5)), "half a request line is not waited on for ever")
            #expect(await halfHead.closesWithin(.seconds(5)), "half a head is not waited on for ever")
            #expect(ContinuousClock.now - started < .seconds(4))

            // A head trickled a byte at a time, each byte well within the limit, is bounded as a whole.
            let trickle = try RawConnection(port: port)
            let trickleStart = ContinuousClock.now
            var closed = false
            for byte in "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1234567890".map(String.init) {
                guard (try? trickle.send(byte)) != nil, ContinuousClock.now - trickleStart < .seconds(6) else { closed = true; break }
                if case .closed = await trickle.read(within: .milliseconds(250)) { closed = true; break }
            }
            #expect(closed, "a trickled head is cut at its deadline")
            #expect(ContinuousClock.now - trickleStart < .seconds(4))

            // The event stream outlives the limit many times over and still carries events.
            let head = await events.readHead()
            #expect(head?.head.hasPrefix("HTTP/1.1 200") == true)
            try await Task.sleep(for: .seconds(2))
            #expect(await events.read(within: .milliseconds(100)) != .closed, "the event stream is still open after 2 s")

            // A kept-alive connection is closed once idle, after answering.
            let kept = try RawConnection(port: port)
            try kept.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            #expect(await kept.readHead()?.head.hasPrefix("HTTP/1.1 200") == true)
            #expect(await kept.closesWithin(.seconds(5)))
            #expect(server.connectionsWaitingForARequest <= 1, "deadlines of closed connections are dropped")
        }
    }

    @Test func streamsALargeFileWithoutHoldingIt() async throws {
        let size = 64 * 1024 * 1024, chunk = 1024 * 1024
        let received = NSTemporaryDirectory() + "specimen-received-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: received) }
        var served = ""
        try await withServer(prepare: { site in
            // Every mebibyte differs (its number in its first bytes), so a chunk sent twice or skipped shows.
            let pattern = Data((0..<chunk).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) })
            served = site + "/big.bin"
            _ = FileManager.default.createFile(atPath: served, contents: nil)
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: served))
            defer { try? handle.close() }
            for index in 0..<(size / chunk) {
                var block = pattern
                block.replaceSubrange(0..<8, with: withUnsafeBytes(of: UInt64(index).bigEndian) { Data($0) })
                try handle.write(contentsOf: block)
            }
        }) { port, _ in
            let before = residentBytes()
            let connection = try RawConnection(port: port)
            try connection.send("GET /big.bin HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            let (head, first) = try #require(await connection.readHead())
            #expect(head.hasPrefix("HTTP/1.1 200") && head.contains("Content-Length: \(size)"), "\(head)")
            _ = FileManager.default.createFile(atPath: received, contents: nil)
            let output = try FileHandle(forWritingTo: URL(fileURLWithPath: received))
            try output.write(contentsOf: Data(first))
            var count = first.count, peak = 0
            let started = ContinuousClock.now
            for _ in 0..<100_000 where count < size && ContinuousClock.now - started < .seconds(120) {
                guard case .bytes(let bytes) = await connection.read(within: .seconds(10), limit: 1 << 20) else { break }
                try output.write(contentsOf: Data(bytes))
                count += bytes.count
                if count >= size / 4, peak == 0 {
                    try await Task.sleep(for: .milliseconds(300))  // the server is now blocked on a full socket
                    peak = max(residentBytes() - before, 1)
                }
            }
            try output.close()
            #expect(count == size, "received \(count) of \(size) bytes")
            #expect(FileManager.default.contentsEqual(atPath: served, andPath: received), "the bytes sent are the file's")
            #if os(Linux)
            #expect(peak < 32 * 1024 * 1024, "the server held \(peak / 1024 / 1024) MiB while sending a 64 MiB file")
            #endif
            let headOnly = try RawConnection(port: port)
            try headOnly.send("HEAD /big.bin HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            let answer = await headOnly.readHead()
            #expect(answer?.head.contains("Content-Length: \(size)") == true && answer?.rest.isEmpty == true, "HEAD: the length, no body")
            #expect(await headOnly.read(within: .milliseconds(300)) == .timedOut, "HEAD sends no body after the head")
        }
    }

    /// This process's resident memory in bytes (Linux; 0 elsewhere).
    private func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
