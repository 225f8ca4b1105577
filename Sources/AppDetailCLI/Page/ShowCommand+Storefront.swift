import AppDetailData
import AppDetailDomain
import AppDetailTerminal

extension ShowCommand {
    /// The store `show` reads for `reference`, given the one `chosen` with the session's
    /// `chooseStorefront(link:logged:)` (unlogged): that one, unless the cache holds the app
    /// only elsewhere and no store was named (or, offline, in another language of the same
    /// store); a `note:` says so.
    func pageStorefront(
        for reference: AppReference, chosen: (storefront: Storefront, source: StorefrontOptions.Source),
        in sources: PageSources, session: CommandSession
    ) async -> Storefront {
        let (chosen, source) = chosen
        let cached = (try? await sources.listings.cachedStorefronts(for: reference.lookup)) ?? []
        session.cachedElsewhere = (reference.lookup, cached)
        let choice = CachedStoreChoice(
            chosen: chosen,
            countryNamed: session.storefrontOptions.isNamed(link: reference.country) || source == .variable,
            languageNamed: session.storefrontOptions.language != nil || reference.language != nil,
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
