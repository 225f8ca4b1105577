import AppDetailData
import AppDetailDomain

/// The store `history`, `changes <app>` and `track remove` read an app in when no store was
/// named (no `--country`, link or `$APPDETAIL_COUNTRY`): the one store it is followed or observed
/// in, as `show` reads the one store it is cached in — with a note that says so. A store named,
/// or an app known in several stores, keeps the store the options chose.
enum HistoryStoreChoice {
    /// The store to read `app` in, and the note to say when it is not the one the options chose.
    static func storefront(
        for app: AppID, chosen: (storefront: Storefront, source: StorefrontOptions.Source),
        sources: PageSources
    ) async throws -> (storefront: Storefront, note: String?) {
        guard [.locale, .fallback].contains(chosen.source) else { return (chosen.storefront, nil) }
        let countries = Set(
            try await sources.watchList.followed(app: app).map(\.storefront.country)
                + sources.history.lastSightings(of: app).map(\.storefront.country))
        guard !countries.contains(chosen.storefront.country), countries.count == 1,
            let only = countries.first,
            let store = try? Storefront(country: only)
        else { return (chosen.storefront, nil) }
        return (
            store,
            "Reading app \(app) in the \(only.uppercased()) store, the only one it is followed or observed in (no store was named); --country reads another."
        )
    }
}
