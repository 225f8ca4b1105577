import AppDetailDomain
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// Several real processes (`Tests/CacheStress`) on one cache file through the public API.
@Suite("Processes share the cache file safely", .enabled(if: SharedFixtures.available), .serialized)
struct MultiProcessCacheTests {
    static let template = SharedFixtures.root.appendingPathComponent("lookup/284882215.json")
    static let base = Int64(9_000_000_000)

    private func start(_ arguments: [String], output: URL) throws -> Process {
        let process = Process()
        process.executableURL = try BuiltProducts.executable("CacheStress")
        process.arguments = arguments
        try Data().write(to: output)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: output)
        try process.run()
        return process
    }

    /// Waits without blocking a thread: the tests around this one run HTTP servers on the same
    /// small cooperative pool.
    private static func waitForExit(_ process: Process) async throws {
        while process.isRunning { try await Task.sleep(for: .milliseconds(2)) }
    }

    @Test func eightProcessesWritingAndReadingAtOnceLoseNothing() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let workers = 8
        let count = 150
        let processes = try (0..<workers).map { worker in
            try start(
                ["write-and-read", directory.url.path, Self.template.path, "\(worker)", "\(count)"],
                output: directory.url.appendingPathComponent("worker-\(worker).log"))
        }
        for (worker, process) in processes.enumerated() {
            try await Self.waitForExit(process)
            let log = try String(
                contentsOf: directory.url.appendingPathComponent("worker-\(worker).log"), encoding: .utf8)
            #expect(process.terminationStatus == 0, "worker \(worker): \(log)")
            #expect(log.isEmpty, "worker \(worker) reported: \(log)")
        }
        let cache = try SQLiteAppCache(fileURL: CacheLocation.file(in: directory.url))
        #expect(try cache.listings.count() == workers * count)
        #expect(try cache.integrityCheck())
        for worker in 0..<workers {
            for number in [0, count / 2, count - 1] {
                let id = try #require(AppID(rawValue: Self.base + Int64(worker) * 1_000_000 + Int64(number)))
                let stored = try cache.listings.answer(for: .id(id), in: .unitedStates)
                #expect(stored?.name == "Stress \(id.rawValue)")
            }
        }
    }

    /// The writer announces each batch before importing it, with how long the previous import
    /// took (parse, then one transaction at the end); the kill comes at a fraction of that time
    /// after an announcement, so the cases land late in the import, where the rows are written.
    @Test(arguments: [0.80, 0.86, 0.9, 0.93, 0.96, 0.99])
    func aProcessKilledMidWriteLeavesASoundFileAndWholeBatches(fractionOfAnImport: Double) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let batchSize = 100
        let log = directory.url.appendingPathComponent("writer.log")
        let writer = try start(
            ["write-forever", directory.url.path, Self.template.path, "\(batchSize)"], output: log)
        let deadline = Date().addingTimeInterval(60)
        var lines: [Substring] = []
        while !(lines.last?.hasPrefix("writing 3 ") ?? false), Date() < deadline, writer.isRunning {
            try await Task.sleep(for: .microseconds(500))
            lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        }
        let previousImport = lines.last?.split(separator: " ").last.flatMap { Double($0) } ?? 0
        try await Task.sleep(for: .microseconds(Int(previousImport * fractionOfAnImport)))
        try #require(writer.isRunning, "the writer stopped by itself: \(lines)")
        kill(writer.processIdentifier, SIGKILL)
        try await Self.waitForExit(writer)
        let landed = lines.filter { $0.hasPrefix("batch ") }.count
        #expect(writer.terminationReason == .uncaughtSignal)

        let cache = try SQLiteAppCache(fileURL: CacheLocation.file(in: directory.url))
        #expect(try cache.integrityCheck())
        let rows = try cache.listings.allAnswers()
        #expect(rows.count % batchSize == 0, "\(rows.count) rows is not a whole number of batches")
        #expect(rows.count >= landed * batchSize, "a batch reported as written was lost")
        let ids = Set(rows.map(\.trackID))
        #expect(ids == Set((0..<Int64(rows.count)).map { Self.base + $0 }), "batches are whole and in order")
        for row in rows {
            let id = try #require(AppID(rawValue: row.trackID))
            let detail = try ListingParser.listing(
                from: row.rawAnswer, for: .id(id), in: .unitedStates)
            #expect(detail.id == id && detail.name == row.name)
        }
    }
}
