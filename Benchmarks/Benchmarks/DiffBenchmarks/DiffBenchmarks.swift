import Benchmark
import BenchmarkSupport
import DiffWorkloads
import DiffableSections

/// Every workload shape in three forms, each measured in the same run:
/// - `batch`: `batchUpdate(to:)` between two snapshots built beforehand;
/// - `build + batch`: what an app does on new data, building the new snapshot from plain arrays
///   and then diffing;
/// - `staged`: `stagedChangeset(to:)`, then reading every stage's snapshot, as a client applying
///   the stages does;
/// - alongside, in the back-to-back runs (`· ratios`): the floor, a dictionary of the old
///   identities with one lookup per new identity (`Workload.floor()`), the least any hashing
///   diff does; each form is also recorded as a multiple of it.
/// The standard library's `difference(from:).inferringMoves()` on the same rows is a second
/// baseline where Myers' O(n·d) lets it finish. `Benchmarks/report.py` turns the medians into
/// ratios.
let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .peakMemoryResidentDelta]
    let configuration = Benchmark.Configuration(
        metrics: metrics, maxDuration: .seconds(2), maxIterations: 100)
    let slowBaseline = Benchmark.Configuration(metrics: metrics, maxDuration: .seconds(10), maxIterations: 5)

    let shapes = Workload.shapes
    for shape in shapes {
        let box = Box<Workload>()
        let setUp: @Sendable () async throws -> Void = {
            if (try? box.value()) == nil { box.set(try shape.make()) }
        }
        Benchmark("\(shape.name) · batch", configuration: configuration) { benchmark in
            let workload = try box.value()
            for _ in benchmark.scaledIterations {
                blackHole(workload.batch())
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
                blackHole(workload.stagedReadingEveryStage())
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
            .custom("batchPerFloorMille", useScalingFactor: false),
            .custom("buildPerFloorMille", useScalingFactor: false),
            .custom("stagedPerFloorMille", useScalingFactor: false),
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
                benchmark.measurement(.custom("batchPerFloorMille"), Int(times.batch / times.floor * 1_000))
                benchmark.measurement(
                    .custom("buildPerFloorMille"), Int(times.buildAndBatch / times.floor * 1_000))
                benchmark.measurement(.custom("stagedPerFloorMille"), Int(times.staged / times.floor * 1_000))
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
                        blackHole(workload.batch())
                    }
                    if isShape { shapeTime = time } else { flatTime = time }
                }
                benchmark.measurement(.custom("shapePerMille"), Int(shapeTime / flatTime * 1_000))
            }
        } setup: {
            shapeBox.set((try .readmeShape(count), try .flat(count)))
        }
    }

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
