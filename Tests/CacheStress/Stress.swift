import AppDetailData
import AppDetailDomain
import Foundation

/// The work of one `CacheStress` process.
struct Stress {
    /// Where writes derive their ids: worker `w`'s `n`th app is `base + w * stride + n`.
    static let base: Int64 = 9_000_000_000
    static let stride: Int64 = 1_000_000

    let cache: any CacheAdministration
    let repository: any ListingRepository
    let template: [String: Any]
    let problems = ProblemLog()

    init(directory: String, template templatePath: String) throws {
        let directoryURL = URL(fileURLWithPath: directory, isDirectory: true)
        let problems = self.problems
        cache = try AppDetailDataFactory.openCache(directory: directoryURL, seed: nil, warn: problems.add)
        repository =
            AppDetailDataFactory.makePageSources(
                configuration: AppDetailDataConfiguration(
                    endpoint: URL(fileURLWithPath: "/nonexistent"), cacheDirectory: directoryURL,
                    timeout: AppDetailDataConfiguration.standardTimeout, seed: nil),
                now: { Date() }, warn: problems.add
            ).listings
        let envelope = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: templatePath)))
        guard let results = (envelope as? [String: Any])?["results"] as? [[String: Any]],
            let first = results.first
        else { throw StressFailure("the template has no result") }
        template = first
    }

    func writeAndRead(worker: Int, count: Int) async throws {
        for number in 0..<count {
            let id = Self.base + Int64(worker) * Self.stride + Int64(number)
            _ = try cache.importAnswer(try answer(ids: [id]), fallback: .unitedStates, fetchedAt: Date())
            guard let stored = try await repository.cachedListing(for: lookup(id), in: .unitedStates),
                stored.value.id.rawValue == id
            else { throw StressFailure("app \(id) was written but does not read back") }
            let other = Self.base + Int64.random(in: 0..<8) * Self.stride + Int64.random(in: 0..<Int64(count))
            if let read = try await repository.cachedListing(for: lookup(other), in: .unitedStates),
                read.value.id.rawValue != other
            {
                throw StressFailure("app \(other) read back as \(read.value.id)")
            }
        }
    }

    func writeForever(batchSize: Int) throws -> Never {
        var batch: Int64 = 0
        var lastImport: TimeInterval = 0
        while true {
            let ids = (0..<Int64(batchSize)).map { Self.base + batch * Int64(batchSize) + $0 }
            let data = try answer(ids: ids)
            FileHandle.standardOutput.write(Data("writing \(batch) \(Int(lastImport * 1_000_000))\n".utf8))
            let start = Date()
            _ = try cache.importAnswer(data, fallback: .unitedStates, fetchedAt: Date())
            lastImport = Date().timeIntervalSince(start)
            FileHandle.standardOutput.write(Data("batch \(batch)\n".utf8))
            batch += 1
        }
    }

    /// Exits with status 1 if anything was worked around with a warning, else 0.
    func finish() -> Never {
        let lines = problems.all
        guard lines.isEmpty else {
            FileHandle.standardError.write(Data(lines.map { "warning: \($0)\n" }.joined().utf8))
            exit(1)
        }
        exit(0)
    }

    /// A Search-style answer with one copy of the template per id.
    private func answer(ids: [Int64]) throws -> Data {
        let results = ids.map { id -> [String: Any] in
            var result = template
            result["trackId"] = id
            result["bundleId"] = "org.appdetail.stress.app\(id)"
            result["trackName"] = "Stress \(id)"
            result["trackViewUrl"] = "https://apps.apple.com/us/app/stress/id\(id)"
            return result
        }
        return try JSONSerialization.data(withJSONObject: ["resultCount": results.count, "results": results])
    }

    private func lookup(_ id: Int64) throws -> AppLookup {
        guard let appID = AppID(rawValue: id) else { throw StressFailure("\(id) is not an app id") }
        return .id(appID)
    }
}

/// A reason the stress run failed, printed by `main`.
struct StressFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The warnings the Data layer reported, collected from any thread.
final class ProblemLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []  // guarded by `lock`
    func add(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
