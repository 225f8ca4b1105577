import Foundation
import Testing

@testable import AppDetailWeb

@Suite("Store text in a page")
struct HTMLTextTests {
    @Test("markup, quotes and controls never reach the page as themselves")
    func hostileTextIsText() {
        let hostile = "<script>alert('x')</script> \"q\" & \u{1B}[31m\u{0}\u{202E}evil"
        let escaped = HTMLText.escaped(hostile)
        #expect(!escaped.contains("<"))
        #expect(!escaped.contains(">"))
        #expect(!escaped.contains("\""))
        #expect(!escaped.contains("'"))
        #expect(!escaped.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
        #expect(escaped.contains("&lt;script&gt;"))
        #expect(HTMLText.isolated("\u{202E}abc").hasPrefix("<bdi>"))
    }

    @Test("only web addresses become links, only https ones pictures")
    func onlyWebAddressesAreLinks() {
        #expect(HTMLText.linkable("javascript:alert(1)") == nil)
        #expect(HTMLText.linkable("JaVaScRiPt:alert(1)") == nil)
        #expect(HTMLText.linkable("data:text/html,<script>") == nil)
        #expect(HTMLText.linkable("https://user:pw@example.com/") == nil)
        #expect(HTMLText.linkable("https://example.com/a?b=\"c\"") != nil)
        #expect(HTMLText.linkable("https://example.com/a?b=\"c\"")?.contains("\"") == false)
        #expect(HTMLText.picture(URL(string: "http://example.com/a.png")) == nil)
        #expect(HTMLText.picture(URL(string: "https://example.com/a.png")) == "https://example.com/a.png")
    }
}
