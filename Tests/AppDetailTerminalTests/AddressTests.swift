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
}
