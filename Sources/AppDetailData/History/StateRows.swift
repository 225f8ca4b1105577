import Foundation
import GRDB

/// A history table of states: rows of one subject (an app in a store, or in a chart) with the
/// first and last moment each state was seen. Recording a state seen at a moment keeps the
/// table's promise — one row per run of equal states, in time order — whatever order the
/// moments come in:
/// - the state of the row at or before the moment: that row's last sighting moves to it;
/// - else the state of the row after it: that row starts at the moment instead;
/// - else a new row; one that falls inside another state's span splits it (the earlier part
///   keeps its first sighting, the later part starts at its last);
/// - another state seen at the very second a row begins replaces that row's first sighting.
struct StateRows {
    /// The table.
    let table: String
    /// The subject's columns and values.
    let subject: [(column: String, value: any DatabaseValueConvertible & Sendable)]
    /// The state's columns.
    let columns: [String]
    /// Whether two states (in the order of ``columns``) are the same.
    var same: ([DatabaseValue], [DatabaseValue]) -> Bool = { $0 == $1 }
    /// The watch-list mark a new row owes, for a table whose new states are changes to report;
    /// `nil` for the others (the histogram), and while the history is first made.
    var unreported: UnreportedMark? = nil

    /// The columns of when a row's state was first seen and last seen, in every table of
    /// states.
    static let observedAt = HistoryStateTables.Columns.observedAt.name
    static let lastSeenAt = HistoryStateTables.Columns.lastSeenAt.name

    /// What the recording did.
    enum Outcome: Equatable {
        /// A new row: the state differs from the one before it (or is the first).
        case added
        /// An existing row's span grew or moved to cover the moment.
        case extended
        /// The moment was already covered by a row of this state.
        case unchanged
        /// A new row after every other (the usual case: nothing beside it to join).
        case appended
    }

    /// Records `state` seen at `moment` (whole seconds since 1970).
    @discardableResult
    func record(_ state: [DatabaseValue], at moment: Int64, in db: Database) throws -> Outcome {
        let outcome = try place(state, at: moment, in: db)
        switch outcome {
        case .added: try joinNeighbours(of: moment, in: db)
        case .appended: return .added
        case .extended, .unchanged: break
        }
        return outcome
    }

    @discardableResult
    private func place(_ state: [DatabaseValue], at moment: Int64, in db: Database) throws -> Outcome {
        let before = try neighbour(of: moment, in: db, before: true)
        if let before, before.first == moment, !same(before.state, state) {
            // Another state seen at the same second: the later sighting replaces it there.
            try delete(at: moment, in: db)
            if before.lastSeen > moment { try place(before.state, at: before.lastSeen, in: db) }
            try place(state, at: moment, in: db)
            return .added
        }
        let after = try neighbour(of: moment, in: db, before: false)
        if let before, same(before.state, state) {
            guard before.lastSeen < moment else { return .unchanged }
            if let after, same(after.state, state) {
                // Joins two runs of one state that nothing between them separates any more.
                try delete(at: after.first, in: db)
                try setLastSeen(after.lastSeen, of: before.first, in: db)
            } else {
                try setLastSeen(moment, of: before.first, in: db)
            }
            return .extended
        }
        if let before, before.lastSeen >= moment {
            // Inside another state's span (or at its last sighting): it is split around this one.
            try setLastSeen(before.first, of: before.first, in: db)
            if before.lastSeen > moment {
                try insert(before.state, first: before.lastSeen, last: before.lastSeen, in: db)
            }
            try insert(state, first: moment, last: moment, in: db)
            return .added
        }
        if let after, same(after.state, state) {
            try delete(at: after.first, in: db)
            try insert(state, first: moment, last: after.lastSeen, in: db)
            return .extended
        }
        try insert(state, first: moment, last: moment, in: db)
        return after == nil ? .appended : .added
    }

