import Foundation
import Testing

/// The expected outputs in `Golden/`, compared byte for byte; `UPDATE_GOLDEN=1 swift test`
/// rewrites them from the run instead (then read the diff before committing it).
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// Expects `text` to equal `Golden/<file>`, or writes it there under `UPDATE_GOLDEN`.
    static func expect(_ text: String, equals file: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let url = folder.appendingPathComponent(file)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != nil {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "differs from Golden/\(file)", sourceLocation: sourceLocation)
    }
}
