import Foundation

/// The real API answers shared beside the project, read in place from `../shared/fixtures/itunes`
/// (never copied into the repository): the one place every test target finds them.
///
/// Tests that read them carry `.enabled(if: SharedFixtures.available)`. Where the folder is
/// missing they are skipped, and the run ends with one line naming the folder and how many were
/// skipped; each test target's `theSharedFixturesAreThereOnCI` test fails when `CI` is set, so a
/// CI run without them cannot pass.
public enum SharedFixtures {
    /// `../shared/fixtures/itunes`, beside the checkout.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/fixtures/itunes")

    /// `lookup/`: one real Lookup answer per app, named by its track id.
    public static let lookup = root.appendingPathComponent("lookup")

    /// Whether the fixtures are there. When they are not, the test or suite asking is counted as
    /// skipped, for the line printed when the test process ends.
    public static var available: Bool {
        let present = FileManager.default.fileExists(atPath: root.path)
        if !present { SkipCount.add() }
        return present
    }

    /// Whether this run must have the fixtures: `CI` is set.
    public static var required: Bool { ProcessInfo.processInfo.environment["CI"] != nil }

    /// Why the fixtures must be there, for the test that fails without them on CI.
    public static var missingMessage: String {
        "The shared fixtures are missing at \(root.path): put the shared folder beside the checkout."
    }

    /// The `.json` files of a folder under ``root``, by name.
    public static func files(in folder: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(
            at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil
        )
        .filter { $0.pathExtension == "json" }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The file parsed by `JSONSerialization`, independently of the code under test.
    public static func rawJSON(_ url: URL) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    }
}

/// How many tests and suites were skipped for want of the fixtures; reported once, at exit.
private enum SkipCount {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var count = 0  // guarded by `lock`

    static func add() {
        let first = lock.withLock {
            count += 1
            return count == 1
        }
        if first { atexit { SkipCount.report() } }
    }

    private static func report() {
        let skipped = lock.withLock { count }
        let line =
            "note: \(skipped) tests and suites that read the shared fixtures were skipped: there is no \(SharedFixtures.root.path) (CI=true makes this a failure)\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
