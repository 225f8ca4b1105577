import AppDetailDomain

/// Which store `show` reads when the cache holds the app somewhere other than the store it
/// would ask, so that a search in one store followed by `show ID` (no store named) shows the
/// copy the search cached instead of asking the default store.
struct CachedStoreChoice {
    /// The store to read.
    let storefront: Storefront
    /// Why it is not the store the options chose, for a `note:` line; `nil` when it is.
    let note: String?

    /// - Parameters:
    ///   - chosen: the store the options, the locale or the default chose.
    ///   - countryNamed: whether a person named the country (`--country`, a link, or
    ///     `$APPDETAIL_COUNTRY`); the locale's region and the default are guesses.
    ///   - languageNamed: whether a person named the language (`--lang`, a link's `?l=`).
    ///   - offline: `--offline`, where the cache is all there is.
    ///   - cached: the stores whose cache holds the app.
    init(
        chosen: Storefront, countryNamed: Bool, languageNamed: Bool, offline: Bool, cached: [Storefront]
    ) {
        guard !cached.contains(chosen) else {
            (storefront, note) = (chosen, nil)
            return
        }
        if !countryNamed, !languageNamed, cached.count == 1, let only = cached.first {
            // A guess yields to the one store that holds the app.
            storefront = only
            note =
                "Showing the \(only) store's listing, the only one cached (no store was named); "
                + "--country asks another store."
            return
        }
        if offline, let sameCountry = cached.first(where: { $0.country == chosen.country }) {
            // Offline, the same store in another language beats "not in the cache".
            storefront = sameCountry
            note =
                "Showing the \(sameCountry) listing: the \(chosen) one is not in the cache (--offline)."
            return
        }
        (storefront, note) = (chosen, nil)
    }

    /// Whether the cache could make the choice another store than the one chosen — when neither
    /// the country nor the language was named, or offline (the two moves above); else the
    /// chosen store is read whatever the cache holds, and the cache need not be asked.
    static func mayMove(countryNamed: Bool, languageNamed: Bool, offline: Bool) -> Bool {
        offline || (!countryNamed && !languageNamed)
    }

    /// A hint naming where the app is cached, for a failure in `chosen`; `nil` when it is cached
    /// nowhere else.
    static func hint(for lookup: AppLookup, cached: [Storefront], failedIn chosen: Storefront) -> String? {
        let others = cached.filter { $0 != chosen }
        guard let first = others.first else { return nil }
        let stores = others.prefix(3).map(\.description).joined(separator: ", ")
        var command = "appdetail show \(lookup) --country \(first.country)"
        if let language = first.language { command += " --lang \(language)" }
        return "It is cached in the \(stores) \(others.count == 1 ? "store" : "stores"): `\(command)`."
    }
}
