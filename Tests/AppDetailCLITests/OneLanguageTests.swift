import Foundation
import Testing

/// One language per page: the notes under a Korean page are Korean through and through, a note
/// names the developer by name, and a link's `?l=en` chooses English labels unless `--lang` says
/// otherwise.
@Suite("One language per page", .enabled(if: fixturesAvailable))
struct OneLanguageTests {
    /// Offline, and with the store unreachable (the sample note then says why in Korean too).
    @Test(arguments: [["--offline"], []])
    func aKoreanPagesNotesAreKoreanThroughAndThrough(mode: [String]) async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(["show", "311867728", "--country", "kr"] + mode)
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let notes = outcome.standardError.split(separator: "\n").filter { $0.hasPrefix("note:") }
            #expect(notes.count == 4, "sample, reviews, developer's apps, store page: \(notes)")
            #expect(notes.contains { $0.contains("App Store 페이지 정보 불러오기 실패") }, "\(notes)")
            let why = mode.isEmpty ? "App Store에 연결할 수 없습니다" : "오프라인이며 캐시에 없습니다"
            #expect(notes.contains { $0.contains("리뷰 불러오기 실패: \(why)") }, "\(notes)")
            for note in notes {
                let latin = note.dropFirst("note: ".count).filter { $0.isASCII && $0.isLetter }
                #expect(
                    latin.allSatisfy { "appdetailAppStore".contains($0) }, "English in a Korean note: \(note)"
                )
            }
        }
    }

    @Test func aNoteNamesTheDeveloperByName() async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(["show", "640199958", "--offline"])
            #expect(
                outcome.standardError.contains("the other apps of Apple in the US store"),
                "\(outcome.standardError)")
            #expect(!outcome.standardError.contains("284417353"), "no developer id in the notes")
        }
    }

    @Test func aLinksLanguageChoosesTheLabels() async throws {
        try await withTool { (tool) async throws in
            let link = "https://apps.apple.com/kr/app/naver-map-navigation/id311867728?l=en"
            let english = try await tool.run(["show", link])
            #expect(english.status == 0, "\(english.standardError)")
            #expect(english.standardOutput.contains("── Information"), "\(english.standardOutput)")
            #expect(!english.standardOutput.contains("── 정보"))
            let korean = try await tool.run(["show", link, "--lang", "ko"])
            #expect(korean.status == 0, "\(korean.standardError)")
            #expect(korean.standardOutput.contains("── 정보"), "--lang wins over the link")
            let plain = try await tool.run([
                "show", "https://apps.apple.com/kr/app/naver-map-navigation/id311867728",
            ])
            #expect(plain.standardOutput.contains("── 정보"), "without ?l= the store's own language")
        }
    }

    /// A Korean store's app shown in English (the link's `?l=en`): the category and the price are
    /// the page's words, not the answer's `금융` and `무료`.
    @Test func anEnglishPageOfAKoreanAppSaysCategoryAndPriceInEnglish() async throws {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run([
                "show", "https://apps.apple.com/kr/app/x/id1258016944?l=en", "--width", "100", "--reviews",
                "0",
            ])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let head = outcome.standardOutput.split(separator: "\n").prefix(8).joined(separator: "\n")
            #expect(head.contains("Free · Finance"), "\(head)")
            #expect(head.contains("Category Finance"), "\(head)")
            #expect(!head.contains("금융") && !head.contains("무료"), "\(head)")
        }
    }

    /// A store asked for a language it lacks answers in its own (the loopback store, as the real
    /// one, gives the Korean listing to `lang=de_kr`): the page says so once, in its language;
    /// a page in the store's own language says nothing.
    @Test func aLanguageTheStoreLacksIsSaidOnce() async throws {
        try await withTool { (tool) async throws in
            let german = try await tool.run(["show", "311867728", "--country", "kr", "--lang", "de"])
            #expect(german.status == 0, "\(german.standardError)")
            let said = "Der Store liefert die Texte dieser App auf Koreanisch, nicht auf Deutsch."
            #expect(
                german.standardError.components(separatedBy: said).count - 1 == 1, "\(german.standardError)")
            #expect(german.standardOutput.contains("Kategorie Navigation"), "the labels stay German")
            let korean = try await tool.run(["show", "311867728", "--country", "kr"])
            #expect(korean.status == 0, "\(korean.standardError)")
            #expect(!korean.standardError.contains("스토어는 앱의 텍스트를"), "\(korean.standardError)")
        }
    }
}
