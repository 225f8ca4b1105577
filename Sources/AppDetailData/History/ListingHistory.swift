import AppDetailDomain
import Foundation
import GRDB

/// What the listing repositories record of an answer: each listing found, and each asked app the
/// answer left out as gone from the store. Only answers in the store's own language are
/// observed: a listing asked in another language (`kr` in English) has other texts, which a
/// history would take for changes.
enum ListingHistory {
    static func record(
        _ listings: [Listing], gone: [AppID], in storefront: Storefront, at moment: Date, db: Database,
        recent: RecentTexts?
    ) throws {
        guard storefront.language == nil else { return }
        for listing in listings {
            try HistoryRecorder.record(
                ListingObservation(listing, in: storefront, at: moment), in: db, recent: recent)
        }
        for app in gone { try HistoryRecorder.recordGone(app, from: storefront, at: moment, in: db) }
    }
}
