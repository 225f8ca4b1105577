import Testing

@testable import AppDetailTerminal

/// Text with nothing to take out is given back as it is; the list of what is taken out is
/// exactly what the scalar-by-scalar pass changes, for every scalar of the first three planes.
@Suite("Sanitizing gives text with nothing to take out back as it is")
struct SanitizingShortcutTests {
    @Test func theShortcutTakesOutWhatThePassTakesOut() {
        var takenOut = 0
        for value in UInt32(0)...0x2FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a\(Character(scalar))b"
            let byScalar = TerminalText.sanitizedByScalar(text)
            #expect(
                TerminalText.isTakenOut(value) == (byScalar != text), "U+\(String(value, radix: 16))")
            #expect(TerminalText.sanitized(text) == byScalar, "U+\(String(value, radix: 16))")
            if TerminalText.isTakenOut(value) { takenOut += 1 }
        }
        #expect(takenOut == 32 - 1 + 33 + 1 + 2 + 7 + 4)
    }
}
