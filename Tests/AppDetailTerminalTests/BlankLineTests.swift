import Foundation
import Testing

@testable import AppDetailTerminal

@Suite("A blank line is what Foundation's trimming empties")
struct BlankLineTests {
    /// Every scalar of the first three planes, alone and beside a space, against
    /// `trimmingCharacters(in: .whitespaces)`.
    @Test func everyScalarIsBlankExactlyWhenTrimmingEmptiesIt() {
        for value in UInt32(0)...0x2FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let line = " \(Character(scalar))\t"
            #expect(
                TerminalText.isBlank(line) == line.trimmingCharacters(in: .whitespaces).isEmpty,
                "U+\(String(value, radix: 16))")
        }
        #expect(TerminalText.isBlank(""))
        #expect(TerminalText.isBlank("  \u{3000}\u{A0}"))
        #expect(!TerminalText.isBlank("  …"))
    }
}
