import Foundation

/// The changes of followed apps that no tracking run has reported yet: what the next report
/// must say.
public struct UnreportedChanges: Hashable, Sendable {
    /// What changed, newest first.
    public var changes: [HistoryChange]
    /// Rows of the history that could not be read and were skipped, one sentence each.
    public var skipped: [String]

    /// Changes to report.
    public init(changes: [HistoryChange] = [], skipped: [String] = []) {
        self.changes = changes
        self.skipped = skipped
    }
}