    /// Joins rows of one state that now lie side by side around `moment` (a row replaced or
    /// split can leave them so).
    private func joinNeighbours(of moment: Int64, in db: Database) throws {
        let sql = """
            SELECT * FROM (SELECT \(Self.observedAt), \(Self.lastSeenAt), \(columns.joined(separator: ", ")) FROM \(table)
                WHERE \(subjectFilter) AND \(Self.observedAt) <= ? ORDER BY \(Self.observedAt) DESC LIMIT 3)
            UNION ALL
            SELECT * FROM (SELECT \(Self.observedAt), \(Self.lastSeenAt), \(columns.joined(separator: ", ")) FROM \(table)
                WHERE \(subjectFilter) AND \(Self.observedAt) > ? ORDER BY \(Self.observedAt) ASC LIMIT 3)
            """
        let rows = try Row.fetchAll(
            db.cachedStatement(sql: sql),
            arguments: StatementArguments(subjectValues + [moment] + subjectValues + [moment])
        ).map { row in
            (
                first: try row.integer(StateRows.observedAt), lastSeen: try row.integer(StateRows.lastSeenAt),
                state: columns.map { row[$0] as DatabaseValue }
            )
        }.sorted { $0.first < $1.first }
        var kept = rows.first
        for row in rows.dropFirst() {
            guard let current = kept else { break }
            if same(current.state, row.state) {
                try delete(at: row.first, in: db)
                try setLastSeen(row.lastSeen, of: current.first, in: db)
                kept = (current.first, row.lastSeen, current.state)
            } else {
                kept = row
            }
        }
    }

    /// The state of the subject's last row, if any.
    func latest(in db: Database) throws -> (first: Int64, lastSeen: Int64, state: [DatabaseValue])? {
        try neighbour(of: .max, in: db, before: true)
    }

    private var subjectFilter: String { subject.map { "\($0.column) = ?" }.joined(separator: " AND ") }
    private var subjectValues: [any DatabaseValueConvertible] { subject.map(\.value) }

    private func neighbour(of moment: Int64, in db: Database, before: Bool) throws -> (
        first: Int64, lastSeen: Int64, state: [DatabaseValue]
    )? {
        let sql = """
            SELECT \(Self.observedAt), \(Self.lastSeenAt), \(columns.joined(separator: ", ")) FROM \(table)
            WHERE \(subjectFilter) AND \(Self.observedAt) \(before ? "<=" : ">") ?
            ORDER BY \(Self.observedAt) \(before ? "DESC" : "ASC") LIMIT 1
            """
        guard
            let row = try Row.fetchOne(
                db.cachedStatement(sql: sql), arguments: StatementArguments(subjectValues + [moment]))
        else { return nil }
        return (
            try row.integer(StateRows.observedAt), try row.integer(StateRows.lastSeenAt),
            columns.map { row[$0] as DatabaseValue }
        )
    }

    private func setLastSeen(_ lastSeen: Int64, of first: Int64, in db: Database) throws {
        try db.cachedStatement(
            sql:
                "UPDATE \(table) SET \(Self.lastSeenAt) = ? WHERE \(subjectFilter) AND \(Self.observedAt) = ?"
        )
        .execute(arguments: StatementArguments([lastSeen] + subjectValues + [first]))
    }

    private func delete(at first: Int64, in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM \(table) WHERE \(subjectFilter) AND \(Self.observedAt) = ?")
            .execute(arguments: StatementArguments(subjectValues + [first]))
    }

    /// Every new row, whatever the path that made it, begins a state: the one place a row's
    /// first moment is written, so the one place the watch list is marked.
    private func insert(_ state: [DatabaseValue], first: Int64, last: Int64, in db: Database) throws {
        try unreported?.note(start: first, in: db)
        let names = subject.map(\.column) + [StateRows.observedAt, StateRows.lastSeenAt] + columns
        try db.cachedStatement(
            sql:
                "INSERT INTO \(table) (\(names.joined(separator: ", "))) VALUES (\(names.map { _ in "?" }.joined(separator: ", ")))"
        ).execute(
            arguments: StatementArguments(
                subjectValues + [first, last] + state.map { $0 as any DatabaseValueConvertible }))
    }
}
