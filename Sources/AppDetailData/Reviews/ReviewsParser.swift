import AppDetailDomain
import Foundation

/// Reads an answer of the customer-reviews feed into a ``ReviewPage``, with its own result for
/// each real shape:
///
/// - no `entry` key (past the last page, an app nobody reviewed, an unknown id): an empty page
///   without a next one;
/// - one review as an object instead of an array: a page of one;
/// - the app itself first among the entries (answers before 2018): left out — a review is an
///   entry with a rating;
/// - the plain-text answer past page 10 (`CustomerReviews RSS page depth is limited to 10`):
///   ``InvalidInputReason/reviewPage(_:)``; the same text for a page the feed serves is malformed;
/// - anything else that is not the feed's JSON: ``AppDetailError/malformedAnswer(detail:)``.
///
/// A review without an id or with a rating outside 1–5 is skipped, not guessed at.
enum ReviewsParser {
    /// The reviews a full page holds.
    static let pageSize = 50

    static func page(from data: Data, page number: Int) throws(AppDetailError) -> ReviewPage {
        let text = String(decoding: data.prefix(200), as: UTF8.self).lowercased()
        if text.contains("page depth is limited") {
            // The store sends this text only past its deepest page; for a page it serves, the
            // answer is wrong, not the page number.
            guard number > ReviewPageNumber.deepest else {
                throw .malformedAnswer(
                    detail:
                        "the feed answered page \(number) with its page-depth error, which it sends only past page "
                        + "\(ReviewPageNumber.deepest)")
            }
            throw .invalidInput(.reviewPage(number))
        }
        let dto: ReviewsDTO
        do {
            dto = try JSONDecoder().decode(ReviewsDTO.self, from: data)
        } catch {
            throw .malformedAnswer(detail: describe(data))
        }
        guard let feed = dto.feed else {
            throw .malformedAnswer(detail: "the JSON has no “feed”")
        }
        let pageNumber = try ReviewPageNumber(number)
        let entries = feed.entry?.elements ?? []
        let reviews = entries.compactMap(review(from:))
        let last = lastPage(in: feed.link?.elements ?? [])
        let hasNext =
            if let last { number < last && !reviews.isEmpty } else { reviews.count >= pageSize }
        return ReviewPage(number: pageNumber, reviews: reviews, hasNextPage: hasNext)
    }

    private static func review(from entry: ReviewsDTO.Entry) -> Review? {
        guard let ratingText = entry.rating?.text else { return nil }  // the app itself
        guard let rating = Int(ratingText.trimmingCharacters(in: .whitespaces)), (1...5).contains(rating),
            let id = entry.id?.text, !id.isEmpty
        else { return nil }
        return Review(
            id: id, author: entry.author?.name?.text ?? "", rating: rating, title: entry.title?.text ?? "",
            body: entry.content?.text ?? "",
            appVersion: entry.version?.text.flatMap { $0.isEmpty ? nil : $0 },
            date: entry.updated?.text.flatMap(date(from:)))
    }

    /// `2023-02-01T05:06:45-07:00`.
    private static func date(from text: String) -> Date? {
        StoreTimestamp.date(from: text)
    }

    /// The page number in the `last` link (`…/page=10/id=…`), read from the text and never
    /// followed; `nil` when the link is missing or empty.
    private static func lastPage(in links: [ReviewsDTO.Link]) -> Int? {
        guard let href = links.first(where: { $0.attributes?.rel == "last" })?.attributes?.href,
            let range = href.range(of: "page=")
        else { return nil }
        return Int(href[range.upperBound...].prefix { $0.isASCII && $0.isNumber })
    }

    private static func describe(_ data: Data) -> String {
        if data.isEmpty { return "the body is empty" }
        let start = String(decoding: data.prefix(40), as: UTF8.self).trimmingCharacters(
            in: .whitespacesAndNewlines)
        if start.hasPrefix("<") { return "the body is HTML or XML, not the reviews feed's JSON" }
        if start.hasPrefix("{") { return "the JSON is not the reviews feed's" }
        return "the body is not JSON (it starts with “\(start.prefix(30))”)"
    }
}
