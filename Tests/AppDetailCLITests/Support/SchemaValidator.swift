import Foundation
import Testing

/// The JSON Schema validator the tests run: `scripts/validate_json.py` with the `jsonschema`
/// package, a validator of its own, on a document the built tool printed.
enum SchemaValidator {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../..").standardized

    /// A Python that has `jsonschema`: the one on the PATH, else Debian's. On CI one must exist.
    static let python: String? = ["python3", "/usr/bin/python3"].first { candidate in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [candidate, "-c", "import jsonschema"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    static var isPresent: Bool { python != nil || ProcessInfo.processInfo.environment["CI"] != nil }

    /// Runs the validator on `text` as the document `name`; its complaints, or "" when it holds.
    static func violations(of text: String, as name: String, in folder: URL) throws -> String {
        let python = try #require(
            Self.python, "no Python with jsonschema (apt-get install python3-jsonschema)")
        let file = folder.appendingPathComponent("\(name)-\(UUID().uuidString).json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            python, root.appendingPathComponent("scripts/validate_json.py").path, name, file.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let said = String(decoding: data, as: UTF8.self)
        return process.terminationStatus == 0 ? "" : "exit \(process.terminationStatus): \(said)"
    }
}
