import AppDetailDomain
import Foundation

/// The store pages as a stub: the store's answer waits for its gate; the cache answers at once.
public final class GatedStorePages: StorePageRepository, @unchecked Sendable {
    /// The gate the store's answer waits for.
    public let gate = Gate()
    private let lock = NSLock()
    private let answer: Result<Stored<StorePageDetails>, AppDetailError>
    private let cached: Stored<StorePageDetails>?
    private var _asked: [AppID] = []

    /// A stub with these answers.
    public init(
        answer: Result<Stored<StorePageDetails>, AppDetailError>, cached: Stored<StorePageDetails>? = nil
    ) {
        self.answer = answer
        self.cached = cached
    }

    /// The apps the store was asked for, in order.
    public var asked: [AppID] { lock.withLock { _asked } }

    /// The cache's answer, as the test set it (the protocol's requirement).
    public func cachedStorePage(for id: AppID, in storefront: Storefront) async throws -> Stored<
        StorePageDetails
    >? {
        cached
    }

    /// The store's answer, as the test set it (the protocol's requirement).
    public func fetchStorePage(for id: AppID, in storefront: Storefront) async throws -> Stored<
        StorePageDetails
    > {
        lock.withLock { _asked.append(id) }
        await gate.wait()
        return try answer.get()
    }
}
