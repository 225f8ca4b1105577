import Foundation

/// How many requests a warm-up may still send: each request to the store takes one, and a
/// throttled answer closes the allowance, since asking on after it only deepens the wait.
final class RequestAllowance: @unchecked Sendable {
    private let lock = NSLock()
    private let limit: Int
    private var used = 0
    private var closed = false

    init(limit: Int) {
        self.limit = max(limit, 0)
    }

    /// The requests sent so far.
    var sent: Int {
        lock.withLock { used }
    }

    /// Takes `count` requests, or throws ``RequestLimitError`` (taking none) when they are
    /// not left.
    func take(_ count: Int = 1) throws(RequestLimitError) {
        let granted = lock.withLock {
            guard !closed, used + count <= limit else { return false }
            used += count
            return true
        }
        guard granted else { throw RequestLimitError() }
    }

    /// Runs one request to the store under the allowance.
    func send<Value>(_ requests: Int = 1, _ request: () async throws -> Value) async throws -> Value {
        try take(requests)
        do {
            return try await request()
        } catch AppDetailError.throttled {
            lock.withLock { closed = true }
            throw AppDetailError.throttled
        }
    }
}
