import Foundation

/// The figures of one observation, as typed values.
///
/// **What is not a change**: a rating average is compared within a billionth (the store's
/// `4.7999999999999998` and `4.8` are one value), every other figure exactly.
public struct ObservedFigures: Hashable, Sendable {
    /// The average of every rating, as the store gives it (`2.98462`), if the app has ratings.
    public var ratingAverage: Double?
    /// How many ratings, if the store gave a count.
    public var ratingCount: Int?
    /// The price in the store's currency (0 for free), if the store gave one.
    public var price: Decimal?
    /// The download size in bytes, if given.
    public var sizeBytes: Int64?

    /// Figures as given.
    public init(
        ratingAverage: Double? = nil, ratingCount: Int? = nil, price: Decimal? = nil, sizeBytes: Int64? = nil
    ) {
        self.ratingAverage = ratingAverage
        self.ratingCount = ratingCount
        self.price = price
        self.sizeBytes = sizeBytes
    }

    /// A listing's figures: its all-versions rating, price and size.
    public init(_ listing: Listing) {
        self.init(
            ratingAverage: listing.ratings.allVersions.map(\.average),
            ratingCount: listing.ratings.allVersions.map(\.count), price: listing.price.amount,
            sizeBytes: listing.fileSizeBytes > 0 ? listing.fileSizeBytes : nil)
    }

    /// Whether `other` holds the same figures, under the rule above.
    public func isSame(as other: ObservedFigures) -> Bool {
        Self.sameAverage(ratingAverage, other.ratingAverage) && ratingCount == other.ratingCount
            && price == other.price && sizeBytes == other.sizeBytes
    }

    /// The value of `figure`, as a number to draw.
    public func value(of figure: HistoryFigure) -> Double? {
        switch figure {
        case .ratingAverage: ratingAverage
        case .ratingCount: ratingCount.map(Double.init)
        case .price: price.map { NSDecimalNumber(decimal: $0).doubleValue }
        case .sizeBytes: sizeBytes.map(Double.init)
        }
    }

    static func sameAverage(_ left: Double?, _ right: Double?) -> Bool {
        switch (left, right) {
        case (nil, nil): true
        case (let left?, let right?): abs(left - right) <= 1e-9 * max(1, abs(left))
        default: false
        }
    }
}

/// A figure a history follows over time.
public enum HistoryFigure: String, Hashable, Sendable, CaseIterable, Codable {
    /// The rating average.
    case ratingAverage
    /// The number of ratings.
    case ratingCount
    /// The price.
    case price
    /// The download size.
    case sizeBytes
}
