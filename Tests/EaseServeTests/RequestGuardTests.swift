import EaseServe
import Testing

@Suite struct RequestGuardTests {
    @Test func loopbackAnswersLoopbackNamesOnly() {
        let guardian = RequestGuard(host: "127.0.0.1", port: 8080)
        #expect(guardian.isLoopback)
        for allowed in ["127.0.0.1:8080", "localhost:8080", "LOCALHOST:8080", "[::1]:8080"] {
            #expect(guardian.allows(authority: allowed), "\(allowed)")
        }
        for refused in ["evil.example:8080", "127.0.0.1:9090", "localhost", "127.0.0.1.evil.example:8080", nil] as [String?] {
            #expect(!guardian.allows(authority: refused), "\(refused ?? "nil")")
        }
    }

    @Test func anotherHostAnswersAnyName() {
        let guardian = RequestGuard(host: "0.0.0.0", port: 8080)
        #expect(!guardian.isLoopback)
        #expect(guardian.allows(authority: "preview.local:8080"))
    }

    @Test func eventsAreSameOriginOnly() {
        let guardian = RequestGuard(host: "127.0.0.1", port: 8080)
        #expect(guardian.allowsEvents(authority: "127.0.0.1:8080", origin: nil, fetchSite: nil))
        #expect(guardian.allowsEvents(authority: "127.0.0.1:8080", origin: "http://127.0.0.1:8080", fetchSite: "same-origin"))
        #expect(!guardian.allowsEvents(authority: "127.0.0.1:8080", origin: "https://evil.example", fetchSite: nil))
        #expect(!guardian.allowsEvents(authority: "127.0.0.1:8080", origin: "http://localhost:8080", fetchSite: nil))
        #expect(!guardian.allowsEvents(authority: "127.0.0.1:8080", origin: nil, fetchSite: "cross-site"))
        #expect(!guardian.allowsEvents(authority: "127.0.0.1:8080", origin: nil, fetchSite: "same-site"))
    }
}
