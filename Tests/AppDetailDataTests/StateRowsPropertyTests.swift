import Foundation
import GRDB
import PropertyBased
import TestSupport
import Testing

@testable import AppDetailData

/// The laws of a history table of states (rows of first and last sighting):
/// - in time order, there is one row per run of equal states and every sighting lies in the row
///   of its state;
/// - in any order, rows never overlap, two rows side by side never hold one state, and right
///   after a sighting is recorded the table says that state at its moment (the state of the last
///   row begun by then). What a row kept only as its span (sightings between its first and last)
///   can be split by a later, out-of-order sighting of another state: the span is all it knew.
@Suite("History rows keep their laws in any order of recording")
struct StateRowsPropertyTests {
    private typealias Stored = (first: Int64, last: Int64, value: Int64)

    @Test func inTimeOrderEveryRunIsOneRowHoldingItsSightings() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 1...40)) {
            seed, size in
            await Task.yield()
            let sightings = Self.sightings(seed: seed, size: size)
            let rows = try Self.record(sightings)
            var runs = 0
            var previous: Int64?
            for (_, value) in sightings where value != previous {
                runs += 1
                previous = value
            }
            #expect(rows.count == runs, "seed \(seed)")
            for (moment, value) in sightings {
                let holder = rows.first { $0.first <= moment && moment <= $0.last }
                #expect(holder?.value == value, "the sighting at \(moment), seed \(seed)")
            }
        }
    }

    @Test func inAnyOrderTheTableNeverContradictsWhatWasJustRecorded() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 1...40)) {
            seed, size in
            await Task.yield()
            var random = SeededGenerator(seed: seed ^ 0x5eed)
            // Some moments twice, with other states: two answers in one second.
            var order = Self.sightings(seed: seed, size: size)
            order += order.filter { _ in Int.random(in: 0..<4, using: &random) == 0 }.map {
                ($0.0, ($0.1 + 1) % 3)
            }
            order.shuffle(using: &random)
            let queue = try Self.table()
            for (moment, value) in order {
                let rows = try await queue.write { db -> [Stored] in
                    try Self.rows.record([value.databaseValue], at: moment, in: db)
                    return try Self.read(db)
                }
                let current = rows.last { $0.first <= moment }
                #expect(current?.value == value, "at \(moment) after recording it, seed \(seed)")
                for (earlier, later) in zip(rows, rows.dropFirst()) {
                    #expect(earlier.last < later.first, "rows overlap, seed \(seed)")
                    #expect(earlier.value != later.value, "one state in two rows side by side, seed \(seed)")
                }
            }
        }
    }

    private static var rows: StateRows {
        StateRows(table: "states", subject: [("subject", 1)], columns: ["value"])
    }

    private static func sightings(seed: UInt64, size: Int) -> [(Int64, Int64)] {
        var random = SeededGenerator(seed: seed)
        let moments = Array(Set((0..<size).map { _ in Int64.random(in: 0...500, using: &random) })).sorted()
        return moments.map { ($0, Int64.random(in: 0...2, using: &random)) }
    }

    private static func table() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE states (subject INTEGER NOT NULL, observed_at INTEGER NOT NULL,
                        last_seen_at INTEGER NOT NULL, value INTEGER, PRIMARY KEY (subject, observed_at))
                    """)
        }
        return queue
    }

    private static func record(_ sightings: [(Int64, Int64)]) throws -> [Stored] {
        let queue = try table()
        return try queue.write { db in
            for (moment, value) in sightings { try rows.record([value.databaseValue], at: moment, in: db) }
            return try read(db)
        }
    }

    private static func read(_ db: Database) throws -> [Stored] {
        try Row.fetchAll(db, sql: "SELECT observed_at, last_seen_at, value FROM states ORDER BY observed_at")
            .map { (first: $0[0] as Int64, last: $0[1] as Int64, value: $0[2] as Int64) }
    }
}
