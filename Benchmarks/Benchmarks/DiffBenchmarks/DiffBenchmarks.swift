import Benchmark
import BenchmarkSupport
import DiffableSections

/// Every workload shape in three forms, each measured in the same run:
/// - `batch`: `batchUpdate(to:)` between two snapshots built beforehand;
/// - `build + batch`: what an app does on new data, building the new snapshot from plain arrays
///   and then diffing;
/// - `staged`: `stagedChangeset(to:)`, then reading every stage's snapshot, as a client applying
///   the stages does;
/// - alongside, in the back-to-back runs: a `Set` of the new data's identities, the least any
///   check for repeated identities costs, which is the floor under the build.
/// The standard library's `difference(from:).inferringMoves()` on the same rows is a second
/// baseline where Myers' O(n·d) lets it finish. `Benchmarks/report.py` turns the medians into
/// ratios.
let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .peakMemoryResidentDelta]
    let configuration = Benchmark.Configuration(
        metrics: metrics, maxDuration: .seconds(2), maxIterations: 100)
    let slowBaseline = Benchmark.Configuration(metrics: metrics, maxDuration: .seconds(10), maxIterations: 5)

    let shapes: [(name: String, make: @Sendable () throws -> Workload)] = [
        ("flat 1000", { try .flat(1_000) }),
        ("flat 5000", { try .flat(5_000) }),
        ("flat 10000", { try .flat(10_000) }),
        ("flat 100000", { try .flat(100_000) }),
        ("flat 1000000", { try .flat(1_000_000) }),
        ("README shape 5000", { try .readmeShape(5_000) }),
        ("README shape 100000", { try .readmeShape(100_000) }),
        ("reversed 100000", { try .reversed(100_000) }),
        ("permutation 100000", { try .permutation(100_000) }),
        ("sectioned 100x1000", { try .sectioned(100, rowsPerSection: 1_000) }),
        ("cross-section 1000x100", { try .crossSection(1_000, rowsPerSection: 100, share: 0.2) }),
        ("one-item sections 10000", { try .oneItemSections(10_000) }),
        ("duplicates 100000", { try .duplicates(100_000, share: 0.02) }),
    ]
    for shape in shapes {
        let box = Box<Workload>()
        let setUp: @Sendable () async throws -> Void = {
            if (try? box.value()) == nil { box.set(try shape.make()) }
        }
        Benchmark("\(shape.name) · batch", configuration: configuration) { benchmark in
            let workload = try box.value()
            for _ in benchmark.scaledIterations {
                blackHole(workload.old.batchUpdate(to: workload.new, updateStyle: .reconfigure))
            }
        } setup: {
            try await setUp()
        }
        Benchmark("\(shape.name) · build + batch", configuration: configuration) { benchmark in
            let workload = try box.value()
            for _ in benchmark.scaledIterations {
                blackHole(try workload.buildAndBatch())
            }
        } setup: {
            try await setUp()
        }
        Benchmark("\(shape.name) · staged", configuration: configuration) { benchmark in
            let workload = try box.value()
            for _ in benchmark.scaledIterations {
                let staged = workload.old.stagedChangeset(to: workload.new, updateStyle: .reconfigure)
                for stage in staged.stages { blackHole(stage.snapshot) }
                blackHole(staged)
            }
        } setup: {
            try await setUp()
        }
    }

    // The targets are ratios, so each is also measured as one: the forms run back to back in
    // every iteration, in turn first, and the iteration records their quotients (‰). A pause of
    // the machine then hits one pair, not a whole benchmark.
    let ratioConfiguration = Benchmark.Configuration(
        metrics: [
            .custom("buildPerMille", useScalingFactor: false),
            .custom("stagedPerMille", useScalingFactor: false),
            .custom("identitySetPerMille", useScalingFactor: false),
        ],
        maxDuration: .seconds(3), maxIterations: 60)
    for shape in shapes {
        let box = Box<Workload>()
        Benchmark("\(shape.name) · ratios", configuration: ratioConfiguration) { benchmark in
            let workload = try box.value()
            for iteration in benchmark.scaledIterations {
                let times = try workload.timeForms(firstForm: iteration % 4)
                benchmark.measurement(
                    .custom("buildPerMille"), Int(times.buildAndBatch / times.batch * 1_000))
                benchmark.measurement(.custom("stagedPerMille"), Int(times.staged / times.batch * 1_000))
                benchmark.measurement(
                    .custom("identitySetPerMille"), Int(times.identitySet / times.batch * 1_000))
            }
        } setup: {
            box.set(try shape.make())
        }
    }
    for count in [5_000, 100_000] {
        let shapeBox = Box<(shape: Workload, flat: Workload)>()
        Benchmark(
            "README shape \(count) · against flat",
            configuration: .init(
                metrics: [.custom("shapePerMille", useScalingFactor: false)], maxDuration: .seconds(3),
                maxIterations: 60)
        ) { benchmark in
            let pair = try shapeBox.value()
            let clock = ContinuousClock()
            for iteration in benchmark.scaledIterations {
                var shapeTime = Duration.zero
                var flatTime = Duration.zero
                for turn in 0..<2 {
                    let isShape = (turn == 0) == (iteration % 2 == 0)
                    let workload = isShape ? pair.shape : pair.flat
                    let time = clock.measure {
                        blackHole(workload.old.batchUpdate(to: workload.new, updateStyle: .reconfigure))
                    }
                    if isShape { shapeTime = time } else { flatTime = time }
                }
                benchmark.measurement(.custom("shapePerMille"), Int(shapeTime / flatTime * 1_000))
            }
        } setup: {
            shapeBox.set((try .readmeShape(count), try .flat(count)))
        }
    }

    #if canImport(DifferenceKit)
        differenceKitBenchmarks(shapes)
    #endif

    for count in [1_000, 10_000] {
        let box = Box<Workload>()
        Benchmark("flat \(count) · stdlib difference", configuration: slowBaseline) { benchmark in
            let workload = try box.value()
            let oldRows = workload.oldSections[0].items
            let newRows = workload.newSections[0].items
            for _ in benchmark.scaledIterations {
                blackHole(newRows.difference(from: oldRows).inferringMoves())
            }
        } setup: {
            box.set(try .flat(count))
        }
    }
}
