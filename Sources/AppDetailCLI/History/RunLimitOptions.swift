import AppDetailDomain
import ArgumentParser
import Foundation

/// `--max-requests` and `--max-time`: the bounds of one `track run`.
struct RunLimitOptions: ParsableArguments {
    @Option(
        name: .customLong("max-requests"),
        help:
            "Send at most this many requests; the next run goes on with the rest, those not observed today first."
    )
    var maxRequests: Int?

    @Option(
        name: .customLong("max-time"),
        help: ArgumentHelp(
            "Start no request after this long, such as 90s, 20m or 2h (one under way ends within --timeout); the next run goes on with the rest.",
            valueName: "duration"))
    var maxTime: String?

    func validate() throws {
        if let maxRequests, maxRequests < 1 {
            throw ValidationError("--max-requests takes a number of requests from 1 on, not \(maxRequests).")
        }
        if let maxTime { _ = try Self.seconds(maxTime) }
    }

    /// The limits of a run that starts at `start`, planned for `perMinute` requests a minute.
    func limits(from start: Date, perMinute: Int) throws -> TrackLimits {
        TrackLimits(
            maxRequests: maxRequests,
            until: try maxTime.map { start.addingTimeInterval(try Self.seconds($0)) },
            requestsPerMinute: perMinute)
    }

    /// The seconds in "90", "90s", "20m" or "2h" (up to a day), or a usage error.
    static func seconds(_ text: String) throws(ValidationError) -> TimeInterval {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let units: [Character: Int] = ["s": 1, "m": 60, "h": 3_600]
        let unit = trimmed.last.flatMap { units[$0] }
        let digits = unit == nil ? trimmed : String(trimmed.dropLast())
        guard let count = Int(digits), count > 0, count <= 86_400 / (unit ?? 1) else {
            throw ValidationError(
                "--max-time takes a duration up to a day, such as 90s, 20m or 2h, not “\(text)”.")
        }
        return TimeInterval(count * (unit ?? 1))
    }
}
