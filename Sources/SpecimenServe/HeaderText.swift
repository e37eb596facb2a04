import FlyingFox
import Foundation

/// Text that goes into a response header. FlyingFox writes header values as they are given, so
/// a CR or LF in one (a folder named `a\r\nSet-Cookie: x=y`, say, reaching a redirect's
/// `Location`) would end the line and start a header of the requester's choosing. Every
/// response serve sends passes through `sanitized(_:)` (in `SiteRequestHandler`), so no header
/// can carry a control character, whichever code built it.
enum HeaderText {
    /// The `Location` of a redirect to `path` (decoded, as the request gave it): every byte
    /// outside the unreserved characters and a few safe delimiters is percent-encoded, `%` too,
    /// so the browser asks again for exactly this path. Never starts with `//` (which a browser
    /// would read as another host).
    static func location(forPath path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            if locationBytes.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += String(format: "%%%02X", byte)
            }
        }
        while encoded.hasPrefix("//") { encoded.removeFirst() }
        return encoded.hasPrefix("/") ? encoded : "/" + encoded
    }

    /// The bytes a `Location` path keeps as they are: letters, digits, `-._~/!$&'()*+;=:@`.
    private static let locationBytes: Set<UInt8> = Set(Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+;=:@".utf8))

    /// A header value with every control character (CR, LF, NUL, tab, DEL…) and every
    /// non-ASCII byte percent-encoded: what is left is printable ASCII, one line.
    static func value(_ text: String) -> String {
        guard !text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return text }
        var safe = ""
        for byte in text.utf8 {
            if byte >= 0x20 && byte < 0x7F {
                safe.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                safe += String(format: "%%%02X", byte)
            }
        }
        return safe
    }

    /// Whether a header name is an HTTP token (RFC 9110 §5.1), the only names that can be sent.
    static func isToken(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { tokenBytes.contains($0) }
    }

    private static let tokenBytes: Set<UInt8> = Set(Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&'*+-.^_`|~".utf8))

    /// `headers` with every value made safe and every header whose name is not a token dropped.
    /// Values are set one by one (`setValues`): FlyingFox's dictionary-literal initializer splits
    /// values at commas, which would change a `Location` with a comma in it.
    static func sanitized(_ headers: HTTPHeaders) -> HTTPHeaders {
        var safe = HTTPHeaders()
        for name in headers.keys where isToken(name.rawValue) {
            safe.setValues(headers.values(for: name).map(value), for: name)
        }
        return safe
    }
}
