/// The values a store's figures can take. A figure outside its range — a count of
/// 9,223,372,036,854,775,807 ratings, a negative price — is no figure: where an answer brings
/// one it is unknown (the rest of the answer stands), and where a saved row holds one the row is
/// damaged. Every figure that enters from the store is held to these, so nothing after it has to
/// fear a number no arithmetic can carry.
public enum FigureRanges {
    /// A rating average: 0 to 5 stars.
    public static let ratingAverages: ClosedRange<Double> = 0...5
    /// A rating count: none to two billion (the most rated apps have tens of millions in one
    /// store).
    public static let ratingCounts: ClosedRange<Int64> = 0...2_000_000_000
    /// A price: free to a trillion units of any currency.
    public static let prices: ClosedRange<Double> = 0...1_000_000_000_000
    /// A download size in bytes: none to a terabyte (the largest apps are a few gigabytes).
    public static let sizes: ClosedRange<Int64> = 0...1_000_000_000_000
    /// A place in a chart: 1 to 100,000 (the store's charts list at most 200).
    public static let chartPlaces: ClosedRange<Int64> = 1...100_000
}
