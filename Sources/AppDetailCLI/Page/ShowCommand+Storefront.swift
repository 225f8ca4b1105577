import AppDetailData
import AppDetailDomain
import AppDetailTerminal

extension ShowCommand {
    /// The store `show` reads for `reference`, given the one `chosen` with the session's
    /// `chooseStorefront(link:logged:)` (unlogged): that one, unless the cache holds the app
    /// only elsewhere and no store was named (or, offline, in another language of the same
    /// store); a `note:` says so. The cache's stores are read only when the choice could move:
    /// a store named online is the one read, and its page the only thing asked of the cache.
    func pageStorefront(
        for reference: AppReference, chosen: (storefront: Storefront, source: StorefrontOptions.Source),
        in sources: PageSources, session: CommandSession
    ) async -> Storefront {
        let (chosen, source) = chosen
        let lookup = reference.lookup
        let stores: @Sendable () async -> [Storefront] = {
            (try? await sources.listings.cachedStorefronts(for: lookup)) ?? []
        }
        session.cachedElsewhere = (lookup, stores)
        let countryNamed = session.storefrontOptions.isNamed(link: reference.country) || source == .variable
        let languageNamed = session.storefrontOptions.language != nil || reference.language != nil
        var cached: [Storefront] = []
        if CachedStoreChoice.mayMove(
            countryNamed: countryNamed, languageNamed: languageNamed, offline: session.isOffline)
        {
            cached = await stores()
            session.log("cached stores of the app: \(cached.map(\.description).joined(separator: ", "))")
        }
        let choice = CachedStoreChoice(
            chosen: chosen, countryNamed: countryNamed, languageNamed: languageNamed,
            offline: session.isOffline, cached: cached)
        guard let note = choice.note else {
            session.log("storefront: \(chosen), from \(source.rawValue)")
            return chosen
        }
        session.log("storefront: \(choice.storefront) instead of \(chosen) from \(source.rawValue)")
        StandardErrorStream.write("note: \(TerminalText.oneLine(note))\n")
        session.storefront = choice.storefront
        return choice.storefront
    }
}
