import Foundation

/// A cache file as an earlier appdetail left it, written with Python's sqlite3 (the test target
/// links no SQLite): the migrations of `Migrations/` up to and including `last` applied and
/// recorded in GRDB's ledger, in WAL mode, then `rows` run with CHECK constraints off — rows
/// another tool or a hand edit could have written. `rows` reads the bytes of `blobs[i]` as
/// `(SELECT data FROM blobs WHERE i = 0)`; that table is gone afterwards.
enum EarlierCacheFile {
    static func make(at file: URL, through last: String, rows: String = "", blobs: [URL] = []) async throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Migrations")
        let names = migrationNames.filter { $0 <= last }
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let script = """
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1])
            c.execute("PRAGMA journal_mode = WAL")
            c.execute("CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            for name in sys.argv[5:]:
                c.executescript(open(sys.argv[2] + "/" + name + ".sql").read())
                c.execute("INSERT INTO grdb_migrations VALUES (?)", (name,))
            c.commit()
            c.execute("PRAGMA ignore_check_constraints = ON")
            c.execute("CREATE TEMP TABLE blobs (i INTEGER, data BLOB)")
            for i, path in enumerate(sys.argv[4].split("\\n") if sys.argv[4] else []):
                c.execute("INSERT INTO blobs VALUES (?, ?)", (i, open(path, "rb").read()))
            c.executescript(sys.argv[3])
            c.commit()
            c.close()
            """
        let outcome = try await CommandLineTool.launch(
            URL(fileURLWithPath: "/usr/bin/python3"),
            ["-c", script, file.path, folder.path, rows, blobs.map(\.path).joined(separator: "\n")] + names,
            environment: [:])
        guard outcome.status == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: outcome.standardError])
        }
    }

    /// Runs `query` on the file with Python's sqlite3 and returns each row's values joined by `|`.
    static func rows(of file: URL, _ query: String) async throws -> [String] {
        let script = """
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1])
            for row in c.execute(sys.argv[2]):
                print("|".join(str(value) for value in row))
            """
        let outcome = try await CommandLineTool.launch(
            URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script, file.path, query], environment: [:])
        guard outcome.status == 0 else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: outcome.standardError])
        }
        return outcome.standardOutput.split(separator: "\n").map(String.init)
    }
}
