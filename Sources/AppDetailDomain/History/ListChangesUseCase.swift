import Foundation

/// What changed across apps since a moment: the followed apps, or every app with a history.
public struct ListChangesUseCase: Sendable {
    private let history: any HistoryRepository

    /// - Parameter history: where the history is kept.
    public init(history: any HistoryRepository) {
        self.history = history
    }

    /// The changes observed at or after `since` for `apps` (each in its store), or for every app
    /// with a history when `apps` is `nil`; newest first. Rows that could not be read are in
    /// ``ChangesSince/skipped``.
    public func changes(since: Date, of apps: [(AppID, Storefront)]?) async throws -> ChangesSince {
        let targets: [(AppID, Storefront)]
        var result = ChangesSince(since: since)
        if let apps {
            targets = apps.map { ($0.0, Storefront.countryOnly($0.1)) }
        } else {
            let observed = try await history.observedApps()
            result.historyIsEmpty = observed.isEmpty
            targets = observed.filter { $0.lastSeenAt >= since }.map { ($0.app, $0.storefront) }
        }
        for (app, storefront) in targets {
            let appHistory = try await history.history(of: app, in: storefront, since: since)
            result.changes += appHistory.changes.filter { $0.observedAt >= since }
            result.skipped += appHistory.skipped
        }
        result.changes.sort { ($0.observedAt, $0.appName) > ($1.observedAt, $1.appName) }
        return result
    }
}

/// The changes since a moment.
public struct ChangesSince: Hashable, Sendable {
    /// The moment.
    public let since: Date
    /// What changed, newest first.
    public var changes: [HistoryChange] = []
    /// Rows of the history that could not be read and were skipped.
    public var skipped: [String] = []
    /// Whether every app's changes were asked for and no app has any history at all: nothing was
    /// ever observed, which a screen says otherwise than "nothing changed".
    public var historyIsEmpty = false

    /// No changes yet.
    public init(since: Date) {
        self.since = since
    }
}
