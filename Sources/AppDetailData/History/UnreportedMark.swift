import GRDB

/// What recording a new state of an app owes the watch list: the mark, on the app's row when it
/// is followed, that it has a change to report. Written in the recording's own transaction, so a
/// state and its mark are kept together; a report then reads the histories of the marked apps
/// only (see ``WatchListStore/reportChanges(of:_:)``).
struct UnreportedMark {
    let trackID: Int64
    let country: String

    /// Marks the app when a state beginning at `start` (milliseconds since 1970) is one no report
    /// has covered yet.
    func note(start: Int64, in db: Database) throws {
        try db.cachedStatement(sql: FollowedAppRow.Statements.markUnreported)
            .execute(arguments: [trackID, country, start])
    }
}
