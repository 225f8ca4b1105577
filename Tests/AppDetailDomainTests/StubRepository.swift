import AppDetailDomain
import Foundation

/// A repository whose cache and store answers are set by the test, and which counts its calls.
actor StubRepository: AppDetailRepository {
    var cached: Result<StoredAppDetail?, AppDetailError>
    var remote: Result<StoredAppDetail, AppDetailError>
    private(set) var cacheReads = 0
    private(set) var storeCalls = 0

    init(cached: Result<StoredAppDetail?, AppDetailError>, remote: Result<StoredAppDetail, AppDetailError>) {
        self.cached = cached
        self.remote = remote
    }

    func cachedDetail(for lookup: AppLookup, in storefront: Storefront) throws -> StoredAppDetail? {
        cacheReads += 1
        return try cached.get()
    }

    func fetchDetail(for lookup: AppLookup, in storefront: Storefront) throws -> StoredAppDetail {
        storeCalls += 1
        return try remote.get()
    }

    func cachedStorefronts(for lookup: AppLookup) throws -> [Storefront] {
        try cached.get() == nil ? [] : [.unitedStates]
    }
}
