import AppDetailDomain
import Foundation
import GRDB

/// What the caching repositories hand the history when the store answers: the observations an
/// answer makes, recorded in the transaction that keeps the answer, so both are kept or neither.
/// The composition makes one and gives it to each repository that records (``AppDetailDataFactory``),
/// so a repository's own fields say that it records.
///
/// Only answers in the store's own language are observations of a listing or a page: asked in
/// another language (`kr` in English) they have other texts, which a history would take for
/// changes.
struct HistoryRecording: Sendable {
    /// The texts each app was last recorded with: the cache connection's memory (`nil`: none).
    let recent: RecentTexts?

    /// Each listing found, and each asked app the answer left out as gone from the store.
    func listings(
        _ listings: [Listing], gone: [AppID], in storefront: Storefront, at moment: Date, in db: Database
    ) throws {
        guard storefront.language == nil else { return }
        for listing in listings {
            try HistoryRecorder.record(
                ListingObservation(listing, in: storefront, at: moment), in: db, recent: recent)
        }
        for app in gone { try HistoryRecorder.recordGone(app, from: storefront, at: moment, in: db) }
    }

    /// A chart's places.
    func chart(_ ranking: ChartRanking, of chart: ChartName, at moment: Date, in db: Database) throws {
        try HistoryRecorder.record(ranking, of: chart, at: moment, in: db)
    }

    /// The reviews a feed page showed.
    func reviews(
        _ reviews: [Review], of app: AppID, in storefront: Storefront, at moment: Date, in db: Database
    ) throws {
        try HistoryRecorder.record(reviews, of: app, in: storefront, at: moment, in: db)
    }

    /// The App Store page's histogram and account of the app's versions.
    func storePage(
        _ details: StorePageDetails, of app: AppID, in storefront: Storefront, at moment: Date,
        in db: Database
    ) throws {
        guard storefront.language == nil else { return }
        try HistoryRecorder.record(details, of: app, in: storefront, at: moment, in: db)
    }
}
