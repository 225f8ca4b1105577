/// The head of Ratings & Reviews: the listing's average and how many rated, such as "4.5 out of
/// 5" over "1.2K Ratings".
public struct RatingsSummaryItem: Hashable, Sendable {
    /// The average, rounded to one decimal, as text ("4.5"), or the "No Ratings" label.
    public let average: String
    /// "out of 5", or empty when nobody has rated.
    public let outOf: String
    /// "1.2K Ratings", or empty when nobody has rated.
    public let count: String
    /// The average as the text shows it, as a number (0 when nobody has rated), for drawing
    /// stars that agree with the text.
    public let stars: Double
}
