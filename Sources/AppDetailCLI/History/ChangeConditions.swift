import AppDetailDomain
import AppDetailTerminal
import ArgumentParser

/// `--fail-on`: the changes a run alerts on, as a comma-separated list of ``names`` (each
/// condition's rule is ``ChangeCondition``'s). A list that names no condition (`""`, `","`) is
/// refused: a run could never alert on it.
enum ChangeConditions {
    static let names = [
        "rating-drop:X", "rating-rise:X", "new-version", "price-change", "rank-drop:N", "chart-entry",
        "chart-exit", "gone", "back", "new-review[:STARS]", "review-surge:N", "name-change",
        "screenshots-change",
    ]

    /// A condition and its name as written (`rating-drop:0.5`), which a change that meets it
    /// carries in the report.
    struct Named {
        let name: String
        let condition: ChangeCondition
    }

    static func parse(_ text: String) throws -> [Named] {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
        guard !parts.isEmpty else {
            throw ValidationError(
                "--fail-on “\(TerminalText.quotable(text))” names no condition, so the run could never alert; the conditions are \(names.joined(separator: ", "))."
            )
        }
        return try parts.map { Named(name: $0, condition: try condition($0)) }
    }

    /// The names of the conditions in `conditions` that `change` meets, in their order.
    static func met(by change: HistoryChange, of conditions: [Named]) -> [String] {
        conditions.filter { $0.condition.isMet(by: change) }.map(\.name)
    }

    private static func condition(_ part: String) throws -> ChangeCondition {
        let pieces = part.split(separator: ":", maxSplits: 1).map(String.init)
        let (name, value) = (pieces.first ?? "", pieces.count > 1 ? pieces[1] : nil)
        switch (name, value) {
        case ("rating-drop", let value?):
            guard let step = Double(value), step > 0, step <= 5 else {
                throw bad(part, "rating-drop takes a drop between 0 and 5, such as rating-drop:0.1")
            }
            return .ratingDrop(step)
        case ("rating-rise", let value?):
            guard let step = Double(value), step > 0, step <= 5 else {
                throw bad(part, "rating-rise takes a rise between 0 and 5, such as rating-rise:0.1")
            }
            return .ratingRise(step)
        case ("review-surge", let value?):
            guard let times = Double(value), times >= 1, times <= 1_000 else {
                throw bad(
                    part, "review-surge takes how many times the usual day, 1 to 1000, such as review-surge:3"
                )
            }
            return .reviewSurge(times)
        case ("chart-entry", nil): return .chartEntry
        case ("chart-exit", nil): return .chartExit
        case ("back", nil): return .backInStore
        case ("screenshots-change", nil): return .screenshotsChange
        case ("rank-drop", let value?):
            guard let places = Int(value), places > 0 else {
                throw bad(part, "rank-drop takes a number of places, such as rank-drop:10")
            }
            return .rankDrop(places)
        case ("new-version", nil): return .newVersion
        case ("price-change", nil): return .priceChange
        case ("gone", nil): return .goneFromStore
        case ("name-change", nil): return .nameChange
        case ("new-review", nil): return .newReviews(atMostStars: nil)
        case ("new-review", let value?):
            guard let stars = Int(value), (1...5).contains(stars) else {
                throw bad(part, "new-review takes 1 to 5 stars, such as new-review:2")
            }
            return .newReviews(atMostStars: stars)
        default:
            throw bad(part, "the conditions are \(names.joined(separator: ", "))")
        }
    }

    private static func bad(_ part: String, _ why: String) -> ValidationError {
        ValidationError("--fail-on “\(TerminalText.quotable(part))” is not a condition: \(why).")
    }
}
