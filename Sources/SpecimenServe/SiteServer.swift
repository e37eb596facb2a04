import FlyingFox
import FlyingSocks
import Foundation

/// Serves the built site from the output folder over HTTP for `specimen serve`: files only from
/// inside that folder (`OutputFileResolver`), the live-reload script in every HTML page it serves,
/// and the events open pages follow (`ReloadHub`). Binds 127.0.0.1 unless told otherwise.
public final class SiteServer: Sendable {
    private let server: HTTPServer
    private let resolver: OutputFileResolver
    private let hub: ReloadHub
    private let output: String

    /// `port` 0 picks a free port; `listeningPort()` tells which.
    public init(output: String, host: String = "127.0.0.1", port: UInt16, hub: ReloadHub) throws {
        self.output = output
        self.resolver = OutputFileResolver(root: output)
        self.hub = hub
        let address: any SocketAddress = host.contains(":") ? try .inet6(ip6: host, port: port) : try .inet(ip4: host, port: port)
        server = HTTPServer(address: address, timeout: 60, logger: .disabled)
    }

    /// Runs until `stop()` (or the task is cancelled).
    public func run() async throws {
        let resolver = self.resolver, hub = self.hub, output = self.output
        await server.appendRoute(HTTPRoute("GET \(LiveReloadScript.path)")) { _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "text/javascript; charset=utf-8", .init("Cache-Control"): "no-store"],
                         body: Data(LiveReloadScript.source.utf8))
        }
        await server.appendRoute(HTTPRoute("GET \(LiveReloadScript.eventsPath)")) { _ in
            HTTPResponse(statusCode: .ok,
                         headers: [.contentType: "text/event-stream; charset=utf-8", .init("Cache-Control"): "no-store",
                                   .init("X-Accel-Buffering"): "no"],
                         body: HTTPBodySequence(from: EventBytes(events: hub.subscribe()), suggestedBufferSize: 65_536))
        }
        await server.appendRoute("GET *") { request in
            await Self.respond(to: request.target.path(percentEncoded: false), resolver: resolver, output: output)
        }
        await server.appendRoute("HEAD *") { request in
            await Self.respond(to: request.target.path(percentEncoded: false), resolver: resolver, output: output)
        }
        try await server.run()
    }

    /// Waits until the server accepts connections and returns its port.
    public func listeningPort() async throws -> UInt16 {
        try await server.waitUntilListening(timeout: 10)
        switch await server.listeningAddress {
        case .ip4(_, let port)?, .ip6(_, let port)?: return port
        default: throw ServeError.notListening
        }
    }

    public func stop() async {
        hub.finish()
        await server.stop(timeout: 1)
    }

    /// A file of the site, or the site's `404.html` with status 404. While a rebuild swaps the
    /// output folder in, the folder is missing for an instant: wait for it rather than fail.
    static func respond(to path: String, resolver: OutputFileResolver, output: String) async -> HTTPResponse {
        var attempts = 0
        while !FileManager.default.fileExists(atPath: output), attempts < 50 {
            try? await Task.sleep(for: .milliseconds(20))
            attempts += 1
        }
        switch resolver.resolve(path) {
        case .file(let file):
            guard var data = FileManager.default.contents(atPath: file) else { return notFound(resolver) }
            let type = OutputFileResolver.contentType(of: file)
            if type.hasPrefix("text/html") { data = LiveReloadScript.inject(into: data) }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: type, .init("Cache-Control"): "no-store"], body: data)
        case .redirect(let location):
            let headers: HTTPHeaders = [.location: location]  // typed: a bare literal picked FlyingFox's deprecated initializer
            return HTTPResponse(statusCode: .movedPermanently, headers: headers)
        case .notFound:
            return notFound(resolver)
        }
    }

    private static func notFound(_ resolver: OutputFileResolver) -> HTTPResponse {
        if case .file(let page) = resolver.resolve("/404.html"), let data = FileManager.default.contents(atPath: page) {
            return HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/html; charset=utf-8", .init("Cache-Control"): "no-store"],
                                body: LiveReloadScript.inject(into: data))
        }
        return HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/plain; charset=utf-8"], body: Data("Not found\n".utf8))
    }
}

/// Why `serve` could not start.
public enum ServeError: Error, Sendable, CustomStringConvertible {
    case notListening

    public var description: String {
        switch self {
        case .notListening: "the server did not start listening"
        }
    }
}
