import Testing
@testable import SwivelAPI

/// The DNS-rebinding check reads the host part of `Host`, ignoring ASCII case and the port.
@Suite struct AccessPolicyHostTests {
    let loopback = ["localhost", "127.0.0.1", "[::1]", "::1"].map { Array($0.utf8) }

    /// A loopback name is accepted with or without its port, in any case.
    @Test func loopbackNamesWithAndWithoutPort() {
        for host in ["localhost", "LocalHost:8080", "127.0.0.1:49152", "[::1]:80", "[::1]"] {
            #expect(AccessPolicy.names(host, oneOf: loopback), "\(host)")
        }
    }

    /// Another name, a longer name that starts like an allowed one, or no name is refused.
    @Test func otherNamesAreRefused() {
        for host in ["evil.example", "evil.example:80", "localhost.evil.example", "127.0.0.10", "", ":8080", "[::2]:80"] {
            #expect(!AccessPolicy.names(host, oneOf: loopback), "\(host)")
        }
    }
}
