import AppDetailData
import AppDetailDomain
import Benchmark
import BenchmarkSupport
import Foundation

/// The Data layer's costs, each beside a baseline measured in the same process:
/// - reading one app from a cache of 1,000 and of 1,000,000 apps (the ratio of the two is the
///   target);
/// - importing 2,510 apps from one Search-style answer, against parsing the same bytes with
///   `JSONSerialization`;
/// - decoding and mapping the 251 real answers, against `JSONSerialization` on the same files;
/// - reading a cached store page: today's whole page against 2025's catalog document.
/// `Benchmarks/report.py` prints the medians as apps per second and ratios.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 1_000)

    for appCount in [1_000, 1_000_000] {
        let workload = Box<CacheWorkload>()
        Benchmark(
            "cache read · \(appCount) apps", configuration: configuration,
            closure: { benchmark async throws in
                let cache = try workload.value()
                for _ in benchmark.scaledIterations {
                    blackHole(
                        try await cache.repository.cachedListing(for: cache.nextLookup(), in: .unitedStates))
                }
            },
            setup: { workload.set(try CacheWorkload(appCount: appCount)) },
            teardown: { try workload.value().remove() })
    }

    let search = Box<(data: Data, apps: Int)>()
    let importConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 40)
    Benchmark(
        "import · 2510 apps", configuration: importConfiguration,
        closure: { benchmark throws in
            let answer = try search.value()
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "appdetail-bench-import-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let cache = try AppDetailDataFactory.openCache(directory: directory, seed: nil, warn: { _ in })
            benchmark.startMeasurement()
            let summary = try cache.importAnswer(answer.data, fallback: .unitedStates, fetchedAt: Date())
            benchmark.stopMeasurement()
            precondition(summary.imported == answer.apps, "\(summary.skipped)")
        },
        setup: { search.set(try SharedFixtures.searchAnswer(copies: 10)) })
    Benchmark(
        "import · 2510 apps · JSONSerialization baseline", configuration: importConfiguration,
        closure: { benchmark throws in
            let answer = try search.value()
            for _ in benchmark.scaledIterations {
                blackHole(try JSONSerialization.jsonObject(with: answer.data))
            }
        },
        setup: { search.set(try SharedFixtures.searchAnswer(copies: 10)) })

    // Reading a cached store page: today's whole page (940 KB of page data) against 2025's
    // catalog document (104 KB), each parsed into its details as a warm `show` does.
    let storePages = Box<StorePageWorkload>()
    for (name, id) in [
        ("store page · today's whole page", StorePageWorkload.today),
        ("store page · 2025 catalog document", StorePageWorkload.catalog),
    ] {
        Benchmark(
            name, configuration: configuration,
            closure: { benchmark async throws in
                let workload = try storePages.value()
                for _ in benchmark.scaledIterations { blackHole(try await workload.read(id)) }
            },
            setup: { storePages.set(try StorePageWorkload()) },
            teardown: { try storePages.value().remove() })
    }
    Benchmark(
        "store page · today's whole page · JSONSerialization baseline", configuration: configuration,
        closure: { benchmark throws in
            let workload = try storePages.value()
            for _ in benchmark.scaledIterations {
                blackHole(try JSONSerialization.jsonObject(with: workload.todaysData))
            }
        },
        setup: { storePages.set(try StorePageWorkload()) },
        teardown: { try storePages.value().remove() })

    let fixtures = Box<[Data]>()
    let perAnswer: [(String, @Sendable (Data) throws -> Any)] = [
        ("decode and map · 251 apps", { try SavedAnswer.results(in: $0) }),
        (
            "decode and map · 251 apps · JSONSerialization baseline",
            { try JSONSerialization.jsonObject(with: $0) }
        ),
    ]
    for (name, work) in perAnswer {
        Benchmark(
            name, configuration: configuration,
            closure: { benchmark throws in
                let answers = try fixtures.value()
                for _ in benchmark.scaledIterations {
                    for answer in answers { blackHole(try work(answer)) }
                }
            },
            setup: { fixtures.set(try SharedFixtures.lookupAnswers()) })
    }
}
