import AppDetailDomain
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// The law of list answers, fuzzed: in a real many-app lookup and a real chart, one
/// record or entry damaged at random (a key of another type, a key removed, a nested value
/// changed, the record replaced by something that is not one) costs only itself. Every other
/// app is read exactly as in the undamaged answer, the damaged one is read, named by its id or
/// place, or left out — never a thrown answer, never "gone" while its id is still there.
///
/// Seeded and bounded: the seed is printed; `APPDETAIL_FUZZ_SEED=<seed>` replays a run and
/// `APPDETAIL_PART_FUZZ_CASES` changes how many cases run (default 200 of each).
@Suite(
    "Fuzzed single records and chart entries spoil only themselves", .enabled(if: SharedFixtures.available))
struct OneBadPartFuzzTests {
    static let lookup = SharedFixtures.root.appendingPathComponent("lookup-multi/hk_top100_2024.json")
    static let chart = SharedFixtures.root.appendingPathComponent(
        "charts/hk_topfreeapplications_100_2024.json")

    /// Values a broken server puts where another type belongs.
    static var hostileValues: [Any] {
        [
            NSNull(), 0, -1, Int64.max, 1e308, 4.5, "", "x", "not a date", "-5", [Any](), [1, 2],
            [String: Any](),
            ["label": 7], true,
        ]
    }

    /// Record keys of a lookup result, and keys (with nested paths) of a chart entry.
    static let recordKeys = [
        "trackId", "trackName", "bundleId", "artistName", "price", "formattedPrice", "averageUserRating",
        "userRatingCount", "releaseDate", "currentVersionReleaseDate", "screenshotUrls", "genres",
        "languageCodesISO2A", "fileSizeBytes", "version", "kind", "trackViewUrl", "artworkUrl512",
        "contentAdvisoryRating", "minimumOsVersion", "supportedDevices", "sellerName", "description",
    ]
    static let entryPaths = [
        ["id"], ["id", "attributes"], ["id", "attributes", "im:id"], ["im:name"], ["im:name", "label"],
        ["im:image"], ["im:price"], ["im:price", "attributes", "amount"], ["im:price", "attributes"],
        ["category"], ["category", "attributes", "label"], ["im:artist"], ["im:artist", "label"],
    ]

    /// `value` with what is at `path` replaced by `replacement` (removed when `nil`); a level that
    /// is not an object is left as it is.
    static func changing(_ value: Any, at path: ArraySlice<String>, to replacement: Any?) -> Any {
        guard let key = path.first, var object = value as? [String: Any] else { return value }
        if path.count == 1 {
            object[key] = replacement
        } else if let inner = object[key] {
            object[key] = changing(inner, at: path.dropFirst(), to: replacement)
        }
        return object
    }

    /// One random damage to `part`: a value of another type at a random key, the key removed, or
    /// the whole part replaced by something that is not an object.
    static func damaged(_ part: Any, paths: [[String]], using random: inout SeededGenerator) -> Any {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return hostileValues.randomElement(using: &random)!
        case 1...2: return changing(part, at: paths.randomElement(using: &random)![...], to: nil)
        default:
            return changing(
                part, at: paths.randomElement(using: &random)![...],
                to: hostileValues.randomElement(using: &random)!)
        }
    }

    /// The answer at `url` as JSON objects, and written back unchanged (the baseline: the same
    /// serializer writes every damaged copy).
    static func parts(of url: URL, at path: [String]) throws -> (object: [String: Any], parts: [Any]) {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var level: Any = object
        for key in path { level = (level as? [String: Any])?[key] as Any }
        return (object, try #require(level as? [Any]))
    }

    static func replacing(_ parts: [Any], in object: [String: Any], at path: [String]) throws -> Data {
        func put(_ value: Any, into level: [String: Any], _ path: ArraySlice<String>) -> [String: Any] {
            var level = level
            guard let key = path.first else { return level }
            level[key] =
                path.count == 1
                ? value : put(value, into: level[key] as? [String: Any] ?? [:], path.dropFirst())
            return level
        }
        return try JSONSerialization.data(withJSONObject: put(parts, into: object, path[...]))
    }

    @Test func oneDamagedRecordOfAManyIdLookupCostsOnlyItself() async throws {
        let run = FuzzRun(label: "record fuzz", casesVariable: "APPDETAIL_PART_FUZZ_CASES", defaultCases: 200)
        var random = run.generator
        // The first 20 of the 100 records: each case reads them all, and 20 keep a run short.
        let (object, all) = try Self.parts(of: Self.lookup, at: ["results"])
        let records = Array(all.prefix(20))
        let baseline = try ListingParser.identifiedResults(
            from: try Self.replacing(records, in: object, at: ["results"]))
        #expect(baseline.count == 20 && baseline.allSatisfy { (try? $0.result.get()) != nil })
        for index in 0..<run.cases {
            let place = Int.random(in: 0..<records.count, using: &random)
            var changed = records
            changed[place] = Self.damaged(records[place], paths: Self.recordKeys.map { [$0] }, using: &random)
            let body = try Self.replacing(changed, in: object, at: ["results"])
            let read = try ListingParser.identifiedResults(from: body)
            await Task.yield()  // a long synchronous loop would hold a cooperative thread others need
            let label = "case \(index), record \(place), seed \(run.seed)"
            #expect(read.count == records.count, "\(label): every record is accounted for")
            for (other, (expected, got)) in zip(baseline, read).enumerated() where other != place {
                #expect(got.trackID == expected.trackID, "\(label): record \(other) lost its id")
                #expect(got.result == expected.result, "\(label): record \(other) read differently")
            }
            // The damaged one still names its id when its id was not what was damaged.
            if let stillNamed = (changed[place] as? [String: Any])?["trackId"] as? Int64,
                stillNamed == baseline[place].trackID, place < read.count
            {
                #expect(read[place].trackID == stillNamed, "\(label): the damaged record lost its id")
            }
        }
    }

    @Test func oneDamagedChartEntryCostsOnlyItsPlace() async throws {
        let run = FuzzRun(label: "chart fuzz", casesVariable: "APPDETAIL_PART_FUZZ_CASES", defaultCases: 200)
        var random = run.generator
        let path = ["feed", "entry"]
        // The first 30 places, for the same reason.
        let (object, allEntries) = try Self.parts(of: Self.chart, at: path)
        let entries = Array(allEntries.prefix(30))
        let baseline = try ChartParser.content(from: try Self.replacing(entries, in: object, at: path))
        #expect(baseline.entries.count == 30 && baseline.unreadable.isEmpty)
        for index in 0..<run.cases {
            let place = Int.random(in: 0..<entries.count, using: &random)
            var changed = entries
            changed[place] = Self.damaged(entries[place], paths: Self.entryPaths, using: &random)
            let label = "case \(index), place \(place + 1), seed \(run.seed)"
            await Task.yield()  // as above
            let content: ChartContent
            do {
                content = try ChartParser.content(from: try Self.replacing(changed, in: object, at: path))
            } catch {
                Issue.record("\(label): one bad entry failed the chart: \(error)")
                continue
            }
            #expect(content.places == entries.count, "\(label)")
            let others = baseline.entries.filter { $0.rank != place + 1 }
            #expect(
                content.entries.filter { $0.rank != place + 1 } == others,
                "\(label): the other entries are read as before")
            let damaged = content.entries.contains { $0.rank == place + 1 }
            #expect(
                damaged != content.unreadable.contains(place + 1),
                "\(label): the damaged place is either read or named unreadable")
        }
    }
}
