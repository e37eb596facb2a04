import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// Serves the built site from the output folder over HTTP for `specimen serve`: files only from
/// inside that folder (`OutputFileResolver`), the live-reload script in every HTML page it serves,
/// and the events open pages follow (`ReloadHub`). A local server, not an open one: it binds
/// 127.0.0.1 unless told otherwise, answers only requests addressed to it (`HostPolicy`), puts
/// no control character in a header and streams large files (`SiteRequestHandler`), and closes
/// connections that send nothing (`ConnectionLimits`, `DeadlineSocketPool`).
package final class SiteServer: Sendable {
    private let server: HTTPServer
    private let resolver: OutputFileResolver
    private let hub: ReloadHub
    private let output: String
    private let host: String
    private let pool: DeadlineSocketPool
    /// Known once the server listens (with `--port 0`, only then is the port known).
    private let policy = Mutex<HostPolicy?>(nil)

    /// `port` 0 picks a free port; `listeningPort()` tells which.
    package convenience init(output: String, host: String = "127.0.0.1", port: UInt16, hub: ReloadHub) throws {
        try self.init(output: output, host: host, port: port, hub: hub, limits: .standard)
    }

    /// `limits` are shorter in tests.
    init(output: String, host: String = "127.0.0.1", port: UInt16, hub: ReloadHub, limits: ConnectionLimits) throws {
        self.output = output
        self.resolver = OutputFileResolver(root: output)
        self.hub = hub
        self.host = host
        let address: any SocketAddress = host.contains(":") ? try .inet6(ip6: host, port: port) : try .inet(ip4: host, port: port)
        pool = DeadlineSocketPool(base: HTTPServer.defaultPool(), limits: limits)
        // `timeout` is FlyingFox's bound on a handler (not on a connection); the event stream's
        // handler returns at once, its body is sent after.
        server = HTTPServer(config: HTTPServer.Configuration(address: address, timeout: 60, pool: pool, logger: .disabled))
    }

    /// Runs until `stop()` (or the task is cancelled).
    package func run() async throws {
        let handler = SiteRequestHandler(resolver: resolver, hub: hub, output: output, pool: pool,
                                         policy: { [weak self] in await self?.hostPolicy() })
        await server.appendRoute("*", to: handler)
        try await server.run()
    }

    /// Waits until the server accepts connections and returns its port.
    package func listeningPort() async throws -> UInt16 {
        try await server.waitUntilListening(timeout: 10)
        guard let port = await boundPort() else { throw ServeError.notListening }
        return port
    }

    package func stop() async {
        hub.finish()
        await server.stop(timeout: 1)
    }

    /// Number of connections waiting for a request head (for tests).
    var connectionsWaitingForARequest: Int {
        pool.waitingCount
    }

    /// The `HostPolicy` for the address and port the server listens on; nil before it listens.
    private func hostPolicy() async -> HostPolicy? {
        if let known = policy.withLock({ $0 }) { return known }
        guard let port = await boundPort() else { return nil }
        let made = HostPolicy(listeningHost: host, port: port)
        policy.withLock { $0 = made }
        return made
    }

    private func boundPort() async -> UInt16? {
        switch await server.listeningAddress {
        case .ip4(_, let port)?, .ip6(_, let port)?: port
        default: nil
        }
    }
}

/// Why `serve` could not start.
package enum ServeError: Error, Sendable, CustomStringConvertible {
    case notListening

    package var description: String {
        switch self {
        case .notListening: "the server did not start listening"
        }
    }
}
