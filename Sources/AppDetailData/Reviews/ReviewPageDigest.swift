import AppDetailDomain
import Foundation

/// A page of reviews as the parser read it, kept in the cache beside the feed's answer as
/// ``CompactJSON``, so that a warm page reads its reviews back without decoding the feed's JSON
/// again (50 reviews: about a tenth of a warm page's work).
///
/// It holds what the parser made, not what the feed said: each review's id, author, rating,
/// title, body, version and date (its exact time), and whether a next page follows. The page's
/// number is the request's. A digest of another version, or one that does not read whole, is
/// `nil`: the answer itself is parsed again, and a new digest made of it.
enum ReviewPageDigest {
    /// The version of the digest's form, at its head: raise it when ``Review`` gains a field.
    static let version = 1

    private static let header = Data("appdetail reviews digest \(version)\n".utf8)

    /// The digest of `page`.
    static func digest(of page: ReviewPage) -> Data? {
        let reviews: [Any] = page.reviews.map { review -> [Any] in
            [
                review.id, review.author, NSNumber(value: review.rating), review.title, review.body,
                review.appVersion ?? NSNull(),
                review.date.map { NSNumber(value: $0.timeIntervalSinceReferenceDate) } ?? NSNull(),
            ]
        }
        let document: [String: Any] = ["hasNextPage": NSNumber(value: page.hasNextPage), "reviews": reviews]
        return CompactJSON.encoded(document).map { header + $0 }
    }

    /// The page a digest holds, numbered `number`, or `nil` when it is not a digest of this
    /// version or does not read whole.
    static func page(in digest: Data, number: ReviewPageNumber) -> ReviewPage? {
        guard digest.starts(with: header),
            let document = JSONObject(CompactJSON.decoded(digest.dropFirst(header.count))),
            let hasNext = JSONObject.number(document.fields["hasNextPage"]),
            let rows = document.array("reviews")
        else { return nil }
        var reviews: [Review] = []
        reviews.reserveCapacity(rows.count)
        for row in rows {
            guard let review = review(from: row) else { return nil }
            reviews.append(review)
        }
        return ReviewPage(number: number, reviews: reviews, hasNextPage: hasNext.boolValue)
    }

    private static func review(from row: Any) -> Review? {
        guard let fields = row as? [Any], fields.count == 7, let id = fields[0] as? String,
            let author = fields[1] as? String, let rating = JSONObject.number(fields[2]),
            let title = fields[3] as? String, let body = fields[4] as? String
        else { return nil }
        let version = fields[5] as? String
        guard version != nil || JSONObject.isNull(fields[5]) else { return nil }
        let date = JSONObject.number(fields[6]).map { Date(timeIntervalSinceReferenceDate: $0.doubleValue) }
        guard date != nil || JSONObject.isNull(fields[6]) else { return nil }
        return Review(
            id: id, author: author, rating: rating.intValue, title: title, body: body, appVersion: version,
            date: date)
    }
}
