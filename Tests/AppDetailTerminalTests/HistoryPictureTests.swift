import AppDetailDomain
import AppDetailPresentation
import Foundation
import Testing

@testable import AppDetailTerminal

/// The history's picture as a person reads it: dates that can be read at every span, a dot on
/// each observation, a gap while the app was gone, chart places with No. 1 on top, and names in a
/// margin no line crosses.
@Suite("The history picture")
struct HistoryPictureTests {
    static let app = AppID(rawValue: 1_095_206_186)!
    static let korea = try! Storefront(country: "kr")
    static let start = Date(timeIntervalSince1970: 1_795_305_600)  // 2026-11-22T00:00:00Z

    @Test(arguments: [
        (7.0, "11-23", 8), (365.0, "2027-01", 10), (4 * 365.0, "2027", 5), (3.0, "11-23", 4),
    ])
    func eachSpanIsMarkedInUnitsThatCanBeRead(days: Double, label: String, most: Int) {
        let span = Self.start...Self.start.addingTimeInterval(days * 86_400)
        let ticks = TimeTicks.ticks(in: span, width: 600)
        #expect(ticks.contains { $0.label == label }, "\(ticks.map(\.label))")
        #expect(ticks.count <= most && ticks.count >= 2, "\(ticks.map(\.label))")
        #expect(ticks.allSatisfy { span.contains($0.at) })
        let labelWidths = Set(ticks.map(\.label.count))
        #expect(labelWidths.count == 1, "one kind of label a span: \(ticks.map(\.label))")
    }

    static func observation(day: Double, rating: Double?, gone: Bool = false) -> ListingObservation {
        let moment = start.addingTimeInterval(day * 86_400)
        guard !gone else { return .gone(app, from: korea, at: moment) }
        return ListingObservation(
            app: app, storefront: korea, observedAt: moment, lastSeenAt: moment, status: .listed,
            figures: ObservedFigures(ratingAverage: rating, ratingCount: 100), texts: nil)
    }

    @Test func aGoneDayIsAGapPlacesHaveNumberOneOnTopAndEveryObservationIsMarked() throws {
        let chart = ChartName(storefront: Self.korea, kind: .free, genreID: 6010)
        let history = AppHistory(
            app: Self.app, storefront: Self.korea,
            listings: [
                Self.observation(day: 0, rating: 2.0), Self.observation(day: 1, rating: 2.2),
                Self.observation(day: 2, rating: nil, gone: true), Self.observation(day: 3, rating: 2.6),
            ],
            chartPlaces: [
                ChartPlaceObservation(
                    app: Self.app, chart: chart, observedAt: Self.start, lastSeenAt: Self.start, place: 19),
                ChartPlaceObservation(
                    app: Self.app, chart: chart, observedAt: Self.start.addingTimeInterval(86_400),
                    lastSeenAt: Self.start.addingTimeInterval(86_400), place: 1),
            ], histograms: [], reviews: [], storesAccount: [], skipped: [])
        let svg = HistorySVG(language: .english).render(HistoryListing(history: history, language: .english))
        let paths = Self.matches(#"<path d="([^"]*)""#, in: svg)
        let rating = try #require(paths.first)
        #expect(rating.filter { $0 == "M" }.count == 2, "the line breaks where the app was gone: \(rating)")
        let dots = Self.matches(#"<circle cx="[^"]*" cy="([^"]*)""#, in: svg).compactMap(Double.init)
        #expect(
            dots.count == 3 + 2 + 3, "a dot on each listed observation's values and each place: \(dots.count)"
        )
        // The chart panel's two dots: place 1 above (a smaller y than) place 19.
        let places = Array(dots.suffix(2))
        #expect(places[1] < places[0], "No. 1 on top: \(places)")
        // Names sit left of the plot, where no line is drawn.
        let nameRight = Self.matches(
            #"<text x="([0-9.]+)" [^>]*font-size="9" text-anchor="end">No\."#, in: svg
        ).compactMap(
            Double.init)
        let lineLeft =
            paths.flatMap { Self.matches(#"M([0-9.]+) "#, in: $0).compactMap(Double.init) }.min() ?? 0
        #expect(!nameRight.isEmpty && nameRight.allSatisfy { $0 < lineLeft }, "\(nameRight) \(lineLeft)")
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
