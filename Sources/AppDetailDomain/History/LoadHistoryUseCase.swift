import Foundation

/// Loads one app's history: what a History screen shows.
public protocol HistoryLoading: Sendable {
    /// The history of `app` in `storefront`, from `since` on when given.
    func history(of app: AppID, in storefront: Storefront, since: Date?) async throws -> AppHistory
}

/// Reads an app's history from the repository that keeps it.
public struct LoadHistoryUseCase: HistoryLoading {
    private let repository: any HistoryRepository

    /// - Parameter repository: where the history is kept.
    public init(repository: any HistoryRepository) {
        self.repository = repository
    }

    /// The history of `app` in `storefront`, from `since` on when given (every series starting
    /// at `since`, with the state in force then: ``AppHistory/starting(at:)``);
    /// ``AppHistory/isEmpty`` when nothing of the app was ever observed in that store.
    ///
    /// - Throws: ``AppDetailError/cacheUnavailable(_:)`` when the history cannot be read.
    public func history(of app: AppID, in storefront: Storefront, since: Date?) async throws -> AppHistory {
        let history = try await repository.history(
            of: app, in: Storefront.countryOnly(storefront), since: since)
        return since.map(history.starting(at:)) ?? history
    }
}
