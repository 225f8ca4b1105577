import Foundation

/// `../shared/fixtures/history/INDEX.tsv`: the real captures that show the same app more than
/// once, each row one capture — the app, its store, the lower bound of the capture's moment and
/// where its record is. The record itself is read from its file, as the store sent it.
public struct HistoryCapture: Sendable, Hashable {
    /// The app's track id.
    public let trackID: Int64
    /// The store, from the record's `trackViewUrl`.
    public let store: String
    /// A lower bound of the moment of the capture (`observed_not_before`).
    public let observedNotBefore: Date
    /// The file, relative to `shared/fixtures/`.
    public let file: String
    /// The record's index in the file's `results`.
    public let resultIndex: Int

    /// Every capture, oldest first within each app, as the index lists them.
    public static func all() throws -> [HistoryCapture] {
        let index = SharedFixtures.root.deletingLastPathComponent().appendingPathComponent(
            "history/INDEX.tsv")
        let lines = try String(contentsOf: index, encoding: .utf8).split(separator: "\n").map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        guard let header = lines.first else { return [] }
        func column(_ name: String) -> Int { header.firstIndex(of: name) ?? 0 }
        let dates = ISO8601DateFormatter()
        return lines.dropFirst().compactMap { fields in
            guard fields.count == header.count, let id = Int64(fields[column("trackId")]),
                let moment = dates.date(from: fields[column("observed_not_before")]),
                let index = Int(fields[column("result_index")])
            else { return nil }
            return HistoryCapture(
                trackID: id, store: fields[column("store")], observedNotBefore: moment,
                file: fields[column("file")], resultIndex: index)
        }
    }

    /// The captures of one app, oldest first.
    public static func of(_ trackID: Int64) throws -> [HistoryCapture] {
        try all().filter { $0.trackID == trackID }
    }

    /// The record as the store sent it.
    public func record() throws -> [String: Any] {
        let url = SharedFixtures.root.deletingLastPathComponent().appendingPathComponent(file)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        guard let results = object?["results"] as? [[String: Any]], results.indices.contains(resultIndex)
        else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return results[resultIndex]
    }

    /// A Lookup answer holding only this record, as the store answers a lookup of its id.
    public func lookupAnswer() throws -> Data {
        try JSONSerialization.data(withJSONObject: ["resultCount": 1, "results": [try record()]])
    }
}
