import Foundation

/// Everything a cache remembers of one app in one store: its listing's observations, its chart
/// places, its ratings histogram, the reviews seen and the store's own account of its versions.
///
/// Observations are oldest first. ``changes`` and ``versions`` are worked out from them.
public struct AppHistory: Hashable, Sendable {
    /// The app.
    public let app: AppID
    /// The store.
    public let storefront: Storefront
    /// The listing's observations, oldest first.
    public let listings: [ListingObservation]
    /// The chart places, oldest first within each chart.
    public let chartPlaces: [ChartPlaceObservation]
    /// The ratings histograms of the App Store page, oldest first.
    public let histograms: [HistogramObservation]
    /// The reviews seen, oldest first.
    public let reviews: [ReviewSighting]
    /// The store page's version history (newest first, as the store gives it), or empty.
    public let storesAccount: [VersionRecord]
    /// Rows of the history that could not be read and were skipped, one sentence each.
    public let skipped: [String]

    /// A history.
    public init(
        app: AppID, storefront: Storefront, listings: [ListingObservation],
        chartPlaces: [ChartPlaceObservation],
        histograms: [HistogramObservation], reviews: [ReviewSighting], storesAccount: [VersionRecord],
        skipped: [String]
    ) {
        self.app = app
        self.storefront = storefront
        // Read in time order already, as a repository reads them: a long history is then never
        // copied to be sorted.
        self.listings = Self.ordered(listings, by: \.observedAt)
        self.chartPlaces = Self.ordered(chartPlaces, by: \.observedAt)
        self.histograms = Self.ordered(histograms, by: \.observedAt)
        self.reviews = Self.ordered(reviews, by: \.firstSeenAt)
        self.storesAccount = storesAccount
        self.skipped = skipped
    }

    /// `values` oldest first by `moment` (the same array when it already is).
    private static func ordered<Value>(_ values: [Value], by moment: (Value) -> Date) -> [Value] {
        let sorted = zip(values, values.dropFirst()).allSatisfy { moment($0) <= moment($1) }
        return sorted ? values : values.sorted { moment($0) < moment($1) }
    }

    /// Whether nothing at all was observed.
    public var isEmpty: Bool {
        listings.isEmpty && chartPlaces.isEmpty && histograms.isEmpty && reviews.isEmpty
    }

    /// The app's name as last observed in the store.
    public var name: String? { listings.last(where: { $0.status == .listed })?.name }

    /// The first and last moments anything was seen.
    public var span: ClosedRange<Date>? {
        let starts = listings.map(\.observedAt) + chartPlaces.map(\.observedAt) + histograms.map(\.observedAt)
        let ends = listings.map(\.lastSeenAt) + chartPlaces.map(\.lastSeenAt) + histograms.map(\.lastSeenAt)
        guard let first = starts.min(), let last = ends.max() else { return nil }
        return first...last
    }

    /// Each observation's value of `figure`, oldest first: one point when the value was first seen
    /// and, when it was seen again later, one at its last sighting.
    public func series(of figure: HistoryFigure) -> [HistoryPoint] {
        listings.flatMap { observation -> [HistoryPoint] in
            guard let value = observation.figures.value(of: figure) else { return [] }
            let first = HistoryPoint(at: observation.observedAt, value: value)
            guard observation.lastSeenAt > observation.observedAt else { return [first] }
            return [first, HistoryPoint(at: observation.lastSeenAt, value: value)]
        }
    }

    /// The places in each chart the app was seen in, oldest first; a left chart is a point with
    /// no value.
    public func placeSeries() -> [ChartName: [ChartPlacePoint]] {
        var series: [ChartName: [ChartPlacePoint]] = [:]
        for observation in chartPlaces {
            series[observation.chart, default: []].append(
                ChartPlacePoint(at: observation.observedAt, place: observation.place))
            if observation.lastSeenAt > observation.observedAt {
                series[observation.chart, default: []].append(
                    ChartPlacePoint(at: observation.lastSeenAt, place: observation.place))
            }
        }
        return series
    }

    /// The versions, newest first: every version an observation showed (dated by the store
    /// page's date for it, else the listing's release date, else its first observation), and
    /// before the first observation the store's own account.
    public var versions: [VersionMark] {
        var marks: [VersionMark] = []
        var seen = Set<String>()
        let notesByVersion = Dictionary(
            storesAccount.map { ($0.version, $0) }, uniquingKeysWith: { first, _ in first })
        for observation in listings {
            guard let texts = observation.texts, seen.insert(texts.version).inserted else { continue }
            let account = notesByVersion[texts.version]
            marks.append(
                VersionMark(
                    version: texts.version,
                    date: account?.date ?? texts.versionReleasedAt ?? observation.observedAt,
                    notes: texts.releaseNotes ?? account?.notes, origin: .observed))
        }
        let firstObserved = listings.first?.observedAt
        for record in storesAccount where !seen.contains(record.version) {
            // The store's account fills the past before the first observation only.
            if let firstObserved, let date = record.date, date > firstObserved { continue }
            seen.insert(record.version)
            marks.append(
                VersionMark(
                    version: record.version, date: record.date, notes: record.notes, origin: .storesAccount))
        }
        return marks.sorted { ($0.date ?? .distantPast) > ($1.date ?? .distantPast) }
    }

