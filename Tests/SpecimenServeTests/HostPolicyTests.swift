import FlyingFox
import Testing
@testable import SpecimenServe

/// Which `Host` and `Origin` values serve answers, and what reaches a response header.
@Suite struct HostPolicyTests {
    @Test func loopbackServeAcceptsItsOwnAddressesOnly() {
        let policy = HostPolicy(listeningHost: "127.0.0.1", port: 8000)
        for host in ["127.0.0.1:8000", "localhost:8000", "LocalHost:8000", "[::1]:8000"] {
            #expect(policy.accepts(host: host), "\(host)")
        }
        for host in ["evil.example:8000", "127.0.0.1:8001", "127.0.0.1", "localhost", "192.168.1.5:8000", "127.0.0.1:8000:80",
                     "127.0.0.1:+8000", "[::1]", "::1:8000", "localhost.:8000", ":8000", "", "127.0.0.1:08000x"] {
            #expect(!policy.accepts(host: host), "\(host)")
        }
        #expect(!policy.accepts(host: nil))
        #expect(HostPolicy(listeningHost: "127.0.0.1", port: 80).accepts(host: "localhost"), "port 80 is left out by browsers")
    }

    @Test func anotherHostIsAcceptedWithItsPort() {
        let policy = HostPolicy(listeningHost: "192.168.1.5", port: 8000)
        #expect(policy.accepts(host: "192.168.1.5:8000") && policy.accepts(host: "127.0.0.1:8000"))
        #expect(!policy.accepts(host: "192.168.1.6:8000"))
        let six = HostPolicy(listeningHost: "fe80::1", port: 8000)
        #expect(six.accepts(host: "[FE80::1]:8000") && !six.accepts(host: "[fe80::2]:8000"))
    }

    @Test func allInterfacesAcceptAnyAddressButNoOtherName() {
        for any in ["0.0.0.0", "::", "[::]"] {
            let policy = HostPolicy(listeningHost: any, port: 8000)
            for host in ["192.168.1.5:8000", "10.0.0.7:8000", "[fe80::1]:8000", "localhost:8000", "127.0.0.1:8000"] {
                #expect(policy.accepts(host: host), "\(any): \(host)")
            }
            for host in ["evil.example:8000", "my-laptop.local:8000", "192.168.1.5.nip.io:8000", "192.168.1.5:8001", "[evil]:8000"] {
                #expect(!policy.accepts(host: host), "\(any): \(host)")
            }
        }
    }

    @Test func originsMustBeHTTPAndAnAcceptedHost() {
        let policy = HostPolicy(listeningHost: "127.0.0.1", port: 8000)
        #expect(policy.accepts(origin: nil) && policy.accepts(origin: "http://127.0.0.1:8000") && policy.accepts(origin: "http://localhost:8000"))
        for origin in ["http://evil.example", "http://evil.example:8000", "null", "https://127.0.0.1:8000", "http://127.0.0.1:8000/path", ""] {
            #expect(!policy.accepts(origin: origin), "\(origin)")
        }
    }

    @Test func noHeaderCarriesAControlCharacter() {
        #expect(HeaderText.location(forPath: "/a\r\nSet-Cookie: x=y") == "/a%0D%0ASet-Cookie:%20x=y")
        #expect(HeaderText.location(forPath: "/a b,c/é%41?#/") == "/a%20b%2Cc/%C3%A9%2541%3F%23/")
        #expect(HeaderText.location(forPath: "//evil.example/") == "/evil.example/", "never another host")
        var headers = HTTPHeaders()
        headers[.location] = "/a\r\nSet-Cookie: x=y"
        headers[.contentType] = "text/plain\u{0}\u{7F}\t"
        headers[HTTPHeader("Bad\r\nName")] = "x"
        let safe = HeaderText.sanitized(headers)
        #expect(safe[.location] == "/a%0D%0ASet-Cookie: x=y")
        #expect(safe[.contentType] == "text/plain%00%7F%09")
        #expect(safe[HTTPHeader("Bad\r\nName")] == nil && Array(safe.keys).count == 2)
    }
}
