/// How many requests the store's clients may send: a rate a minute, and how many may go at once
/// after a quiet while (the burst, so the five requests of one page need not wait on each other).
///
/// The App Store's Search and Lookup API allows about 20 requests a minute (Apple's *Search API*
/// documentation says "approximately 20 calls per minute"), and answers more with 403 or 429:
/// ``appStore`` keeps to that. Over any minute a budget lets through at most its rate plus its
/// burst.
public struct RequestRate: Hashable, Sendable {
    /// Requests a minute, 1 to 60,000.
    public let perMinute: Int
    /// Requests that may go at once, 1 to 1,000.
    public let burst: Int

    /// A rate, or `nil` when either number is out of its range.
    public init?(perMinute: Int, burst: Int) {
        guard (1...60_000).contains(perMinute), (1...1_000).contains(burst) else { return nil }
        self.perMinute = perMinute
        self.burst = burst
    }

    /// About 20 requests a minute, 5 at once: the App Store's documented limit.
    public static let appStore = RequestRate(validPerMinute: 20, burst: 5)

    /// The time one request's share of the rate takes.
    var interval: Duration { .milliseconds(60_000) / perMinute }

    private init(validPerMinute: Int, burst: Int) {
        self.perMinute = validPerMinute
        self.burst = burst
    }
}
