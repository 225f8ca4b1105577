import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// An icon's template filled in one pass gives what replacing each placeholder in turn gives.
@Suite("An icon's template filled in")
struct IconTemplateTests {
    /// The four replacements, one after another: the rule the one pass keeps.
    static func replacedInTurn(_ template: String) -> String {
        template.replacingOccurrences(of: "{w}", with: "100").replacingOccurrences(of: "{h}", with: "100")
            .replacingOccurrences(of: "{c}", with: "bb").replacingOccurrences(of: "{f}", with: "png")
    }

    @Test func aRealTemplate() {
        let template = "https://is1-ssl.mzstatic.com/image/thumb/Purple/v4/ab/AppIcon.png/{w}x{h}{c}.{f}"
        #expect(
            CatalogDocumentParser.iconURL(template)?.absoluteString
                == "https://is1-ssl.mzstatic.com/image/thumb/Purple/v4/ab/AppIcon.png/100x100bb.png")
    }

    /// Templates made of placeholders, stray braces and text, in any order.
    @Test(arguments: 0..<20)
    func anyTemplateFillsAsReplacingInTurnDoes(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let pieces = ["{w}", "{h}", "{c}", "{f}", "{", "}", "{{w}}", "w", "x", "/", "é", "{x}", "{w"]
        for _ in 0..<50 {
            let template =
                "https://example.com/"
                + (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                    pieces[Int.random(in: 0..<pieces.count, using: &generator)]
                }.joined()
            #expect(
                CatalogDocumentParser.iconURL(template) == URL(string: Self.replacedInTurn(template)),
                "\(template)")
        }
    }
}
