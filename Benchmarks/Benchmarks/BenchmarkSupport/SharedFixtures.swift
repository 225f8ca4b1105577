import Foundation

/// The 251 real Lookup answers beside the project (`../shared/fixtures/itunes/lookup`).
public enum SharedFixtures {
    /// The folder of the lookup answers, each named by the id it answers.
    public static let lookupFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures/itunes/lookup")

    /// Every lookup answer's bytes, in file-name order.
    public static func lookupAnswers() throws -> [Data] {
        try FileManager.default.contentsOfDirectory(at: lookupFolder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map { try Data(contentsOf: $0) }
    }

    /// One Search-style answer holding every fixture's result `copies` times, each copy under
    /// ids of its own, so that an import stores `251 × copies` distinct apps.
    public static func searchAnswer(copies: Int) throws -> (data: Data, apps: Int) {
        let results = try lookupAnswers().compactMap { data in
            (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["results"] as? [[String: Any]]
        }.flatMap { $0 }
        var all: [[String: Any]] = []
        for copy in 0..<copies {
            for (index, var result) in results.enumerated() {
                result["trackId"] = 8_000_000_000 + copy * 1_000 + index
                all.append(result)
            }
        }
        let data = try JSONSerialization.data(withJSONObject: ["resultCount": all.count, "results": all])
        return (data, all.count)
    }
}
