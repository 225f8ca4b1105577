import AppDetailDomain
import AppDetailPresentation
import DiffableSections
import Foundation
import TestSupport
import Testing

extension LivingScreenTests {
    /// Real listing with `round` added to its rating count; five reviews sliding by `round`.
    struct Answers {
        let detail: Listing
        let freshness = Freshness(source: .network, fetchedAt: fixedNow(), staleness: .current)

        init() throws {
            detail = try RealFixtures.detail(LivingScreenTests.id)
        }

        func listing(_ round: Int) throws -> Listing {
            try RealFixtures.detail(LivingScreenTests.id) { $0["userRatingCount"] = 70 + round }
        }

        func reviews(_ round: Int) -> ReviewPage {
            ReviewPage(
                number: .first,
                reviews: (round..<(round + 5)).map { index in
                    Review(
                        id: "r\(index)", author: "Reader \(index)", rating: 1 + index % 5,
                        title: "Title \(index)",
                        body: "Body \(index)", appVersion: "2.\(index % 9)",
                        date: fixedNow().addingTimeInterval(-Double(index) * 3_600))
                }, hasNextPage: true)
        }

        /// The pages one load yields, parts arriving in a random order; in some rounds the
        /// reviews or the developer's apps fail.
        func pages(round: Int, using random: inout SeededGenerator) throws -> [AppPage] {
            var page = AppPage.loading
            var pages: [AppPage] = []
            let listing = try self.listing(round)
            for part in [0, 1, 2, 3].shuffled(using: &random) {
                switch part {
                case 0: page.listing = .loaded(Fetched(value: listing, freshness: freshness))
                case 1:
                    page.reviews =
                        round % 10 == 3
                        ? .failed(.throttled) : .loaded(Fetched(value: reviews(round), freshness: freshness))
                case 2:
                    page.moreByDeveloper =
                        round % 10 == 7
                        ? .failed(.offline(.timedOut))
                        : .loaded(Fetched(value: AppPageViewModelTests.apps, freshness: freshness))
                default:
                    page.chartStanding = .loaded(
                        Fetched(
                            value: .ranked(
                                rank: 1 + round % 50, chart: .free,
                                genre: (try? ChartGenre(id: listing.primaryGenre.id)) ?? ChartGenre.all[0],
                                genreName: listing.categoryName), freshness: freshness))
                }
                pages.append(page)
            }
            return pages
        }
    }
}
