import AppDetailDomain
import AppDetailPresentation
import Foundation
import PropertyBased
import TestSupport
import Testing

@Suite("Comparing two pages")
struct PageComparisonTests {
    /// Texts of a few lines drawn from a small pool, so that repeats and common runs are frequent.
    static let text = Gen.int(in: 0...5).map { ["a", "b", "c", "", "d", "a b"][$0] }.array(of: 0...12).map {
        $0.joined(separator: "\n")
    }

    /// The length of a longest common run of lines, by the textbook table: an oracle of its own.
    private func commonLines(_ old: [Substring], _ new: [Substring]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for row in 0..<old.count {
            for column in 0..<new.count {
                table[row + 1][column + 1] =
                    old[row] == new[column]
                    ? table[row][column] + 1 : max(table[row][column + 1], table[row + 1][column])
            }
        }
        return table[old.count][new.count]
    }

    @Test("changed lines are the fewest, and what is left of each text is the same")
    func fewestLines() async {
        await propertyCheck(count: 500, input: Self.text, Self.text) { old, new in
            let changes = LineChange.between(old, new)
            let before = old.split(separator: "\n", omittingEmptySubsequences: false)
            let after = new.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(changes.count == before.count + after.count - 2 * commonLines(before, after))
            var kept = before.map(String.init)
            for removed in changes where removed.kind == .removed {
                kept.remove(at: try #require(kept.firstIndex(of: removed.text)))
            }
            var keptNew = after.map(String.init)
            for added in changes where added.kind == .added {
                keptNew.remove(at: try #require(keptNew.firstIndex(of: added.text)))
            }
            #expect(kept.sorted() == keptNew.sorted())
        }
    }

    @Test("at each place that changed, the removed lines come before the added ones")
    func readingOrder() {
        #expect(
            LineChange.between("a\nb\nc", "a\nB\nc")
                == [LineChange(kind: .removed, text: "b"), LineChange(kind: .added, text: "B")])
        #expect(LineChange.between("same", "same").isEmpty)
    }

    @Test("a page compared with itself has no changes; with a changed listing, the changes are its own")
    func realPages() throws {
        guard RealFixtures.available else { return }
        let builder = DetailSnapshotBuilder(language: .english, now: fixedNow)
        let detail = try RealFixtures.detail(284_882_215)
        let page = try builder.snapshot(for: detail)
        #expect(!PageComparison(from: page, to: page).hasChanges)
        let edited = try RealFixtures.detail(284_882_215) { result in
            result["description"] = "One line.\nAnother line."
            result["averageUserRating"] = 1.0
        }
        let comparison = PageComparison(from: page, to: try builder.snapshot(for: edited))
        let changedSections = Set(comparison.sections.map(\.section))
        #expect(changedSections.contains(.description))
        #expect(comparison.sections.allSatisfy { $0.removed.isEmpty && $0.added.isEmpty })
        let description = try #require(comparison.sections.first { $0.section == .description })
        let text = try #require(description.changed.first?.longText)
        #expect(text.after == "One line.\nAnother line.")
    }

    @Test("reversed screenshots move every one but the middle, which stays where it was")
    func reversedScreenshots() throws {
        guard RealFixtures.available else { return }
        let builder = DetailSnapshotBuilder(language: .english, now: fixedNow)
        let original = try RealFixtures.detail(640_199_958)
        let reversed = try RealFixtures.detail(640_199_958) { result in
            result["screenshotUrls"] = Array(((result["screenshotUrls"] as? [Any]) ?? []).reversed())
        }
        let count = original.screenshots.iPhone.count
        try #require(count % 2 == 1 && count > 2, "the fixture has an odd number of screenshots: \(count)")
        let comparison = PageComparison(
            from: try builder.snapshot(for: original), to: try builder.snapshot(for: reversed))
        let preview = try #require(comparison.sections.first { $0.section == .screenshot })
        let moves = preview.moved.map { [$0.from, $0.to] }.sorted { $0[0] < $1[0] }
        let expected = (1...count).filter { $0 != (count + 1) / 2 }.map { [$0, count + 1 - $0] }
        #expect(moves == expected)
    }
}
