import AppDetailDomain
import Foundation

/// Splits a saved Lookup or Search answer into one cached answer per iOS app.
///
/// Each app is stored as its own single-result lookup answer, under the storefront its store URL
/// names (`apps.apple.com/kr/app/…`), or `fallback` when the URL names none. Results that are
/// not iOS apps or cannot be mapped are skipped and reported; the whole file is stored in one
/// transaction or not at all.
enum AnswerImporter {
    static func cachedAnswers(from data: Data, fallback: Storefront, fetchedAt: Date) throws(AppDetailError)
        -> (responses: [CachedAnswer], skipped: [String])
    {
        let (answers, _, skipped) = try listings(from: data, fallback: fallback, fetchedAt: fetchedAt)
        return (answers, skipped)
    }

    /// ``cachedAnswers(from:fallback:fetchedAt:)`` with the listing each answer holds, in the
    /// same order, for a caller that records them too.
    static func listings(from data: Data, fallback: Storefront, fetchedAt: Date) throws(AppDetailError)
        -> (responses: [CachedAnswer], listings: [Listing], skipped: [String])
    {
        let mapped = try ListingParser.allResults(from: data)
        let singles = try singleAnswers(of: mapped, in: data)
        let answers = singles.map { listing, body in
            CachedAnswer(
                trackID: listing.id.rawValue, country: country(of: listing) ?? fallback.country,
                language: fallback.language ?? "", bundleID: listing.bundleID, name: listing.name,
                rawAnswer: body, fetchedAt: fetchedAt)
        }
        return (answers, singles.map(\.0), skipped(mapped))
    }

    /// The cached answers of results already mapped from `data` (so a caller that also needs
    /// the listings maps each result once).
    static func cachedAnswers(
        of mapped: [Result<Listing, AppDetailError>], in data: Data, fallback: Storefront, fetchedAt: Date
    ) throws(AppDetailError) -> [CachedAnswer] {
        try singleAnswers(of: mapped, in: data).map { listing, body in
            CachedAnswer(
                trackID: listing.id.rawValue, country: country(of: listing) ?? fallback.country,
                language: fallback.language ?? "", bundleID: listing.bundleID, name: listing.name,
                rawAnswer: body, fetchedAt: fetchedAt)
        }
    }

    /// Each app mapped from `data` with its own single-result answer (`{"resultCount":1,…}`), as
    /// its own lookup would have answered; results that could not be mapped are left out.
    static func singleAnswers(of mapped: [Result<Listing, AppDetailError>], in data: Data)
        throws(AppDetailError) -> [(Listing, Data)]
    {
        guard let ranges = ResultsArraySplitter.elementRanges(in: data), ranges.count == mapped.count else {
            throw .malformedAnswer(detail: "the results array could not be split into \(mapped.count) apps")
        }
        return zip(mapped, ranges).compactMap { result, range in
            guard case .success(let listing) = result else { return nil }
            var body = Data(#"{"resultCount":1,"results":["#.utf8)
            body.append(data[data.startIndex + range.lowerBound..<data.startIndex + range.upperBound])
            body.append(contentsOf: Array("]}".utf8))
            return (listing, body)
        }
    }

    /// One sentence per result that is not stored: "result 3: … is not an iOS app (…)".
    static func skipped(_ mapped: [Result<Listing, AppDetailError>]) -> [String] {
        mapped.enumerated().compactMap { index, result in
            guard case .failure(let error) = result else { return nil }
            return "result \(index): \(error.message)"
        }
    }

    /// The storefront country in a store URL's first path segment, when it is one.
    private static func country(of listing: Listing) -> String? {
        let segments = listing.storeURL.pathComponents.filter { $0 != "/" }
        guard let first = segments.first?.lowercased(), (try? Storefront(country: first)) != nil else {
            return nil
        }
        return first
    }
}

/// What a bulk import did.
public struct ImportSummary: Hashable, Sendable {
    /// Apps stored.
    public let imported: Int
    /// Results skipped, with why (a Mac app, a malformed result), one sentence each.
    public let skipped: [String]
}
