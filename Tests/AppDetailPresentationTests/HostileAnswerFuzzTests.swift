import AppDetailDomain
import AppDetailPresentation
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// Mutated real answers through every layer below the terminal: decoding, mapping, page building
/// in both languages, and the cache round trip. Nothing may trap, no case may be slow, and an
/// answer that maps must build a page (the cache only ever holds answers that map).
///
/// Seeded and bounded: the seed is printed, and `APPDETAIL_FUZZ_SEED=<seed>` replays a run
/// exactly; `APPDETAIL_FUZZ_CASES` changes how many cases run (default 1,500).
@Suite("Fuzzed answers never trap, hang or poison the cache", .enabled(if: RealFixtures.available))
struct HostileAnswerFuzzTests {
    @Test func mutatedRealAnswersSurviveEveryLayer() async throws {
        let run = FuzzRun(label: "fuzz", casesVariable: "APPDETAIL_FUZZ_CASES", defaultCases: 1_500)
        let (seed, cases) = (run.seed, run.cases)
        var random = run.generator
        let files = try FileManager.default.contentsOfDirectory(
            at: RealFixtures.folder, includingPropertiesForKeys: nil
        )
        .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fuzz-\(seed)-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = try SQLiteAppCache(fileURL: directory.appendingPathComponent("cache.sqlite"))
        var mapped = 0
        for index in 0..<cases {
            let file = files[Int.random(in: 0..<files.count, using: &random)]
            let id = try #require(Int64(file.deletingPathExtension().lastPathComponent))
            let mutation = AnswerMutation.random(using: &random)
            let body = try mutation.apply(to: Data(contentsOf: file), using: &random)
            let start = ContinuousClock.now
            let outcome = try check(body, id: id, cache: cache)
            let took = ContinuousClock.now - start
            #expect(took < .seconds(5), "case \(index) (\(mutation), seed \(seed)) took \(took)")
            if outcome { mapped += 1 }
            await Task.yield()  // a long synchronous loop would hold a cooperative thread others need
        }
        print("fuzz: \(mapped) of \(cases) mutated answers still mapped; the rest were refused")
        #expect(mapped > 0, "some mutations leave an answer valid; none did (seed \(seed))")
    }

    /// Runs one answer through the layers; returns whether it mapped.
    private func check(_ body: Data, id: Int64, cache: SQLiteAppCache) throws -> Bool {
        let lookup = AppLookup.id(AppID(rawValue: id)!)
        let detail: Listing
        do {
            detail = try ListingParser.listing(from: body, for: lookup, in: .unitedStates)
        } catch {
            return false  // refused with a specific error: what matters is that it did not trap
        }
        for language in [DetailLanguage.english, .korean] {
            #expect(throws: Never.self, "\(id) maps but its page cannot be built") {
                _ = try DetailSnapshotBuilder(language: language, now: { Date() }).snapshot(for: detail)
            }
        }
        try cache.listings.store([
            CachedAnswer(
                trackID: id, country: "us", language: "", bundleID: detail.bundleID, name: detail.name,
                rawAnswer: body, fetchedAt: Date())
        ])
        let stored = try #require(try cache.listings.answer(for: lookup, in: .unitedStates))
        let reread = try ListingParser.listing(
            from: stored.rawAnswer, for: lookup, in: .unitedStates)
        #expect(reread == detail, "\(id) reads back differently from the cache")
        return true
    }
}
