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
///
/// Each request leaves the bucket ``margin`` in hand — the tokens of 250 ms at the rate, at most
/// two requests' — and goes when its taking leaves at least that: a store counting with the
/// same rate and burst then always holds as much, so a request the network (or a busy processor)
/// delivers up to that much early, after one delivered late, is not refused. It costs a run
/// that much time once, not per request. Without it a store enforcing exactly this budget
/// refused about one request in 400 on loopback; with 50 ms, one in 900 once the tool parsed
/// answers fast enough to keep to the rate on a busy machine.
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
    /// What each request leaves in the bucket: 250 ms of the rate's tokens, at most two.
    var margin: Double { min(2, Double(rate.perMinute) / 60_000 * 250) }

    func reserve() -> Duration {
        let now = Int64((clock().timeIntervalSince1970 * 1_000).rounded())
        let tokens =
            shared(now: now)
            ?? lock.withLock {
                let bucket = taking(from: local, now: now)
                local = bucket
                return bucket.tokens
            }
        // A count no program could have left (a hand-edited row) waits at most an hour.
        let perMillisecond = Double(rate.perMinute) / 60_000
        guard tokens.isFinite, tokens < margin else { return .zero }
        return .milliseconds(Int64(min((margin - tokens) / perMillisecond, 3_600_000).rounded(.up)))
    }

    /// The tokens left after taking one from the cache's bucket, or `nil` when the cache cannot
    /// keep it. Read and written in one write transaction, so two programs never take the same
    /// token.
    private func shared(now: Int64) -> Double? {
        guard let cache, !cache.isReadOnly else { return nil }
        return try? cache.writing { db in
            // A write first, so the transaction holds the write lock from its start (another
            // program waits its turn) and no other can take the token read below.
            try db.execute(
                sql:
                    "INSERT INTO request_budget (id, tokens, updated_at) VALUES (1, ?, ?) ON CONFLICT (id) DO NOTHING",
                arguments: [Double(rate.burst), now])
            let row = try Row.fetchOne(db, sql: "SELECT tokens, updated_at FROM request_budget WHERE id = 1")
            // Read without trusting the row: a value no program wrote (text, say) starts afresh.
            let tokens = row.flatMap { Double.fromDatabaseValue($0["tokens"] as DatabaseValue) }
            let updatedAt = row.flatMap { Int64.fromDatabaseValue($0["updated_at"] as DatabaseValue) }
            let before = tokens.flatMap { tokens in updatedAt.map { (tokens: tokens, updatedAt: $0) } }
            let bucket = taking(from: before, now: now)
            try db.execute(
                sql: "UPDATE request_budget SET tokens = ?, updated_at = ? WHERE id = 1",
                arguments: [bucket.tokens, bucket.updatedAt])
            return bucket.tokens
        }
    }

    /// The bucket after one token is taken at `now`: refilled at the rate for the time since it
    /// was last counted (never for a clock set back), at most up to the burst; a bucket never
    /// counted starts full.
    private func taking(from bucket: (tokens: Double, updatedAt: Int64)?, now: Int64) -> (
        tokens: Double, updatedAt: Int64
    ) {
        guard let bucket else { return (Double(rate.burst) - 1, now) }
        let perMillisecond = Double(rate.perMinute) / 60_000
        let refilled = min(
            Double(rate.burst), bucket.tokens + Double(max(0, now - bucket.updatedAt)) * perMillisecond)
        return (refilled - 1, max(bucket.updatedAt, now))
    }
}
