import AppDetailTerminal
import Testing

@Suite("Styles and stars")
struct StyleTests {
    @Test("disabled styling writes the text alone")
    func plain() {
        let style = Style(enabled: false)
        for text in ["a", "카카오", ""] {
            #expect(style.bold(text) == text)
            #expect(style.dim(text) == text)
            #expect(style.heading(text) == text)
            #expect(style.accent(text) == text)
            #expect(style.link(text, to: "https://example.com") == text)
        }
    }

    @Test("a link is made only to a web address of bounded length")
    func links() {
        let style = Style(enabled: true)
        #expect(style.link("x", to: "https://example.com").contains("\u{1B}]8;;https://example.com"))
        #expect(style.link("x", to: "javascript:alert(1)") == "x")
        #expect(style.link("x", to: "file:///etc/passwd") == "x")
        let long = "https://example.com/" + String(repeating: "a", count: Style.longestLink)
        #expect(style.link("x", to: long) == "x")
    }

    @Test("stars: whole stars from the value as shown, half up, five in all")
    func stars() {
        #expect(StarText.stars(3.5) == "★★★★☆")
        #expect(StarText.stars(3.4) == "★★★☆☆")
        #expect(StarText.stars(0.0) == "☆☆☆☆☆")
        #expect(StarText.stars(9.0) == "★★★★★")
        #expect(StarText.stars(Double.nan) == "☆☆☆☆☆")
        #expect(StarText.stars(2) == "★★☆☆☆")
        for value in stride(from: 0.0, through: 5.0, by: 0.1) { #expect(StarText.stars(value).count == 5) }
    }
}
