import AppDetailDomain
import Foundation

/// The ``StorePageRepository`` over the App Store's web page (or media API) and the SQLite
/// cache: the body the details were read from is cached, under what it is (`catalog` or
/// `shelves`), and read back through the same parser; only a body that parsed is saved. Today's
/// page data is saved with its ``PageDataDigest``, which a warm read parses instead (the same
/// details from a fourteenth of the bytes); a row without one is read from the data.
struct CachingStorePageRepository: StorePageRepository {
    let client: StorePageClient
    let cache: FeedCache
    let history: HistoryRecording
    let now: @Sendable () -> Date

    func cachedStorePage(for id: AppID, in storefront: Storefront) async throws -> Stored<StorePageDetails>? {
        // One read: the newest of what the page offered, should that have changed.
        try cache.readNewest(like: Self.key(id, storefront, .noPage)) {
            variant, data, isDigest throws(AppDetailError) in
            switch variant {
            case Self.variant(.catalogDocument): return try CatalogDocumentParser.details(from: data, for: id)
            case Self.variant(.mediaAPI):
                return try CatalogDocumentParser.details(from: data, for: id, source: .mediaAPI)
            case Self.variant(.pageShelves) where isDigest:
                guard let document = PageDataDigest.document(in: data) else {
                    throw .malformedAnswer(detail: "the store page's digest is not one this version reads")
                }
                return try PageShelvesParser.details(fromDocument: document, for: id)
            case Self.variant(.pageShelves): return try PageShelvesParser.details(from: data, for: id)
            case Self.variant(.noPage) where data == StorePageClient.noPageBody: return .noPage(for: id)
            default: throw .malformedAnswer(detail: "the cached store page of kind “\(variant)” is not one")
            }
        } digest: { variant, answer, _ in
            variant == Self.variant(.pageShelves) ? PageDataDigest.digest(of: answer) : nil
        }
    }

    func fetchStorePage(for id: AppID, in storefront: Storefront) async throws -> Stored<StorePageDetails> {
        let answer = try await client.fetch(id, in: storefront)
        let fetchedAt = now()
        let details = answer.details
        let digest = answer.kind == .pageShelves ? PageDataDigest.digest(of: answer.body) : nil
        let key = Self.key(id, storefront, answer.kind)
        cache.save(answer.body, digest: digest, for: key, fetchedAt: fetchedAt) { db in
            try history.storePage(details, of: id, in: storefront, at: fetchedAt, in: db)
        }
        return Stored(value: details, fetchedAt: fetchedAt)
    }

    static func key(_ id: AppID, _ storefront: Storefront, _ kind: StorePageSource) -> FeedKey {
        FeedKey(
            kind: .storePage, subject: id.rawValue, country: storefront.country,
            language: storefront.language ?? "",
            variant: variant(kind))
    }

    /// The variant a store page is kept under: what the page offered.
    static func variant(_ kind: StorePageSource) -> String {
        switch kind {
        case .catalogDocument: "catalog"
        case .mediaAPI: "media"
        case .pageShelves: "shelves"
        case .noPage: "none"
        }
    }
}
