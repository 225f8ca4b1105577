import AppDetailDomain
import AppDetailTerminal
import ArgumentParser

/// `--fail-on`: the changes a run alerts on, as a comma-separated list —
/// `rating-drop:0.1`, `new-version`, `price-change`, `rank-drop:10`, `gone`, `new-review[:STARS]`,
/// `name-change`.
enum ChangeConditions {
    static let names = [
        "rating-drop:X", "new-version", "price-change", "rank-drop:N", "gone", "new-review[:STARS]",
        "name-change",
    ]

    static func parse(_ text: String) throws -> [ChangeCondition] {
        try text.split(separator: ",").map { part in
            let pieces = part.trimmingCharacters(in: .whitespaces).split(separator: ":", maxSplits: 1).map(
                String.init)
            let (name, value) = (pieces.first ?? "", pieces.count > 1 ? pieces[1] : nil)
            switch (name, value) {
            case ("rating-drop", let value?):
                guard let step = Double(value), step > 0, step <= 5 else {
                    throw bad(part, "rating-drop takes a drop between 0 and 5, such as rating-drop:0.1")
                }
                return .ratingDrop(step)
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
    }

    private static func bad(_ part: Substring, _ why: String) -> ValidationError {
        ValidationError("--fail-on “\(TerminalText.quotable(String(part)))” is not a condition: \(why).")
    }
}
