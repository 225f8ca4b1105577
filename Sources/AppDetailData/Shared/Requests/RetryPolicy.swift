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
