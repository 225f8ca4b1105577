// What a history costs: `apps` apps observed once a day for `days` days in one store, their
// counts moving every day, a new version every 30 days — recorded through the library's public
// import (the path `cache import` and a bulk lookup share: parse, keep the answer, record the
// observation), then measured on disk by table with SQLite's dbstat.
//
//   swift run -c release HistoryScaling [apps] [days]     (defaults: 1 365)
import AppDetailData
import AppDetailDomain
import Foundation
import GRDB

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let apps = arguments.first ?? 1
let days = arguments.dropFirst().first ?? 365
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("appdetail-history-\(UUID())")
defer { try? FileManager.default.removeItem(at: directory) }
let cache = try AppDetailDataFactory.openCache(
    directory: directory, seed: nil, warn: { print("warning:", $0) })
// The baseline: the same answers kept the same way, in a store language the history does not
// observe (an answer in another language than the store's is not an observation), so the
// difference is what recording the history costs.
let baselineDirectory = directory.appendingPathComponent("baseline")
let baseline = try AppDetailDataFactory.openCache(
    directory: baselineDirectory, seed: nil, warn: { print("warning:", $0) })
let unobserved = try Storefront(country: "us", language: "es")
let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/fixtures/itunes/lookup")
let templateData = try Data(contentsOf: folder.appendingPathComponent("284882215.json"))
let template =
    ((try JSONSerialization.jsonObject(with: templateData) as? [String: Any])?["results"] as? [[String: Any]])?
    .first ?? [:]
let recordBytes = try JSONSerialization.data(withJSONObject: template).count

/// Day `day`'s answer: every app's record with that day's figures.
func answer(day: Int, template: [String: Any]) throws -> Data {
    let results = (0..<apps).map { index -> [String: Any] in
        var record = template
        let id = 1_000_000_000 + index
        record["trackId"] = id
        record["trackViewUrl"] = "https://apps.apple.com/us/app/id\(id)"
        let step: Int = 3 + index % 11
        let count: Int = 10_000 + index * 7 + day * step
        record["userRatingCount"] = count
        let wave: Double = sin(Double(day + index) / 17)
        let average: Double = 4 + 0.5 * wave
        record["averageUserRating"] = (average * 100_000).rounded() / 100_000
        let release = day / 30
        record["version"] = "1.\(release)"
        record["releaseNotes"] = "Version 1.\(release): fixes and improvements for app \(index)."
        return record
    }
    return try JSONSerialization.data(withJSONObject: ["resultCount": apps, "results": results])
}

let clock = ContinuousClock()
var recording = Duration.zero
var keeping = Duration.zero
var perDay: [Duration] = []
let start = Date(timeIntervalSince1970: 1_700_000_000)
for day in 0..<days {
    let data = try answer(day: day, template: template)
    let began = clock.now
    _ = try cache.importAnswer(
        data, fallback: .unitedStates, fetchedAt: start.addingTimeInterval(Double(day) * 86_400))
    let took = clock.now - began
    recording += took
    perDay.append(took)
    let alone = clock.now
    _ = try baseline.importAnswer(
        data, fallback: unobserved, fetchedAt: start.addingTimeInterval(Double(day) * 86_400))
    keeping += clock.now - alone
}
let queue = try DatabaseQueue(path: cache.fileURL.path)
let sizes = try queue.read { db in
    try Row.fetchAll(db, sql: "SELECT name, sum(pgsize) AS bytes FROM dbstat GROUP BY name").map {
        (name: $0["name"] as String, bytes: $0["bytes"] as Int64)
    }
}
let rows = try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM history_listing") ?? 0 }
try queue.close()
let history = sizes.filter { $0.name.hasPrefix("history_") || $0.name.contains("autoindex_history") }
let historyBytes = history.reduce(0) { $0 + $1.bytes }
let fileBytes =
    (try FileManager.default.attributesOfItem(atPath: cache.fileURL.path)[.size] as? NSNumber)?.int64Value
    ?? 0
let seconds = { (duration: Duration) in
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}
let median = perDay.sorted()[perDay.count / 2]
print("apps \(apps), days \(days), observation rows \(rows)")
print(
    String(
        format: "parsed, kept and recorded in %.2f s (median day %.1f ms)", seconds(recording),
        seconds(median) * 1_000))
print(
    String(
        format:
            "parsed and kept alone (baseline, alternating): %.2f s; the history's own cost: %.2f s (%.2f× the baseline)",
        seconds(keeping), seconds(recording - keeping), seconds(recording) / seconds(keeping)))
print(
    String(
        format: "history on disk %.2f MB: %.1f bytes per app per day (a whole answer: %d bytes)",
        Double(historyBytes) / 1_048_576, Double(historyBytes) / Double(apps * days), recordBytes))
print(String(format: "cache file %.2f MB (the latest answers included)", Double(fileBytes) / 1_048_576))
for table in history.sorted(by: { $0.bytes > $1.bytes }) { print("  \(table.name): \(table.bytes) bytes") }
