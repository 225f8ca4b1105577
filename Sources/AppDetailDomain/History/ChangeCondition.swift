import Foundation

/// A change a person wants to hear about — what a scheduled run alerts on.
public enum ChangeCondition: Hashable, Sendable {
    /// The rating average fell by at least this much (`0.1`).
    case ratingDrop(Double)
    /// A new version.
    case newVersion
    /// The price changed.
    case priceChange
    /// A chart place worse by at least this many places, or the app left the chart.
    case rankDrop(Int)
    /// The app left the store.
    case goneFromStore
    /// New reviews; with a number, only a new review of at most that many stars counts.
    case newReviews(atMostStars: Int?)
    /// The app's name changed.
    case nameChange

    /// Whether `change` is one this condition names.
    public func isMet(by change: HistoryChange) -> Bool {
        switch (self, change.kind) {
        case (.ratingDrop(let step), .figure(.ratingAverage, let before?, let after?)):
            return before - after >= step - 1e-9
        case (.newVersion, .version):
            return true
        case (.priceChange, .figure(.price, _, _)):
            return true
        case (.rankDrop(let places), .chartPlace(_, let before?, let after)):
            guard let after else { return true }
            return after - before >= places
        case (.goneFromStore, .goneFromStore):
            return true
        case (.newReviews(let most), .newReviews(_, let stars)):
            guard let most else { return true }
            return stars.contains { $0 <= most }
        case (.nameChange, .text(.name, _, _)):
            return true
        default:
            return false
        }
    }
}
