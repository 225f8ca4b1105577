import Foundation
import GRDB

/// The one request budget of every program using a cache: a token bucket kept in the cache's
/// `request_budget` row, so a `track run` from cron and a `show` typed at the same moment
/// together keep to the store's rate.
///
/// Each request takes a token in one statement (the bucket refilled for the time since it was
/// last counted, at most up to the burst); a bucket gone below zero is requests promised to
/// programs already waiting, and the taker waits until its own token will have come. The clock
/// is the real one, whatever clock stamps the answers: a budget is about seconds that pass. With
/// no cache, or one that cannot be written, the bucket is this program's alone.
final class RequestBudget: @unchecked Sendable {
    let rate: RequestRate
    private let cache: SQLiteAppCache?
    private let clock: @Sendable () -> Date
    private let lock = NSLock()
    /// The bucket of this program alone, when the cache cannot hold it. Guarded by `lock`.
    private var local: (tokens: Double, updatedAt: Int64)?

    /// A budget of `rate` shared through `cache` (when it can be written), on `clock`.
    init(rate: RequestRate, cache: SQLiteAppCache?, clock: @escaping @Sendable () -> Date) {
        self.rate = rate
        self.cache = cache
        self.clock = clock
    }

    /// Takes one request's token: how long to wait before sending it (zero when one is there).
    func reserve() -> Duration {
        let now = Int64((clock().timeIntervalSince1970 * 1_000).rounded())
        let perMillisecond = Double(rate.perMinute) / 60_000
        let tokens =
            shared(now: now, perMillisecond: perMillisecond)
            ?? lock.withLock {
                let (before, updatedAt) = local ?? (Double(rate.burst), now)
                let after = refilled(before, since: updatedAt, now: now, perMillisecond: perMillisecond) - 1
                local = (after, max(updatedAt, now))
                return after
            }
        // A count no program could have left (a hand-edited row) waits at most an hour.
        guard tokens.isFinite, tokens < 0 else { return .zero }
        return .milliseconds(Int64(min(-tokens / perMillisecond, 3_600_000).rounded(.up)))
    }

    /// The tokens left after taking one from the cache's bucket, or `nil` when the cache cannot
    /// keep it.
    private func shared(now: Int64, perMillisecond: Double) -> Double? {
        guard let cache, !cache.isReadOnly else { return nil }
        let arguments: StatementArguments = [
            "burst": Double(rate.burst), "now": now, "rate": perMillisecond,
        ]
        return try? cache.writing { db in
            try db.execute(
                sql: """
                    INSERT INTO request_budget (id, tokens, updated_at) VALUES (1, :burst, :now)
                    ON CONFLICT (id) DO NOTHING
                    """, arguments: arguments)
            return try Double.fetchOne(
                db,
                sql: """
                    UPDATE request_budget
                    SET tokens = min(:burst, tokens + max(0, :now - updated_at) * :rate) - 1,
                        updated_at = max(updated_at, :now)
                    WHERE id = 1 RETURNING tokens
                    """, arguments: arguments)
        }
    }

    private func refilled(_ tokens: Double, since updatedAt: Int64, now: Int64, perMillisecond: Double)
        -> Double
    {
        min(Double(rate.burst), tokens + Double(max(0, now - updatedAt)) * perMillisecond)
    }
}
