/// The listings a tracking run got, as little as its other parts need of each: whether it was
/// got, and its chart — one of the few charts of a storefront, kept once and named by its place
/// (a run of 175,000 followed apps held a chart query for each, 30 MB).
struct ListingsGot {
    private var charts: [ChartQuery?] = []
    private var chartPlaces: [ChartQuery?: Int32] = [:]
    private var byApp: [TrackFollowedAppsUseCase.Key: Int32] = [:]

    /// Keeps what the run needs of `listed`, the listing of `key`.
    mutating func add(_ listed: TrackFollowedAppsUseCase.Listed, for key: TrackFollowedAppsUseCase.Key) {
        let place =
            chartPlaces[listed.chart]
            ?? {
                charts.append(listed.chart)
                let place = Int32(charts.count - 1)
                chartPlaces[listed.chart] = place
                return place
            }()
        byApp[key] = place
    }

    /// Whether the run got the listing of `key`.
    func contains(_ key: TrackFollowedAppsUseCase.Key) -> Bool { byApp[key] != nil }

    /// What the run kept of the listing of `key`, or `nil` when it did not get it.
    subscript(key: TrackFollowedAppsUseCase.Key) -> TrackFollowedAppsUseCase.Listed? {
        byApp[key].map { TrackFollowedAppsUseCase.Listed(chart: charts[Int($0)]) }
    }
}
