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

    /// Throws `ServeError.portInUse` at once when another program listens on `host:port`, so
    /// `serve` says so before building instead of waiting for a listener that never comes. It binds
    /// as the server will (address reuse on, which still refuses a port someone listens on) and
    /// lets go; port 0 always has a free port.
    package static func checkPortIsFree(host: String, port: UInt16) throws {
        guard port != 0 else { return }
        let address: any SocketAddress = host.contains(":") ? try .inet6(ip6: host, port: port) : try .inet(ip4: host, port: port)
        let socket = try Socket(domain: Int32(type(of: address).family))
        defer { try? socket.close() }
        try socket.setValue(true, for: .localAddressReuse)
        do {
            try socket.bind(to: address)
        } catch SocketError.failed(_, let code, _) where code == EADDRINUSE {
            throw ServeError.portInUse(host: host, port: port)
        }
    }

    /// Waits until the server accepts connections (at most `seconds`) and returns its port.
    package func listeningPort(within seconds: Double = 10) async throws -> UInt16 {
        try await server.waitUntilListening(timeout: seconds)
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
    /// Another program listens on the port.
    case portInUse(host: String, port: UInt16)

    package var description: String {
        switch self {
        case .notListening: "the server did not start listening"
        case let .portInUse(host, port):
            "port \(port) on \(host) is in use by another program: stop it, choose another with `--port`, or let Specimen pick a free one with `--port 0`"
        }
    }
}
