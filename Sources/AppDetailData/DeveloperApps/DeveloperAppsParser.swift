import AppDetailDomain
import Foundation

/// Reads the answer of `lookup?id={artistId}&entity=software`: the developer's record first
/// (`wrapperType` `artist`), then the developer's apps as ordinary results.
///
/// Each app is mapped with the listing's own mapper, so a list shows only what a page could;
/// one that cannot be mapped (a Mac app, a result missing its id) is left out, not guessed at,
/// and so is an app by another developer. An answer whose artist record is another developer
/// is ``AppDetailError/malformedAnswer(detail:)``; `resultCount: 0` is an empty list.
enum DeveloperAppsParser {
    static func apps(from data: Data, developer: Int64) throws(AppDetailError) -> [AppSummary] {
        let records = try ListingParser.envelopeResults(from: data)
        var apps: [AppSummary] = []
        var seen: Set<AppID> = []
        var firstFailure: AppDetailError?
        for record in records {
            let result: AppResultDTO
            switch record {
            case .success(let decoded): result = decoded
            case .failure(let error):
                firstFailure = firstFailure ?? error
                continue
            }
            if result.wrapperType == "artist" {
                guard let artist = result.artistId?.int64, artist == developer else {
                    throw .malformedAnswer(
                        detail:
                            "it is about another developer (\(result.artistId?.int64.map(String.init) ?? "no id")) than the one asked for (\(developer))"
                    )
                }
                continue
            }
            guard let detail = try? ListingMapper.listing(from: result), detail.developer.id == developer,
                seen.insert(detail.id).inserted
            else { continue }
            apps.append(AppSummary(detail))
        }
        // An answer of nothing but broken records is a broken answer, not an empty list: it
        // must never replace a good cached one.
        if apps.isEmpty, let firstFailure, case .malformedAnswer(let detail) = firstFailure {
            throw .malformedAnswer(detail: "no app in it could be read (\(detail))")
        }
        return apps
    }
}