    /// What changed, newest first: between each observation of the listing and the one before
    /// (an app back in the store, or a figure back after a gap, against what it last had: see
    /// ``ListingDifference``), each move in a chart, and the reviews first seen after the feed was
    /// first read.
    public var changes: [HistoryChange] {
        var changes: [HistoryChange] = []
        changes.reserveCapacity(listings.count + chartPlaces.count)
        let name = self.name ?? app.description
        var earlier = ListingDifference.Earlier()
        for (before, after) in zip(listings, listings.dropFirst()) {
            let currency = after.texts?.currencyCode ?? earlier.listed?.texts?.currencyCode
            for kind in ListingDifference.between(before, after, earlier: earlier) {
                let moment = after.observedAt
                changes.append(
                    change(kind, at: moment, since: before.lastSeenAt, name: name, currency: currency))
            }
            earlier.add(before)
        }
        var lastPlace: [ChartName: ChartPlaceObservation] = [:]
        for observation in chartPlaces {
            let previous = lastPlace[observation.chart]
            lastPlace[observation.chart] = observation
            guard let previous, previous.place != observation.place else { continue }
            changes.append(
                change(
                    .chartPlace(observation.chart, before: previous.place, after: observation.place),
                    at: observation.observedAt, since: previous.lastSeenAt, name: name))
        }
        if let firstRead = reviews.first?.firstSeenAt {
            let new = reviews.filter { $0.firstSeenAt > firstRead }
            for (moment, sightings) in Dictionary(grouping: new, by: \.firstSeenAt) {
                let days = moment.timeIntervalSince(firstRead) / 86_400
                let before = new.filter { $0.firstSeenAt < moment }.count
                let found = NewReviews(
                    reviews: sightings.sorted {
                        ($0.writtenAt ?? .distantPast) > ($1.writtenAt ?? .distantPast)
                    },
                    usualPerDay: days >= 1 ? Double(before) / days : nil)
                changes.append(change(.newReviews(found), at: moment, since: nil, name: name))
            }
        }
        changes.sort { $0.observedAt > $1.observedAt }  // in place: a long history's changes once
        return changes
    }

    private func change(
        _ kind: HistoryChangeKind, at moment: Date, since: Date?, name: String, currency: String? = nil
    ) -> HistoryChange {
        HistoryChange(
            app: app, storefront: storefront, appName: name, observedAt: moment, since: since, kind: kind,
            currency: currency)
    }
}

/// A figure's value at a moment.
public struct HistoryPoint: Hashable, Sendable {
    /// The moment.
    public let at: Date
    /// The value.
    public let value: Double

    /// A point.
    public init(at: Date, value: Double) {
        self.at = at
        self.value = value
    }
}

/// A chart place at a moment; `place` is `nil` when the app was out of the chart.
public struct ChartPlacePoint: Hashable, Sendable {
    /// The moment.
    public let at: Date
    /// The place from 1, or `nil`.
    public let place: Int?

    /// A point.
    public init(at: Date, place: Int?) {
        self.at = at
        self.place = place
    }
}

extension AppHistory {
    /// The span a watch list's and the world's "in a week" compare over.
    static let week: TimeInterval = 7 * 86_400

    /// The state the app was listed in at `moment`: the last observation of it listed that had
    /// begun by then, or `nil` when the history holds none that old.
    func listedState(at moment: Date) -> ListingObservation? {
        listings.last { $0.observedAt <= moment && $0.status == .listed }
    }

    /// The history as read from `since` on: an observation or chart place that began before
    /// `since` (the state in force then, which a history read from `since` keeps so the first
    /// change has what it changed from) begins at `since` instead, so every series starts there.
    public func starting(at since: Date) -> AppHistory {
        AppHistory(
            app: app, storefront: storefront,
            listings: listings.map { observation in
                guard observation.observedAt < since else { return observation }
                return ListingObservation(
                    app: observation.app, storefront: observation.storefront, observedAt: since,
                    lastSeenAt: max(observation.lastSeenAt, since), status: observation.status,
                    figures: observation.figures, texts: observation.texts)
            },
            chartPlaces: chartPlaces.map { place in
                guard place.observedAt < since else { return place }
                return ChartPlaceObservation(
                    app: place.app, chart: place.chart, observedAt: since,
                    lastSeenAt: max(place.lastSeenAt, since),
                    place: place.place)
            },
            histograms: histograms, reviews: reviews, storesAccount: storesAccount, skipped: skipped)
    }
}
