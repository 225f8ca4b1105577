import AppDetailDomain
import Foundation

/// Asks the iTunes Lookup API (or any server that answers like it) for one app.
///
/// The request goes through ``StoreRequester`` (deadline, retries, redirects); a 4xx that means
/// the request is wrong is reported as it is. Throws ``AppDetailError``, or `CancellationError`
/// when the calling task is cancelled.
struct ListingClient: Sendable {
    /// The answer: the mapped listing and the body it came from (the cache keeps both).
    struct Answer: Sendable {
        let listing: Listing
        let body: Data
    }

    let requester: StoreRequester

    var baseURL: URL { requester.endpoint }

    func fetch(_ lookup: AppLookup, in storefront: Storefront) async throws -> Answer {
        let body = try await requester.json(requestURL(for: lookup, in: storefront))
        let listing = try ListingParser.listing(from: body, for: lookup, in: storefront)
        return Answer(listing: listing, body: body)
    }

    /// The apps of one lookup of many ids (at most ``ListingLimits/idsPerLookup``):
    /// each app asked for that the store knows, with its own single-app answer for the cache,
    /// and the asked ids whose record could not be read, with why. Results for ids not asked are
    /// left out.
    func fetchMany(_ ids: [AppID], in storefront: Storefront) async throws -> (
        apps: [(Listing, Data)], unreadable: [AppID: AppDetailError]
    ) {
        let joined = ids.map(\.description).joined(separator: ",")
        let body = try await requester.json(
            requestURL(for: [URLQueryItem(name: "id", value: joined)], in: storefront))
        let records = try ListingParser.identifiedResults(from: body)
        let asked = Set(ids)
        var seen = Set<AppID>()
        let apps = try AnswerImporter.singleAnswers(of: records.map(\.result), in: body).filter {
            listing, _ in
            asked.contains(listing.id) && seen.insert(listing.id).inserted
        }
        var unreadable: [AppID: AppDetailError] = [:]
        for record in records {
            guard case .failure(let error) = record.result,
                let id = record.trackID.flatMap(AppID.init(rawValue:)),
                asked.contains(id), !seen.contains(id), unreadable[id] == nil
            else { continue }
            unreadable[id] = error
        }
        return (apps, unreadable)
    }

    /// `…/lookup?id=…&country=…[&lang=…]`, or `bundleId=` for a bundle id.
    func requestURL(for lookup: AppLookup, in storefront: Storefront) -> URL {
        let items: [URLQueryItem] =
            switch lookup {
            case .id(let id): [URLQueryItem(name: "id", value: id.description)]
            case .bundleID(let bundleID): [URLQueryItem(name: "bundleId", value: bundleID.rawValue)]
            }
        return requestURL(for: items, in: storefront)
    }

    private func requestURL(for subject: [URLQueryItem], in storefront: Storefront) -> URL {
        var components = URLComponents(
            url: baseURL.appendingPathComponent("lookup"), resolvingAgainstBaseURL: false)
        var items = subject
        items.append(URLQueryItem(name: "country", value: storefront.country))
        if let language = storefront.lookupLanguage {
            items.append(URLQueryItem(name: "lang", value: language))
        }
        components?.queryItems = items
        return components?.url ?? baseURL
    }
}
