import Benchmark
import DiffableSections

/// Each workload is measured twice in the same process: with `DiffableSections`, and with the
/// standard library's `difference(from:).inferringMoves()` on the same rows as the baseline.
/// `Benchmarks/report.py` turns the medians into ratios.
let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .peakMemoryResidentDelta]
    let configuration = Benchmark.Configuration(
        metrics: metrics, maxDuration: .seconds(3), maxIterations: 200)
    let slowBaseline = Benchmark.Configuration(metrics: metrics, maxDuration: .seconds(10), maxIterations: 5)

    for count in [1_000, 10_000, 100_000] {
        let workload = try! FlatWorkload(count: count)
        Benchmark("flat \(count) · DiffableSections batch", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(workload.old.batchUpdate(to: workload.new, updateStyle: .reconfigure))
            }
        }
        Benchmark("flat \(count) · DiffableSections staged", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(workload.old.stagedChangeset(to: workload.new, updateStyle: .reconfigure))
            }
        }
        guard count <= 10_000 else { continue }  // Myers is O(n·d): 100k rows with 40% churn take minutes
        Benchmark("flat \(count) · stdlib difference", configuration: slowBaseline) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(workload.newRows.difference(from: workload.oldRows).inferringMoves())
            }
        }
    }

    let sectioned = try! SectionedWorkload(sections: 100, rowsPerSection: 1_000)
    Benchmark("sectioned 100x1000 · DiffableSections batch", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(sectioned.old.batchUpdate(to: sectioned.new, updateStyle: .reconfigure))
        }
    }
    let oldRowsBySection = Dictionary(
        uniqueKeysWithValues: zip(sectioned.old.sectionIdentifiers, sectioned.oldSections))
    Benchmark("sectioned 100x1000 · stdlib difference", configuration: slowBaseline) { benchmark in
        for _ in benchmark.scaledIterations {
            // The standard library cannot diff sections or see rows cross them: the baseline
            // diffs the section list, then each kept section's rows on their own, which is less
            // work than the sectioned diff does.
            blackHole(
                sectioned.new.sectionIdentifiers.difference(from: sectioned.old.sectionIdentifiers)
                    .inferringMoves())
            for (id, rows) in zip(sectioned.new.sectionIdentifiers, sectioned.newSections) {
                guard let oldRows = oldRowsBySection[id] else { continue }
                blackHole(rows.difference(from: oldRows).inferringMoves())
            }
        }
    }
}
