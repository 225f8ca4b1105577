import AppDetailDomain
import Foundation
import Testing

@Suite("Text trimmed as Foundation trims white space and line breaks")
struct TrimmedTextTests {
    /// Every scalar of the first three planes at both ends and in the middle, against
    /// `trimmingCharacters(in:)` with `.whitespaces` and with `.whitespacesAndNewlines`.
    @Test func everyScalarIsTrimmedExactlyAsFoundationTrimsIt() {
        for value in UInt32(0)...0x2FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            for text in [
                "\(character)", " \(character)x\(character)\n", "x\(character)x", "\t4 \(character)",
            ] {
                #expect(
                    text.trimmedOfWhitespacesAndNewlines
                        == text.trimmingCharacters(in: .whitespacesAndNewlines),
                    "U+\(String(value, radix: 16))")
                #expect(
                    text.trimmedOfWhitespaces == text.trimmingCharacters(in: .whitespaces),
                    "U+\(String(value, radix: 16))")
            }
        }
    }

    @Test func aReferenceIsReadWithTheSpaceAroundItTrimmed() throws {
        let reference = try AppReference(parsing: "\u{3000} id284882215\t\n")
        #expect(reference.lookup == .id(try AppID(parsing: "284882215")))
    }
}
