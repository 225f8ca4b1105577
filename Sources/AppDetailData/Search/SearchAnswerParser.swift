import AppDetailDomain
import Foundation

/// Reads a Search API answer into ``SearchResults`` and the single-app answers the app cache
/// keeps, with the same rules as importing a saved answer: each iOS app mapped by the listing's
/// mapper; a Mac app or a result that cannot be mapped is skipped with its reason.
enum SearchAnswerParser {
    static func results(from data: Data, storefront: Storefront, fetchedAt: Date) throws(AppDetailError)
        -> (results: SearchResults, apps: [CachedResponse])
    {
        let mapped = try LookupResponseParser.allResults(from: data)
        let (responses, skipped) = try ResponseImporter.cachedResponses(
            from: data, fallback: storefront, fetchedAt: fetchedAt)
        var seen: Set<AppID> = []
        let apps = mapped.compactMap { result -> AppSummary? in
            guard case .success(let detail) = result, seen.insert(detail.id).inserted else { return nil }
            return AppSummary(detail)
        }
        // Only the apps of this storefront are cached under it (a result naming another store
        // goes under that store, as an import does).
        return (SearchResults(apps: apps, skipped: skipped), responses)
    }
}
