import FlyingFox
import Foundation

/// Every request `serve` answers goes through here, so what must hold for all of them is done
/// in one place: the `Host` is serve's own address (`HostPolicy`; and the `Origin`, for the
/// event stream), the request's head deadline is lifted (`DeadlineSocketPool`), and no header
/// of the response carries a control character (`HeaderText.sanitized`), whichever branch
/// built it. Then: the live-reload script, its events, or a file of the site.
struct SiteRequestHandler: HTTPHandler {
    let resolver: OutputFileResolver
    let hub: ReloadHub
    let output: String
    let pool: DeadlineSocketPool
    /// The policy for the address serve listens on; nil until it listens.
    let policy: @Sendable () async -> HostPolicy?

    /// Files up to this size are read whole (one read, one write); larger ones are streamed.
    static let wholeReadLimit = 256 * 1024
    /// HTML pages up to this size get the live-reload script (which needs the whole page in
    /// memory); a larger HTML file is streamed as it is.
    static let injectedPageLimit = 16 * 1024 * 1024

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        pool.requestArrived(from: request.remoteAddress)
        var response = await answer(request)
        response.headers = HeaderText.sanitized(response.headers)
        if request.method == .HEAD, case .httpBody(let body) = response.payload {
            if let count = body.count { response.headers[.contentLength] = String(count) }
            response.payload = .httpBody(HTTPBodySequence())
        }
        // FlyingFox would echo the request's own `Connection` value; send a fixed one instead.
        if let connection = request.headers[.connection], response.headers[.connection] == nil {
            response.headers[.connection] = Self.keepsAlive(request.version, connection: connection) ? "keep-alive" : "close"
        }
        return response
    }

    /// Whether FlyingFox keeps the connection open after this request (its own rule).
    static func keepsAlive(_ version: HTTPVersion, connection: String) -> Bool {
        let tokens = connection.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        return version == .http11 ? !tokens.contains("close") : tokens.contains("keep-alive")
    }

    private func answer(_ request: HTTPRequest) async -> HTTPResponse {
        guard let policy = await policy(), policy.accepts(host: request.headers[.host]) else {
            return Self.text(.forbidden, "Forbidden: specimen serve answers only requests addressed to its own address "
                             + "(such as http://127.0.0.1:PORT/ or http://localhost:PORT/), so that no other site can read it.\n")
        }
        let path = request.target.path(percentEncoded: false)
        let isRead = request.method == .GET || request.method == .HEAD
        switch path {
        case LiveReloadScript.eventsPath where request.method == .GET:
            guard policy.accepts(origin: request.headers[HTTPHeader("Origin")]) else {
                return Self.text(.forbidden, "Forbidden: the live-reload events are only for pages served by specimen serve.\n")
            }
            return HTTPResponse(statusCode: .ok,
                                headers: Self.headers([(.contentType, "text/event-stream; charset=utf-8"), (.cacheControl, "no-store"),
                                                       (HTTPHeader("X-Accel-Buffering"), "no")]),
                                body: HTTPBodySequence(from: EventBytes(events: hub.subscribe()), suggestedBufferSize: 65_536))
        case LiveReloadScript.path where isRead:
            return HTTPResponse(statusCode: .ok, headers: Self.headers([(.contentType, "text/javascript; charset=utf-8"), (.cacheControl, "no-store")]),
                                body: Data(LiveReloadScript.source.utf8))
        case _ where isRead:
            return await Self.respond(to: path, resolver: resolver, output: output)
        default:
            var response = Self.text(.methodNotAllowed, "Method not allowed: specimen serve only reads.\n")
            response.headers[HTTPHeader("Allow")] = path == LiveReloadScript.eventsPath ? "GET" : "GET, HEAD"
            return response
        }
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
        case .file(let path):
            guard let file = OpenFile.open(atPath: path) else { return notFound(resolver) }
            let type = OutputFileResolver.contentType(of: path)
            let headers = headers([(.contentType, type), (.cacheControl, "no-store")])
            if type.hasPrefix("text/html"), file.size <= injectedPageLimit {
                guard let page = file.readAll() else { return notFound(resolver) }
                return HTTPResponse(statusCode: .ok, headers: headers, body: LiveReloadScript.inject(into: page))
            }
            if file.size <= wholeReadLimit {
                guard let data = file.readAll() else { return notFound(resolver) }
                return HTTPResponse(statusCode: .ok, headers: headers, body: data)
            }
            return HTTPResponse(statusCode: .ok, headers: headers,
                                body: HTTPBodySequence(from: FileBytes(file: file), count: file.size, suggestedBufferSize: 65_536))
        case .redirect(let location):
            return HTTPResponse(statusCode: .movedPermanently, headers: headers([(.location, HeaderText.location(forPath: location))]))
        case .notFound:
            return notFound(resolver)
        }
    }

    private static func notFound(_ resolver: OutputFileResolver) -> HTTPResponse {
        if case .file(let path) = resolver.resolve("/404.html"), let page = OpenFile.open(atPath: path),
           page.size <= injectedPageLimit, let data = page.readAll() {
            return HTTPResponse(statusCode: .notFound, headers: headers([(.contentType, "text/html; charset=utf-8"), (.cacheControl, "no-store")]),
                                body: LiveReloadScript.inject(into: data))
        }
        // No 404.html: the site has not been built yet (its first build failed). An HTML page
        // with the reload script, so the overlay shows the errors and the fix reloads it.
        return HTTPResponse(statusCode: .notFound, headers: headers([(.contentType, "text/html; charset=utf-8"), (.cacheControl, "no-store")]),
                            body: LiveReloadScript.inject(into: Data(notBuiltPage.utf8)))
    }

    /// What a page of a site not built yet shows under the error overlay.
    static let notBuiltPage = """
        <!DOCTYPE html>
        <html lang="en">
        <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not built yet · specimen serve</title></head>
        <body><main><h1>Not built yet</h1><p>The site has not been built: the build found errors. This page reloads when they are fixed.</p></main></body>
        </html>

        """

    private static func text(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: headers([(.contentType, "text/plain; charset=utf-8"), (.cacheControl, "no-store")]),
                     body: Data(message.utf8))
    }

    /// Headers set one by one: FlyingFox's dictionary literal splits values at commas.
    private static func headers(_ pairs: [(HTTPHeader, String)]) -> HTTPHeaders {
        var headers = HTTPHeaders()
        for (name, value) in pairs { headers[name] = value }
        return headers
    }
}
