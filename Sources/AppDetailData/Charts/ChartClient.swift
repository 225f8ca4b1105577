import AppDetailDomain
import Foundation

/// Asks the top-chart feed for one chart:
/// `{endpoint}/{country}/rss/{feed}/limit={n}[/genre={id}]/json[?l={language}]` (the language,
/// as for the reviews feed, localizes the genre and price labels).
struct ChartClient: Sendable {
    struct Answer: Sendable {
        let content: ChartContent
        let body: Data
    }

    let requester: StoreRequester

    func fetch(_ query: ChartQuery) async throws -> Answer {
        let body = try await requester.json(requestURL(for: query))
        return Answer(content: try ChartParser.content(from: body), body: body)
    }

    func requestURL(for query: ChartQuery) -> URL {
        let genre = query.genre.map { "/genre=\($0.id)" } ?? ""
        let path =
            "\(query.storefront.country)/rss/\(Self.feedName(query.kind))/limit=\(query.limit)\(genre)/json"
        return requester.endpoint.appendingPathComponent(path).withFeedLanguage(query.storefront.language)
    }

    /// The feed's name for a chart.
    static func feedName(_ kind: ChartKind) -> String {
        switch kind {
        case .free: "topfreeapplications"
        case .paid: "toppaidapplications"
        case .grossing: "topgrossingapplications"
        case .new: "newapplications"
        case .newFree: "newfreeapplications"
        case .newPaid: "newpaidapplications"
        }
    }
}
