import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which `Host` (and `Origin`) values `serve` answers. A web page can point a name it owns at
/// 127.0.0.1 (DNS rebinding) and then read, as its own origin, the unpublished site and the
/// build's diagnostics; the browser still sends that name as `Host`, so a server that answers
/// only its own address defeats it (as Vite and webpack-dev-server do).
///
/// Accepted: `127.0.0.1`, `localhost`, `[::1]` and the address serve listens on, each with the
/// port serve listens on (without a port only when that port is 80, as browsers then send it).
/// Listening on every interface (`0.0.0.0`, `::`), any IP literal is accepted too, since other
/// machines reach serve by this machine's addresses, which serve cannot list; a DNS name other
/// than `localhost` is still refused, as it is the one thing a rebinding page can make a
/// browser send (an IP-literal URL makes the page's origin that address, so nothing is gained).
struct HostPolicy: Sendable, Equatable {
    /// The port serve listens on.
    let port: UInt16
    /// Host names and IP literals accepted, lowercased, IPv6 in brackets.
    let names: Set<String>
    /// Serve listens on every interface: any IP literal is accepted.
    let acceptsAnyAddress: Bool

    /// `listeningHost` is serve's `--host` (an IP literal, IPv6 with or without brackets).
    init(listeningHost: String, port: UInt16) {
        self.port = port
        let bare = listeningHost.hasPrefix("[") && listeningHost.hasSuffix("]") ? String(listeningHost.dropFirst().dropLast()) : listeningHost
        let own = bare.contains(":") ? "[\(bare.lowercased())]" : bare.lowercased()
        names = ["127.0.0.1", "localhost", "[::1]", own]
        acceptsAnyAddress = Self.isUnspecifiedAddress(bare)
    }

    /// Whether a request with this `Host` header is answered (a request without one is not:
    /// HTTP/1.1 requires it, and every browser sends it).
    func accepts(host: String?) -> Bool {
        guard let host, let (name, port) = Self.split(host) else { return false }
        guard port == self.port else { return false }
        return names.contains(name) || (acceptsAnyAddress && Self.isIPLiteral(name))
    }

    /// Whether a request with this `Origin` header may follow the event stream: no `Origin`
    /// (same-origin `EventSource` requests may omit it), or `http://` and an accepted host.
    func accepts(origin: String?) -> Bool {
        guard let origin else { return true }
        let scheme = "http://"
        guard origin.lowercased().hasPrefix(scheme) else { return false }
        return accepts(host: String(origin.dropFirst(scheme.count)))
    }

    /// The name (lowercased, IPv6 kept in brackets) and port of a `Host` value; the port is 80
    /// when none is given. Nil when it is not `name[:port]`.
    static func split(_ host: String) -> (name: String, port: UInt16)? {
        let name: Substring, rest: Substring
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return nil }
            name = host[...close]
            rest = host[host.index(after: close)...]
        } else if let colon = host.firstIndex(of: ":") {
            name = host[..<colon]
            rest = host[colon...]
        } else {
            name = Substring(host)
            rest = ""
        }
        guard !name.isEmpty else { return nil }
        if rest.isEmpty { return (name.lowercased(), 80) }
        let digits = rest.dropFirst()
        guard rest.first == ":", !digits.isEmpty, digits.count <= 5, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let port = UInt16(digits) else { return nil }
        return (name.lowercased(), port)
    }

    /// An IPv4 address in dotted decimal, or an IPv6 address in brackets.
    static func isIPLiteral(_ name: String) -> Bool {
        if name.hasPrefix("[") && name.hasSuffix("]") { return address(String(name.dropFirst().dropLast())) != nil }
        return !name.contains(":") && address(name) != nil
    }

    /// `0.0.0.0`, `::` and their other spellings: every interface.
    static func isUnspecifiedAddress(_ literal: String) -> Bool {
        guard let bytes = address(literal) else { return false }
        return bytes.allSatisfy { $0 == 0 }
    }

    /// The bytes of an IPv4 or IPv6 literal (no brackets), or nil.
    private static func address(_ literal: String) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 16)
        let family = literal.contains(":") ? AF_INET6 : AF_INET
        let parsed = buffer.withUnsafeMutableBytes { inet_pton(family, literal, $0.baseAddress) }
        guard parsed == 1 else { return nil }
        return Array(buffer.prefix(family == AF_INET6 ? 16 : 4))
    }
}
