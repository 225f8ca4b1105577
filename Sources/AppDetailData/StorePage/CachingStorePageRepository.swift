import AppDetailDomain
import Foundation

/// The ``StorePageRepository`` over the App Store's web page (or media API) and the SQLite
/// cache: the body the details were read from is cached, under what it is (`catalog` or
/// `shelves`), and read back through the same parser; only a body that parsed is saved.
struct CachingStorePageRepository: StorePageRepository {
    let client: StorePageClient
    let cache: FeedCache
    let now: @Sendable () -> Date

    func cachedStorePage(for id: AppID, in storefront: Storefront) async throws -> Stored<StorePageDetails>? {
        let catalog = try cache.read(Self.key(id, storefront, .catalogDocument)) {
            data throws(AppDetailError) in
            try CatalogDocumentParser.details(from: data, for: id)
        }
        let shelves = try cache.read(Self.key(id, storefront, .pageShelves)) { data throws(AppDetailError) in
            try PageShelvesParser.details(from: data, for: id)
        }
        let none = try cache.read(Self.key(id, storefront, .noPage)) { data throws(AppDetailError) in
            guard data == StorePageClient.noPageBody else {
                throw .malformedResponse(detail: "the cached mark of a missing store page is not one")
            }
            return StorePageDetails.noPage(for: id)
        }
        // The newest, should the page have changed what it offers.
        return [catalog, shelves, none].compactMap { $0 }.max { $0.fetchedAt < $1.fetchedAt }
    }

    func fetchStorePage(for id: AppID, in storefront: Storefront) async throws -> Stored<StorePageDetails> {
        let answer = try await client.fetch(id, in: storefront)
        let fetchedAt = now()
        cache.save(answer.body, for: Self.key(id, storefront, answer.kind), fetchedAt: fetchedAt)
        return Stored(value: answer.details, fetchedAt: fetchedAt)
    }

    static func key(_ id: AppID, _ storefront: Storefront, _ kind: StorePageSource) -> FeedKey {
        let variant =
            switch kind {
            case .catalogDocument: "catalog"
            case .pageShelves: "shelves"
            case .noPage: "none"
            }
        return FeedKey(
            kind: .storePage, subject: id.rawValue, country: storefront.country,
            language: storefront.language ?? "",
            variant: variant)
    }
}
