/// One bar of the ratings histogram under Ratings & Reviews: how many ratings gave this many
/// stars, and their share of all the ratings counted.
public struct RatingBarItem: Hashable, Sendable {
    /// 5 for the top bar, down to 1.
    public let stars: Int
    /// The ratings that gave `stars` stars.
    public let count: Int
    /// Their share of the counted ratings, 0 to 1: the bar's length.
    public let share: Double
    /// The share as the page writes it ("86%", "86 %").
    public let shareText: String

    /// A bar.
    public init(stars: Int, count: Int, share: Double, shareText: String) {
        self.stars = stars
        self.count = count
        self.share = share
        self.shareText = shareText
    }
}
