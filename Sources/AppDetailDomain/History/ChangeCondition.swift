import Foundation

/// A change a person wants to hear about — what a scheduled run alerts on. Each has its rule:
public enum ChangeCondition: Hashable, Sendable {
    /// The rating average fell by at least this much (`0.1`), from the last average it had.
    case ratingDrop(Double)
    /// The rating average rose by at least this much, from the last average it had.
    case ratingRise(Double)
    /// A new version (also one that came while the app was gone from the store).
    case newVersion
    /// The price changed.
    case priceChange
    /// A chart place worse by at least this many places, or the app left the chart.
    case rankDrop(Int)
    /// The app entered a chart it was not in.
    case chartEntry
    /// The app left a chart it was in.
    case chartExit
    /// The app left the store.
    case goneFromStore
    /// The app is in the store again after it left.
    case backInStore
    /// New reviews; with a number, only a new review of at most that many stars counts.
    case newReviews(atMostStars: Int?)
    /// More new reviews at once than this many times the app's usual day: the average of new
    /// reviews a day since its feed was first read, taken as at least one (so a quiet app's
    /// surge is more than this many reviews); never on the first day the feed is read.
    case reviewSurge(Double)
    /// The app's name changed.
    case nameChange
    /// Screenshots were added, removed or put in another order.
    case screenshotsChange

    /// Whether `change` is one this condition names.
    public func isMet(by change: HistoryChange) -> Bool {
        switch (self, change.kind) {
        case (.ratingDrop(let step), .figure(.ratingAverage, let before?, let after?)):
            return before - after >= step - 1e-9
        case (.ratingRise(let step), .figure(.ratingAverage, let before?, let after?)):
            return after - before >= step - 1e-9
        case (.newVersion, .version):
            return true
        case (.priceChange, .figure(.price, _, _)):
            return true
        case (.rankDrop(let places), .chartPlace(_, let before?, let after)):
            guard let after else { return true }
            return after - before >= places
        case (.chartEntry, .chartPlace(_, nil, _?)), (.chartExit, .chartPlace(_, _?, nil)):
            return true
        case (.goneFromStore, .goneFromStore), (.backInStore, .backInStore):
            return true
        case (.newReviews(let most), .newReviews(let found)):
            guard let most else { return true }
            return found.stars.contains { $0 <= most }
        case (.reviewSurge(let times), .newReviews(let found)):
            guard let usual = found.usualPerDay else { return false }
            return Double(found.count) > times * max(usual, 1)
        case (.nameChange, .text(.name, _, _)), (.screenshotsChange, .screenshots):
            return true
        default:
            return false
        }
    }
}
