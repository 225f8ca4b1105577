import AppDetailDomain
import Foundation

/// A search use case that records every query and answers each when the test says so.
public final class StubSearching: AppSearching, @unchecked Sendable {
    private let lock = NSLock()

    /// A stub with nothing asked yet.
    public init() {}

    private var waiting:
        [(term: String, continuation: CheckedContinuation<Fetched<SearchResults>, any Error>)] = []
    private var asked: [String] = []

    /// The terms searched, in order.
    public var terms: [String] { lock.withLock { asked } }

    /// The protocol's requirement, answered as the test set it.
    public func search(_ query: SearchQuery, policy: CachePolicy) async throws -> Fetched<SearchResults> {
        try await withCheckedThrowingContinuation { continuation in
            lock.withLock {
                asked.append(query.term.text)
                waiting.append((query.term.text, continuation))
            }
        }
    }

    /// Waits until `count` searches have been asked.
    public func waitForSearches(_ count: Int) async {
        while lock.withLock({ asked.count }) < count { await Task.yield() }
    }

    /// Answers the search for `term`.
    public func answer(_ term: String, with result: Result<SearchResults, AppDetailError>) {
        let continuation = lock.withLock {
            waiting.firstIndex { $0.term == term }.map { waiting.remove(at: $0).continuation }
        }
        let fresh = Freshness(
            source: .network, fetchedAt: Date(timeIntervalSince1970: 0), staleness: .current)
        continuation?.resume(
            with: result.map { Fetched(value: $0, freshness: fresh) }.mapError { $0 as any Error })
    }
}
