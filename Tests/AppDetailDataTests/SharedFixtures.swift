import Foundation
import Testing

/// The real API responses shared beside the project, read in place from
/// `../shared/fixtures/itunes` (never copied into the repository).
enum SharedFixtures {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/fixtures/itunes")

    /// Whether the fixtures are there; CI always has them, so there their absence is a failure.
    static var available: Bool {
        FileManager.default.fileExists(atPath: root.path) || ProcessInfo.processInfo.environment["CI"] != nil
    }

    static func files(in folder: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(
            at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil
        )
        .filter { $0.pathExtension == "json" }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The file parsed by `JSONSerialization`, independently of the code under test.
    static func rawJSON(_ url: URL) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    }
}
