import AppDetailTerminal
import ArgumentParser
import Foundation

/// `appdetail cache prune --older-than 30d`: forget what is old.
struct CachePruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "Remove every answer fetched longer ago than an age (listings, reviews, searches).",
        discussion:
            "The sample apps and the history stay unless --samples or --history asks for them to go as well.")

    @Option(name: .customLong("older-than"), help: "An age such as 90min, 12h, 30d or 2w.")
    var olderThan: String

    @Flag(help: "Remove the sample apps too when they are older than the age.")
    var samples = false

    @Flag(help: "Remove the history's observations last seen longer ago than the age too.")
    var history = false

    @OptionGroup var cache: CacheDirectoryOption

    /// The age in seconds, or `nil` when the text is not a positive number and a unit: `min`
    /// (minutes), `h`, `d` or `w`. A bare `m` is no unit: minutes and months both start with it.
    static func seconds(in text: String) -> Double? {
        let units: [String: Double] = ["min": 60, "h": 3_600, "d": 86_400, "w": 7 * 86_400]
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard let unit = units[String(text.dropFirst(digits.count))], let number = Int(digits), number > 0,
            number < 100_000
        else { return nil }
        return Double(number) * unit
    }

    func validate() throws {
        let shown = TerminalText.quotable(olderThan)
        if olderThan.hasSuffix("m"), Int(olderThan.dropLast()) != nil {
            throw ValidationError(
                "--older-than “\(shown)” is ambiguous: minutes or months? Write \(olderThan.dropLast())min for minutes, or days such as 30d."
            )
        }
        guard Self.seconds(in: olderThan) != nil else {
            throw ValidationError(
                "--older-than takes a number and a unit (min, h, d or w), such as 30d; not “\(shown)”.")
        }
    }

    func run() throws {
        try CommandSession.run(cache: cache) { session in
            let (environment, words) = (session.environment, session.cacheWords)
            guard let store = try session.existingCache() else { return }
            let cutoff = environment.now().addingTimeInterval(-(Self.seconds(in: olderThan) ?? 0))
            let removed = try store.prune(fetchedBefore: cutoff, keepingSamples: !samples)
            let observations = history ? try store.pruneHistory(observedBefore: cutoff) : nil
            StandardOutputStream.write(
                words.pruned(removed, olderThan: olderThan) + (samples ? "" : " " + words.samplesKept) + " "
                    + words.historyPruned(observations) + "\n")
        }
    }
}
