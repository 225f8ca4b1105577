import AppDetailDomain
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// Every real answer of the customer-reviews feed, checked against the raw JSON read
/// independently with `JSONSerialization`.
@Suite("The reviews feed's real shapes", .enabled(if: SharedFixtures.available))
struct ReviewsParsingTests {
    static let folder = SharedFixtures.root.appendingPathComponent("reviews")

    /// The raw entries that are reviews: the ones with a rating (older answers put the app itself
    /// first, without one).
    static func rawReviews(_ file: URL) throws -> [[String: Any]] {
        let feed = (try SharedFixtures.rawJSON(file) as? [String: Any])?["feed"] as? [String: Any]
        let entries: [[String: Any]] =
            switch feed?["entry"] {
            case let array as [[String: Any]]: array
            case let single as [String: Any]: [single]
            default: []
            }
        return entries.filter { $0["im:rating"] != nil }
    }

    static func label(_ object: [String: Any], _ key: String) -> String? {
        (object[key] as? [String: Any])?["label"] as? String
    }

    static func page(of file: URL) -> Int {
        Int(file.deletingPathExtension().lastPathComponent.split(separator: "_").last ?? "") ?? 1
    }

    @Test func everyJSONFileGivesItsReviewsWithTheirFields() async throws {
        let files = try SharedFixtures.files(in: "reviews")
        #expect(files.count >= 8)
        for file in files {
            await Task.yield()
            let raw = try Self.rawReviews(file)
            let page = try ReviewsParser.page(from: Data(contentsOf: file), page: Self.page(of: file))
            #expect(page.reviews.count == raw.count, "\(file.lastPathComponent)")
            for (review, object) in zip(page.reviews, raw) {
                #expect(review.id == Self.label(object, "id"))
                #expect(String(review.rating) == Self.label(object, "im:rating"))
                #expect(review.title == Self.label(object, "title"))
                #expect(review.body == Self.label(object, "content"))
                #expect(review.appVersion == Self.label(object, "im:version"))
                let author =
                    ((object["author"] as? [String: Any])?["name"] as? [String: Any])?["label"] as? String
                #expect(review.author == author)
                #expect(
                    (review.date != nil) == (Self.label(object, "updated") != nil), "dates only where given")
            }
        }
    }

    @Test(arguments: [
        ("1510826067_gb_1.json", 4, false),  // the `last` link names page 1
        ("1510826067_gb_2.json", 0, false),  // past the last page: no `entry` key
        ("474495017_nl_1.json", 50, true),
        ("497799835_fr_1.json", 50, true),  // `last` is page 6
        ("497799835_cn_5.json", 50, true),
        ("497799835_cn_10.json", 50, false),  // the deepest page the feed serves
        ("100000000_gb_1.json", 0, false),  // an unknown id: no entries, empty links
        ("empty_page_gb.json", 0, false),
    ])
    func pagesKnowWhetherAnotherFollows(file: String, count: Int, next: Bool) throws {
        let url = Self.folder.appendingPathComponent(file)
        let page = try ReviewsParser.page(from: Data(contentsOf: url), page: Self.page(of: url))
        #expect(page.reviews.count == count)
        #expect(page.hasNextPage == next)
    }

    @Test func datesAreReadWithTheirOffset() throws {
        let url = Self.folder.appendingPathComponent("474495017_nl_1.json")
        let page = try ReviewsParser.page(from: Data(contentsOf: url), page: 1)
        let raw = try Self.rawReviews(url)
        let expected = try #require(Self.label(raw[0], "updated"))  // 2023-02-01T05:06:45-07:00
        let date = try #require(page.reviews.first?.date)
        let formatter = ISO8601DateFormatter()
        #expect(formatter.date(from: expected) == date)
        #expect(expected.hasSuffix("-07:00"))
    }

    @Test func thePageDepthTextIsItsOwnError() throws {
        let url = Self.folder.appendingPathComponent("555731861_us_11.txt")
        #expect(throws: AppDetailError.invalidInput(.reviewPage(11))) {
            try ReviewsParser.page(from: Data(contentsOf: url), page: 11)
        }
    }

    /// The store sends the page-depth text only past page 10; for a page it serves, that text is a
    /// wrong answer, not a wrong page number.
    @Test(arguments: [1, 5, 10]) func thePageDepthTextForAServedPageIsMalformed(page: Int) throws {
        let url = Self.folder.appendingPathComponent("555731861_us_11.txt")
        let data = try Data(contentsOf: url)
        #expect(throws: AppDetailError.self) { try ReviewsParser.page(from: data, page: page) }
        do {
            _ = try ReviewsParser.page(from: data, page: page)
        } catch {
            guard case .malformedAnswer(let detail) = error else {
                Issue.record("expected a malformed answer, got \(error)")
                return
            }
            #expect(detail.contains("page \(page)"))
        }
    }

    /// The trap no captured file shows but the README names: one review as an object.
    @Test func oneReviewAsAnObjectIsAPageOfOne() throws {
        let edited = try Self.editedFeed { feed in
            feed["entry"] = (feed["entry"] as? [Any])?.first
        }
        let page = try ReviewsParser.page(from: edited, page: 1)
        #expect(page.reviews.count == 1)
        #expect(page.reviews.first?.id == "9571111689")
    }

    /// Before 2018 the feed put the app itself first: it has a name and a price, no rating.
    @Test func theAppItselfIsNotAReview() throws {
        let edited = try Self.editedFeed { feed in
            let app: [String: Any] = [
                "im:name": ["label": "ABN AMRO"], "im:price": ["label": "Get"], "id": ["label": "474495017"],
            ]
            feed["entry"] = [app] + ((feed["entry"] as? [Any]) ?? [])
        }
        let page = try ReviewsParser.page(from: edited, page: 1)
        #expect(page.reviews.count == 50)
        #expect(!page.reviews.contains { $0.id == "474495017" })
    }

    /// A review the parser cannot trust is left out, not guessed at.
    @Test func reviewsWithoutAnIdOrWithARatingOutOfRangeAreLeftOut() throws {
        let edited = try Self.editedFeed { feed in
            var entries = (feed["entry"] as? [[String: Any]]) ?? []
            entries[0]["im:rating"] = ["label": "6"]
            entries[1]["im:rating"] = ["label": "four"]
            entries[2]["id"] = nil
            entries[3]["title"] = ["label": 12]  // not a string: read as an empty title
            feed["entry"] = entries
        }
        let page = try ReviewsParser.page(from: edited, page: 1)
        #expect(page.reviews.count == 47)
        #expect(page.reviews.first?.title == "")
    }

    @Test(arguments: [
        ("<html><body>Service Unavailable</body></html>", "HTML"),
        ("", "empty"),
        ("{\"resultCount\": 0}", "feed"),
        ("{\"feed\": {\"entry\": [", "not the reviews feed"),
    ])
    func otherBodiesAreMalformedWithTheirReason(body: String, reason: String) {
        #expect {
            try ReviewsParser.page(from: Data(body.utf8), page: 1)
        } throws: { error in
            guard case .malformedAnswer(let detail) = error as? AppDetailError else { return false }
            return detail.contains(reason)
        }
    }

    static func editedFeed(_ edit: (inout [String: Any]) -> Void) throws -> Data {
        let url = folder.appendingPathComponent("474495017_nl_1.json")
        var object = try #require(try SharedFixtures.rawJSON(url) as? [String: Any])
        var feed = try #require(object["feed"] as? [String: Any])
        edit(&feed)
        object["feed"] = feed
        return try JSONSerialization.data(withJSONObject: object)
    }
}
