/// Where the app stands in a chart, as its page says ("#2 in Photo & Video").
public struct StoreChartPosition: Hashable, Sendable {
    /// The place, from 1.
    public let position: Int
    /// The genre's name in the store's language.
    public let genreName: String
    /// The chart, as the catalog names it (`top-free`, `top-paid`).
    public let chart: String

    /// A position.
    public init(position: Int, genreName: String, chart: String) {
        self.position = position
        self.genreName = genreName
        self.chart = chart
    }
}
