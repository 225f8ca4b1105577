import AppDetailDomain
import Foundation

/// Reads a Search API answer into ``SearchResults`` — and, for a fresh answer, the single-app
/// answers the app cache keeps — with the same rules as importing a saved answer: each iOS app
/// mapped once by the listing's mapper; a Mac app or a result that cannot be mapped is skipped
/// with its reason.
enum SearchParser {
    /// The results alone, for an answer read back from the cache.
    static func results(from data: Data) throws(AppDetailError) -> SearchResults {
        results(of: try ListingParser.allResults(from: data))
    }

    /// The results and each app's own answer, under the storefront its store URL names (as an
    /// import does), else `storefront`.
    static func answer(from data: Data, storefront: Storefront, fetchedAt: Date) throws(AppDetailError)
        -> (results: SearchResults, apps: [CachedAnswer])
    {
        let mapped = try ListingParser.allResults(from: data)
        let apps = try AnswerImporter.cachedAnswers(
            of: mapped, in: data, fallback: storefront, fetchedAt: fetchedAt)
        return (results(of: mapped), apps)
    }

    private static func results(of mapped: [Result<Listing, AppDetailError>]) -> SearchResults {
        var seen: Set<AppID> = []
        let apps = mapped.compactMap { result -> AppSummary? in
            guard case .success(let detail) = result, seen.insert(detail.id).inserted else { return nil }
            return AppSummary(detail)
        }
        return SearchResults(apps: apps, skipped: AnswerImporter.skipped(mapped))
    }
}
