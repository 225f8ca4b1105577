import AppDetailTerminal
import PropertyBased
import Testing

@Suite("Store addresses on a narrow terminal")
struct AddressTests {
    static let names = Gen<Character>.letter.string(of: 1...200)

    @Test("a shortened address fits and keeps its scheme, host and app id")
    func shortened() async {
        await propertyCheck(
            count: 300, input: Self.names, Gen.int(in: 40...120), Gen.int(in: 1...999_999_999)
        ) {
            name, columns, id in
            let address = "https://apps.apple.com/kr/app/\(name)/id\(id)?l=en"
            let shown = TerminalText.shortenedAddress(address, to: columns)
            #expect(TerminalText.displayWidth(shown) <= columns, "\(shown)")
            #expect(shown.hasPrefix("https://apps.apple.com"))
            #expect(shown.hasSuffix("id\(id)") || shown.hasSuffix("id\(id)?l=en"), "\(shown)")
        }
    }

    @Test("an address that fits is left whole")
    func fitsWhole() {
        let address = "https://apps.apple.com/us/app/slack/id618783545"
        #expect(TerminalText.shortenedAddress(address, to: 80) == address)
    }

    @Test("only http and https addresses count as web addresses")
    func webAddresses() {
        #expect(TerminalText.isWebAddress("https://example.com"))
        #expect(TerminalText.isWebAddress("HTTP://example.com"))
        #expect(!TerminalText.isWebAddress("javascript:alert(1)"))
        #expect(!TerminalText.isWebAddress("file:///etc/passwd"))
    }

    /// What a page shows of an address: whole, readable, and opening the same page.
    @Test(
        "a page shows a store link in its short form and other addresses decoded, never cut",
        arguments: [
            // A real Korean store link (1258016944's trackViewUrl).
            (
                "https://apps.apple.com/kr/app/%EC%B9%B4%EC%B9%B4%EC%98%A4%EB%B1%85%ED%81%AC/id1258016944?uo=4",
                "https://apps.apple.com/kr/app/id1258016944"
            ),
            (
                "https://itunes.apple.com/fr/app/id338986109?mt=8",
                "https://itunes.apple.com/fr/app/id338986109"
            ),
            ("https://example.com/%EC%B9%B4%EC%B9%B4%EC%98%A4?a=1", "https://example.com/카카오?a=1"),
            // Escapes that do not decode to a readable address stay as they came.
            ("https://example.com/a%20b", "https://example.com/a%20b"),
            ("https://example.com/%0A", "https://example.com/%0A"),
            ("https://example.com/%FF", "https://example.com/%FF"),
            (
                "https://apps.apple.com/kr/developer/kakao/id362057947",
                "https://apps.apple.com/kr/developer/kakao/id362057947"
            ),
        ])
    func displayed(address: String, shown: String) {
        #expect(TerminalText.displayedAddress(address, longest: 40) == shown)
    }

    @Test("an address longer than any browser opens is shortened, its id kept")
    func displayedHuge() {
        let address =
            "https://apps.apple.com/us/app/" + String(repeating: "x", count: 10_000) + "/id284882215"
        #expect(TerminalText.displayedAddress(address, longest: 40) == "https://apps.apple.com/…/id284882215")
    }
}
