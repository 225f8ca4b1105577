/// How many ratings each number of stars got, as the App Store's Ratings & Reviews bars show.
///
/// The store sends the counts one star first and the total apart; when they do not add up the
/// histogram keeps both and says so (``countsAgreeWithTotal``), so a client can show the bars
/// with a note rather than hide a disagreement or invent a figure.
public struct RatingHistogram: StorePagePart {
    /// The counts, one star first: `counts[0]` is one star, `counts[4]` five.
    public let counts: [Int]
    /// The total the store gave beside the counts.
    public let total: Int

    /// A histogram of five counts, one star first, and the store's total.
    ///
    /// - Throws: ``AppDetailError/malformedAnswer(detail:)`` unless there are five counts and
    ///   they and the total are not negative.
    public init(countsFromOneStar counts: [Int], total: Int) throws(AppDetailError) {
        guard counts.count == 5 else {
            throw .malformedAnswer(detail: "a ratings histogram has \(counts.count) counts, not 5")
        }
        guard counts.allSatisfy({ $0 >= 0 }), total >= 0 else {
            throw .malformedAnswer(detail: "a ratings histogram has a negative count")
        }
        self.counts = counts
        self.total = total
    }

    /// The ratings of `stars` stars (1…5); 0 for any other number.
    public func count(ofStars stars: Int) -> Int {
        (1...5).contains(stars) ? counts[stars - 1] : 0
    }

    /// The counts added up.
    public var countedTotal: Int { counts.reduce(0) { $0.addingReportingOverflow($1).partialValue } }

    /// Whether the counts add up to the store's total.
    public var countsAgreeWithTotal: Bool { countedTotal == total }

    /// The share of the counted ratings that gave `stars` stars, from 0 to 1 (0 when nothing is
    /// counted). Shares are of the counts, so the five bars add up to the whole.
    public func share(ofStars stars: Int) -> Double {
        let counted = countedTotal
        guard counted > 0 else { return 0 }
        return Double(count(ofStars: stars)) / Double(counted)
    }
}
