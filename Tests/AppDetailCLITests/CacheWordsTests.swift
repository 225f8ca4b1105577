import Foundation
import Testing

/// The `cache` commands speak the locale's language (a cache holds several stores, so no store's
/// language applies), English when the locale names none of the page's languages.
@Suite("The cache commands in the locale's language")
struct CacheWordsTests {
    @Test func listAndInfoFollowTheLocale() async throws {
        try await withTool(network: false) { (tool) async throws in
            let korean = try await tool.run(["cache", "list"], environment: ["LANG": "ko_KR.UTF-8"])
            #expect(korean.status == 0, "\(korean.standardError)")
            let header = korean.standardOutput.split(separator: "\n").first.map(String.init) ?? ""
            #expect(header.hasPrefix("ID") && header.contains("스토어") && header.contains("이름"), "\(header)")
            #expect(korean.standardOutput.contains("(예시)"))
            #expect(!korean.standardOutput.contains("(sample)"))

            let japanese = try await tool.run(["cache", "info"], environment: ["LC_ALL": "ja_JP.UTF-8"])
            #expect(japanese.standardOutput.contains("ファイル"), "\(japanese.standardOutput)")
            #expect(japanese.standardOutput.contains("App 3件"), "\(japanese.standardOutput)")
            #expect(japanese.standardOutput.contains("読み書き"))

            let english = try await tool.run(["cache", "list"], environment: ["LANG": "C.UTF-8"])
            #expect(english.standardOutput.hasPrefix("ID"))
            #expect(english.standardOutput.contains("STORE") && english.standardOutput.contains("(sample)"))
        }
    }

    @Test func aLocaleOutsideThePagesLanguagesIsEnglish() async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(
                ["cache", "prune", "--older-than", "30d"], environment: ["LANG": "pt_BR.UTF-8"])
            #expect(outcome.standardOutput.hasPrefix("Removed "), "\(outcome.standardOutput)")
            let french = try await tool.run(["cache", "remove", "5"], environment: ["LANG": "fr_FR.UTF-8"])
            #expect(french.standardOutput == "5: absente du cache\n", "\(french.standardOutput)")
            #expect(french.standardError.hasPrefix("error: "), "the marker stays English for scripts")
            #expect(french.standardError.contains("pas dans le cache"), "\(french.standardError)")
        }
    }

    /// The error after `cache remove`'s Korean lines is Korean too, and so are the notes of
    /// `show ID ID …` on Korean pages: one language for one answer.
    @Test func aKoreanAnswerHasNoEnglishSentence() async throws {
        try await withTool(network: false) { (tool) async throws in
            let korean = ["LANG": "ko_KR.UTF-8"]
            let removed = try await tool.run(["cache", "remove", "5", "6"], environment: korean)
            #expect(removed.status == 66)
            #expect(removed.standardOutput == "5: 캐시에 없음\n6: 캐시에 없음\n")
            #expect(
                removed.standardError.hasPrefix("error: 앱 2개 중 2개가 캐시에 없었습니다"), "\(removed.standardError)")
            #expect(!removed.standardError.contains("not in the cache"))
            let several = try await tool.run(["show", "311867728", "5", "--country", "kr", "--offline"])
            #expect(several.status == 0, "\(several.standardError)")
            #expect(several.standardError == "note: 5: 오프라인이며 캐시에 없습니다\n", "\(several.standardError)")
        }
    }
}
