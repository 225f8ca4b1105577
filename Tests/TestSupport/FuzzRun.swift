import Foundation

/// A fuzz run's seed and size, from the environment when set (to replay a run exactly) or fresh,
/// announced on standard output so any failure can be replayed.
public struct FuzzRun: Sendable {
    /// The seed: `$APPDETAIL_FUZZ_SEED`, else the default seed given, else random.
    public let seed: UInt64
    /// How many cases: the variable named at creation, else the default.
    public let cases: Int

    /// Reads the settings and prints `<label>: seed S (replay with APPDETAIL_FUZZ_SEED=S), N cases`.
    /// A run with `defaultSeed` is the same run every time unless the environment names a seed.
    public init(label: String, casesVariable: String, defaultCases: Int, defaultSeed: UInt64? = nil) {
        let environment = ProcessInfo.processInfo.environment
        seed =
            environment["APPDETAIL_FUZZ_SEED"].flatMap(UInt64.init) ?? defaultSeed
            ?? UInt64.random(in: 0...UInt64.max)
        cases = environment[casesVariable].flatMap(Int.init) ?? defaultCases
        print("\(label): seed \(seed) (replay with APPDETAIL_FUZZ_SEED=\(seed)), \(cases) cases")
    }

    /// A generator starting from the seed.
    public var generator: SeededGenerator { SeededGenerator(seed: seed) }
}
