import Benchmark
import DiffWorkloads

extension Workload {
    /// The three forms and the floor timed back to back, starting with form `firstForm` (0 batch,
    /// 1 build + batch, 2 staged, 3 floor) and going round.
    func timeForms(firstForm: Int) throws -> (
        batch: Duration, buildAndBatch: Duration, staged: Duration, floor: Duration
    ) {
        let clock = ContinuousClock()
        var times = [Duration](repeating: .zero, count: 4)
        for turn in 0..<4 {
            let form = (firstForm + turn) % 4
            let start = clock.now
            switch form {
            case 0: blackHole(batch())
            case 1: blackHole(try buildAndBatch())
            case 2: blackHole(stagedReadingEveryStage())
            default: blackHole(floor())
            }
            times[form] = clock.now - start
        }
        return (times[0], times[1], times[2], times[3])
    }
}
