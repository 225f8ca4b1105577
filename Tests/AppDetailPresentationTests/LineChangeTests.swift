import Foundation
import TestSupport
import Testing

@testable import AppDetailPresentation

/// The lines a long text lost and gained, at every size: what they keep is a common subsequence
/// of the two texts (so reading the old text without the removed lines gives the new one without
/// the added lines), exactly the fewest changes while the texts are short, and texts of 200,000
/// lines are compared in time proportional to them (measured in `Benchmarks/`, not here).
@Suite("Lines removed and added")
struct LineChangeTests {
    /// `count` lines from a vocabulary of `words`: few words make many repeated lines.
    static func lines(_ count: Int, words: Int, using generator: inout SeededGenerator) -> [String] {
        (0..<count).map { _ in "line \(Int.random(in: 0..<words, using: &generator))" }
    }

    /// `old` edited at random: lines removed, inserted, changed, and a block moved.
    static func edited(_ old: [String], using generator: inout SeededGenerator) -> [String] {
        var new = old
        for _ in 0..<max(1, old.count / 20) {
            guard !new.isEmpty else { break }
            let at = Int.random(in: 0..<new.count, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: new.remove(at: at)
            case 1: new.insert("new \(UInt32.random(in: 0...UInt32.max, using: &generator))", at: at)
            default: new[at] = "changed \(UInt32.random(in: 0...UInt32.max, using: &generator))"
            }
        }
        if new.count > 10 {
            let start = Int.random(in: 0..<(new.count / 2), using: &generator)
            let block = Array(new[start..<(start + 5)])
            new.removeSubrange(start..<(start + 5))
            new.append(contentsOf: block)
        }
        return new
    }

    /// Whether the changes (by index, in reading order) keep a common subsequence: the old text
    /// without its removed lines is the new one without its added lines, and reading order holds
    /// (indexes rise on each side).
    static func keepsACommonSubsequence(_ old: [String], _ new: [String], _ changes: [LineChange.Position])
        -> Bool
    {
        let removed = changes.compactMap { if case .removed(let line) = $0 { line } else { nil } }
        let added = changes.compactMap { if case .added(let line) = $0 { line } else { nil } }
        guard removed == removed.sorted(), added == added.sorted(), Set(removed).count == removed.count,
            Set(added).count == added.count
        else { return false }
        let (gone, came) = (Set(removed), Set(added))
        let fromOld = old.indices.filter { !gone.contains($0) }.map { old[$0] }
        let fromNew = new.indices.filter { !came.contains($0) }.map { new[$0] }
        return fromOld == fromNew
    }

    static func positions(_ old: [String], _ new: [String]) -> [LineChange.Position] {
        LineChange.lines(between: old.map { Substring($0) }, new.map { Substring($0) })
    }

    @Test(arguments: [(40, 3), (400, 50), (1_500, 8), (3_000, 40), (6_000, 6_000), (12_000, 20)])
    func whatIsKeptIsCommonToBothTexts(size: Int, words: Int) {
        var generator = SeededGenerator(seed: UInt64(size * 31 + words))
        for round in 0..<5 {
            let old = Self.lines(size, words: words, using: &generator)
            let new = Self.edited(old, using: &generator)
            #expect(
                Self.keepsACommonSubsequence(old, new, Self.positions(old, new)),
                "size \(size), words \(words), round \(round)")
        }
    }

    /// Short texts get the fewest changes: as many as the standard library's difference counts.
    @Test func shortTextsGetTheFewestChanges() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let old = Self.lines(Int.random(in: 0..<300, using: &generator), words: 12, using: &generator)
            let new = Self.edited(old, using: &generator)
            let changes = LineChange.between(old.joined(separator: "\n"), new.joined(separator: "\n"))
            #expect(changes.count == new.difference(from: old).count)
        }
    }

    /// A text compared with itself, or with a copy that only grew at the end, changes only there.
    @Test func unchangedLinesAreNeverNamed() {
        var generator = SeededGenerator(seed: 11)
        let old = Self.lines(20_000, words: 30, using: &generator)
        #expect(LineChange.between(old.joined(separator: "\n"), old.joined(separator: "\n")).isEmpty)
        let grown = (old + ["the end"]).joined(separator: "\n")
        #expect(
            LineChange.between(old.joined(separator: "\n"), grown) == [
                LineChange(kind: .added, text: "the end")
            ])
    }

    /// Two long texts with nothing in common (no line held once by both): every line removed and
    /// every line added, at once.
    @Test func textsWithNothingInCommonAreReplacedWhole() {
        let old = (0..<5_000).map { "old \($0 % 7)" }
        let new = (0..<5_000).map { "new \($0 % 7)" }
        let changes = LineChange.between(old.joined(separator: "\n"), new.joined(separator: "\n"))
        #expect(changes.filter { $0.kind == .removed }.map(\.text) == old)
        #expect(changes.filter { $0.kind == .added }.map(\.text) == new)
    }
}
