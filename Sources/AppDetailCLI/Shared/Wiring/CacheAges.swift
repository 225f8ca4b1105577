import AppDetailDomain

/// How long the command line uses each kind of cached answer without asking the store: the one
/// place its cache rules are stated. The wiring, the commands' help and `cache refresh` read
/// them here; what happens once an answer is older (ask, and show the old one with a note when
/// asking fails) is `PolicyLoader`'s, in AppDetailDomain.
enum CacheAges {
    /// A listing: a day, since it changes with a release.
    static let listing = Duration.seconds(24 * 60 * 60)
    /// A page of reviews: an hour, since the newest reviews of a popular app change within hours.
    static let reviews = Duration.seconds(60 * 60)
    /// A developer's apps: a day, as the listing.
    static let developerApps = Duration.seconds(24 * 60 * 60)
    /// A chart: an hour, since the store recomputes its charts through the day and a chart an
    /// hour old is what its own app shows.
    static let chart = Duration.seconds(60 * 60)
    /// The store page's own data: a day, as the listing it completes.
    static let storePage = Duration.seconds(24 * 60 * 60)
    /// A search: a quarter of an hour, since rankings move and a person searching again usually
    /// wants what is new.
    static let search = Duration.seconds(15 * 60)

    /// The ages of a page's parts.
    static let page = PageFreshness(
        listing: listing, reviews: reviews, developerApps: developerApps, chart: chart, storePage: storePage)

    /// An age in the help's words: `a day`, `an hour`, `15 minutes`.
    static func words(_ age: Duration) -> String {
        let seconds = age.components.seconds
        switch seconds {
        case 86_400: return "a day"
        case 3_600: return "an hour"
        case _ where seconds % 86_400 == 0: return "\(seconds / 86_400) days"
        case _ where seconds % 3_600 == 0: return "\(seconds / 3_600) hours"
        default: return "\(seconds / 60) minutes"
        }
    }
}
