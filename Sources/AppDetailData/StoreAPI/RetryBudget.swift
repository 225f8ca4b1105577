import Foundation

/// The retries every request sharing it may make together, so that the parts of one page (the
/// listing, the reviews, the developer's apps) never multiply retries against a store that
/// allows about 20 calls a minute.
///
/// At most `retries` retries in any minute, whichever requests make them; and once an answer
/// was throttled (403 or 429), only the request that saw it first retries throttling: the others
/// report theirs at once rather than pile on.
final class RetryBudget: @unchecked Sendable {
    private let lock = NSLock()
    private let retries: Int
    private let window: Duration
    private var taken: [ContinuousClock.Instant] = []
    private var throttledRequest: Int?
    private var throttledAt: ContinuousClock.Instant?
    private var nextRequest = 0

    /// A budget of `retries` retries per `window`.
    init(retries: Int, window: Duration) {
        self.retries = retries
        self.window = window
    }

    /// A token naming one request (all its attempts).
    func request() -> Int {
        lock.withLock {
            nextRequest += 1
            return nextRequest
        }
    }

    /// Whether `request` may try again after a failure (a throttled one if `throttled`); when it
    /// may, the retry is taken from the budget.
    func mayRetry(_ request: Int, throttled: Bool) -> Bool {
        lock.withLock {
            let now = ContinuousClock.now
            taken.removeAll { now - $0 >= window }
            if let at = throttledAt, now - at >= window {
                throttledRequest = nil
                throttledAt = nil
            }
            if throttled {
                if let owner = throttledRequest, owner != request { return false }
                throttledRequest = request
                throttledAt = now
            }
            guard taken.count < retries else { return false }
            taken.append(now)
            return true
        }
    }
}

/// How often and how patiently a passing failure is retried: exponential backoff with full
/// jitter, so that clients throttled together do not come back together.
struct RetryPolicy: Sendable {
    /// Attempts in all, the first included.
    var maximumAttempts: Int
    /// The delay bound before the second attempt; it doubles for each attempt after.
    var baseDelay: Duration
    /// The largest delay bound.
    var maximumDelay: Duration

    /// 3 attempts, 0.5 s then 1 s bounds, at most 4 s.
    static let standard = RetryPolicy(
        maximumAttempts: 3, baseDelay: .milliseconds(500), maximumDelay: .seconds(4))

    /// The wait before attempt `attempt + 1` (`attempt` counts from 1): a random share of the
    /// bound, drawn from `random` (a fraction in 0…1).
    func delay(after attempt: Int, random: Double) -> Duration {
        let doubled = baseDelay * (1 << min(max(attempt - 1, 0), 16))
        let bound = min(doubled, maximumDelay)
        return bound * min(max(random, 0), 1)
    }
}
