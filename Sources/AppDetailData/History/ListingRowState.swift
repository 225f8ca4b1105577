import AppDetailDomain
import Foundation
import GRDB

/// A listing's state as a row of `history_listing` holds it — listed or not, its figures, the
/// row of its texts — read for Domain's rule of what is a new state
/// (`ListingObservation.sameState`), so that the history and its readers decide it alike.
struct ListingRowState {
    let status: ListingStatus
    let figures: ObservedFigures
    let texts: DatabaseValue

    /// The state of the six values `listed, rating_average, rating_count, price, size_bytes,
    /// texts`, or `nil` when they are not such a state.
    init?(_ values: [DatabaseValue]) {
        guard values.count == 6, let listed = Int64.fromDatabaseValue(values[0]) else { return nil }
        status = listed == 1 ? .listed : .goneFromStore
        figures = ObservedFigures(
            ratingAverage: Double.fromDatabaseValue(values[1]),
            ratingCount: Int.fromDatabaseValue(values[2]),
            price: Double.fromDatabaseValue(values[3]).map { Decimal($0) },
            sizeBytes: Int64.fromDatabaseValue(values[4]))
        texts = values[5]
    }
}
