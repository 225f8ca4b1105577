import Foundation

/// How a watch list's day is planned within a request budget.
///
/// Every followed app's listing is asked every day, in the fewest requests the store allows:
/// ``ListingLimits/idsPerLookup`` apps of one storefront a request, so ``listingRequests`` is
/// the floor, ⌈apps ÷ 200⌉ for each storefront. The other parts cost a request per app and
/// storefront — its App Store page and its chart (shared by the apps in one chart), and its
/// newest reviews when followed with them — so they get what is left of **an hour at the
/// budget** once the listings are counted, and never less than ten minutes of it. A watch list
/// whose parts fit that share has them every day; a larger one has them in rotation, those
/// observed longest ago first, each app in each storefront every ``daysPerRotation`` days.
public struct TrackSchedule: Hashable, Sendable {
    /// The budget, in requests a minute.
    public let requestsPerMinute: Int
    /// How many apps in storefronts are followed.
    public let followed: Int
    /// How many storefronts they are followed in.
    public let storefronts: Int
    /// The requests of one day's listings: ⌈apps ÷ 200⌉ for each storefront.
    public let listingRequests: Int
    /// The requests every followed app's other parts would cost in a day, at most (each chart
    /// counted for every app in it).
    public let partRequestsNeeded: Int
    /// The requests a day given to the other parts.
    public let partRequestsPerDay: Int

    /// The plan of `followed` at `requestsPerMinute`.
    public init(followed apps: [FollowedApp], requestsPerMinute: Int) {
        let perMinute = max(requestsPerMinute, 1)
        let counts = Dictionary(grouping: apps, by: \.storefront.country).mapValues(\.count)
        let limit = ListingLimits.idsPerLookup
        self.requestsPerMinute = perMinute
        followed = apps.count
        storefronts = counts.count
        listingRequests = counts.values.reduce(0) { $0 + ($1 + limit - 1) / limit }
        partRequestsNeeded = apps.reduce(0) { $0 + Self.partRequests(of: $1) }
        partRequestsPerDay = max(
            perMinute * Self.minutesForParts.lowerBound,
            perMinute * Self.minutesForParts.upperBound - listingRequests)
    }

    /// The least and the usual minutes of the budget a day given to the parts besides listings.
    static let minutesForParts = 10...60

    /// The requests one followed app's other parts cost at most: its App Store page, its chart,
    /// and its reviews when followed with them.
    public static func partRequests(of app: FollowedApp) -> Int { app.reviews ? 3 : 2 }

    /// Whether every followed app's other parts fit each day.
    public var partsEveryDay: Bool { partRequestsNeeded <= partRequestsPerDay }

    /// How many days it takes for every followed app's other parts to have their turn (1 when
    /// they fit each day).
    public var daysPerRotation: Int {
        partsEveryDay ? 1 : (partRequestsNeeded + partRequestsPerDay - 1) / partRequestsPerDay
    }

    /// How long a day's listings take at the budget.
    public var listingMinutes: Double { Double(listingRequests) / Double(requestsPerMinute) }

    /// Whether the listings alone fit a day at the budget.
    public var listingsFitADay: Bool { listingRequests <= requestsPerMinute * 24 * 60 }
}
