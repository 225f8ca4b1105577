import ArgumentParser

/// `-v`/`--verbose`: the one trace option of the commands that ask the store.
struct VerboseOption: ParsableArguments {
    @Flag(
        name: [.customShort("v"), .customLong("verbose")],
        help: "Report on standard error where each answer came from (cache or store), and timings.")
    var isOn = false

    /// The log the flag chooses.
    var log: VerboseLog { VerboseLog(enabled: isOn) }
}
