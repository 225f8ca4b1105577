import AppDetailDomain
import Foundation

/// Splits a saved Lookup or Search answer into one cached answer per iOS app.
///
/// Each app is stored as its own single-result lookup answer, under the storefront its store URL
/// names (`apps.apple.com/kr/app/…`), or `fallback` when the URL names none. Results that are
/// not iOS apps or cannot be mapped are skipped and reported; the whole file is stored in one
/// transaction or not at all.
enum ResponseImporter {
    static func cachedResponses(from data: Data, fallback: Storefront, fetchedAt: Date) throws(AppDetailError)
        -> (responses: [CachedResponse], skipped: [String])
    {
        let mapped = try LookupResponseParser.allResults(from: data)
        let objects: [Any]
        do {
            let envelope = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            objects = envelope?["results"] as? [Any] ?? []
        } catch {
            throw .malformedResponse(detail: "\(error)")
        }
        var responses: [CachedResponse] = []
        var skipped: [String] = []
        for (index, (result, object)) in zip(mapped, objects).enumerated() {
            switch result {
            case .failure(let error):
                skipped.append("result \(index): \(error.message)")
            case .success(let detail):
                do {
                    let body = try JSONSerialization.data(withJSONObject: [
                        "resultCount": 1, "results": [object],
                    ])
                    responses.append(
                        CachedResponse(
                            trackID: detail.id.rawValue, country: country(of: detail) ?? fallback.country,
                            language: fallback.language ?? "", bundleID: detail.bundleID, name: detail.name,
                            rawResponse: body, fetchedAt: fetchedAt))
                } catch {
                    skipped.append("result \(index): \(error)")
                }
            }
        }
        return (responses, skipped)
    }

    /// The storefront country in a store URL's first path segment, when it is one.
    private static func country(of detail: AppDetail) -> String? {
        let segments = detail.storeURL.pathComponents.filter { $0 != "/" }
        guard let first = segments.first?.lowercased(), (try? Storefront(country: first)) != nil else {
            return nil
        }
        return first
    }
}
