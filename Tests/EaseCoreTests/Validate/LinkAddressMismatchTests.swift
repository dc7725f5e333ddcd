@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A link whose text is a web address leads to that address's site.
@Suite struct LinkAddressMismatchTests {
    @Test func anAddressOfOneSiteLeadingToAnotherIsAWarningAtTheLink() throws {
        let fixture = try ContentFixture()
        let page = try fixture.writeReading("addresses", title: "Addresses", body: """
        See 1️⃣[www.nhs.uk](https://example.com/gad), 2️⃣[https://www.nice.org.uk/guidance](http://nice.example.org/x),
        [nhs.uk/conditions](https://www.nhs.uk/conditions/), [www.nhs.uk](https://digital.nhs.uk/),
        [NHS.UK](https://nhs.uk), [notes.md](https://example.com), [e.g.](https://example.com),
        [the NHS's page](https://example.com) and [www.nhs.uk](small-steps.md).
        """)
        let run = PipelineRun(fixture)
        let found = run.diagnostics(in: "readings/addresses.md").filter { $0.id == "link.address-mismatch" }
        #expect(found.map { $0.location?.range.start } == ["1️⃣", "2️⃣"].map { page[$0] }, "\(run.problemList)")
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message == "the link's text is an address on www.nhs.uk, but it leads to example.com ('https://example.com/gad')")
        #expect(found.last?.message == "the link's text is an address on www.nice.org.uk, but it leads to nice.example.org ('http://nice.example.org/x')")
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "link.address-mismatch" })
    }

    @Test func anEmailAddressWritingToAnotherIsAWarningToo() throws {
        let fixture = try ContentFixture()
        let page = try fixture.writeReading("mail", title: "Mail", body: """
        Write to 1️⃣[help@example.org](mailto:other@example.org?subject=Hi), [Help@Example.org](MAILTO:help@example.org?subject=Hi),
        [mailto:help@example.org](mailto:help@example.org) or [the help desk](mailto:desk@example.org).
        """)
        let run = PipelineRun(fixture)
        let found = run.diagnostics(in: "readings/mail.md").filter { $0.id == "link.address-mismatch" }
        #expect(found.map { $0.location?.range.start } == [page["1️⃣"]], "\(run.problemList)")
        #expect(found.first?.message == "the link's text is the address help@example.org, but it writes to other@example.org")
        #expect(WebAddressHost.mailAddress(ofText: "@example.org") == nil)
        #expect(WebAddressHost.mailAddress(ofText: "a@b") == nil)
        #expect(WebAddressHost.mailAddress(ofDestination: "mailto:desk") == nil)
    }

    @Test(arguments: [
        ("www.nhs.uk", "www.nhs.uk"), ("HTTPS://NHS.UK/a", "nhs.uk"), ("nhs.uk/conditions", "nhs.uk"), ("http://a-b.example.org:8080/", "a-b.example.org"),
        ("nhs.uk", nil), ("notes.md", nil), ("e.g.", nil), ("www.nhs", "www.nhs"), ("www.nhs.uk now", nil), ("https://", nil), ("/learn/", nil), ("www.x.123", nil),
    ] as [(String, String?)])
    func aTextReadsAsAnAddressWhenAllOfItIsOne(_ text: String, _ host: String?) {
        #expect(WebAddressHost.ofText(text).map(String.init) == host)
    }

    @Test func destinationsAndSitesCompareAsAReaderWould() {
        #expect(WebAddressHost.ofDestination("https://user@Example.com:443/x") == "example.com")
        #expect(WebAddressHost.ofDestination("mailto:a@example.com") == nil)
        #expect(WebAddressHost.ofDestination("../readings/a.md") == nil)
        #expect(WebAddressHost.sameSite("www.nhs.uk", "nhs.uk"))
        #expect(WebAddressHost.sameSite("nhs.uk", "digital.nhs.uk"))
        #expect(!WebAddressHost.sameSite("nhs.uk", "fakenhs.uk"))
        #expect(!WebAddressHost.sameSite("nhs.uk.example.com", "nhs.uk"))
    }
}
