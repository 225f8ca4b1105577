import Foundation

/// An app detail together with the moment it was fetched from the store.
public struct StoredAppDetail: Hashable, Sendable {
    /// The detail.
    public let detail: AppDetail
    /// When the store sent it.
    public let fetchedAt: Date

    /// Pairs a detail with its fetch time.
    public init(detail: AppDetail, fetchedAt: Date) {
        self.detail = detail
        self.fetchedAt = fetchedAt
    }
}
