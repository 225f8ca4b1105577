#if canImport(DifferenceKit)
    import Benchmark
    import BenchmarkSupport
    import DiffableSections
    import DifferenceKit

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    extension Row: DifferenceKit.Differentiable {
        typealias DifferenceIdentifier = Int

        var differenceIdentifier: Int { id }

        func isContentEqual(to source: Row) -> Bool { self == source }
    }

    /// The calling thread's CPU time in nanoseconds: unlike the wall clock, it does not count the
    /// time another process holds the core.
    private func threadNanoseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    }

    /// One workload as DifferenceKit takes it: the plain rows of a one-section list, or the sections.
    private struct DifferenceKitInput {
        let workload: Workload
        let flatOld: [Row]?
        let flatNew: [Row]?
        let sectionsOld: [ArraySection<Row, Row>]
        let sectionsNew: [ArraySection<Row, Row>]

        init(_ workload: Workload) {
            self.workload = workload
            let isFlat = workload.oldSections.count == 1 && workload.newSections.count == 1
            flatOld = isFlat ? workload.oldSections[0].items : nil
            flatNew = isFlat ? workload.newSections[0].items : nil
            sectionsOld = workload.oldSections.map { ArraySection(model: $0.section, elements: $0.items) }
            sectionsNew = workload.newSections.map { ArraySection(model: $0.section, elements: $0.items) }
        }

        /// DifferenceKit's staged changeset: over the rows for a flat list, as its README does, or
        /// over the sections.
        func differenceKitStaged() {
            if let flatOld, let flatNew {
                blackHole(StagedChangeset(source: flatOld, target: flatNew))
            } else {
                blackHole(StagedChangeset(source: sectionsOld, target: sectionsNew))
            }
        }

        /// DifferenceKit's staged changeset and the library's three forms, timed back to back on the
        /// thread's CPU clock starting with form `first` (0 DifferenceKit, 1 batch, 2 build + batch,
        /// 3 staged with every stage's snapshot read).
        func time(first: Int) throws -> [Int] {
            var times = [Int](repeating: 0, count: 4)
            for turn in 0..<4 {
                let form = (first + turn) % 4
                let start = threadNanoseconds()
                switch form {
                case 0:
                    differenceKitStaged()
                case 1:
                    blackHole(workload.old.batchUpdate(to: workload.new, updateStyle: .reconfigure))
                case 2:
                    blackHole(try workload.buildAndBatch())
                default:
                    let staged = workload.old.stagedChangeset(to: workload.new, updateStyle: .reconfigure)
                    for stage in staged.stages { blackHole(stage.snapshot) }
                }
                times[form] = max(1, threadNanoseconds() - start)
            }
            return times
        }
    }

    /// Issue 26's targets against DifferenceKit: in each iteration DifferenceKit's staged changeset
    /// and the library's forms run back to back, and the iteration records how many times faster
    /// each form is (‰: 3,000 is the target's 3×). A pause of the machine hits one iteration's pair.
    func differenceKitBenchmarks(_ shapes: [(name: String, make: @Sendable () throws -> Workload)]) {
        let speedups = ["batchSpeedupPerMille", "buildAndBatchSpeedupPerMille", "stagedSpeedupPerMille"]
        let configuration = Benchmark.Configuration(
            metrics: speedups.map { .custom($0, useScalingFactor: false) }, maxDuration: .seconds(3),
            maxIterations: 200)
        for shape in shapes {
            let box = Box<DifferenceKitInput>()
            Benchmark("\(shape.name) · against DifferenceKit", configuration: configuration) { benchmark in
                let input = try box.value()
                for iteration in benchmark.scaledIterations {
                    let times = try input.time(first: iteration % 4)
                    for (form, metric) in speedups.enumerated() {
                        benchmark.measurement(.custom(metric), times[0] * 1_000 / times[form + 1])
                    }
                }
            } setup: {
                box.set(DifferenceKitInput(try shape.make()))
            }
        }
    }
#endif
