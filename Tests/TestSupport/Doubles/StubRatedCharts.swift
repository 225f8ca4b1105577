import AppDetailDomain
import Foundation

/// A rated-chart use case that records each request and answers it when the test says so.
public final class StubRatedCharts: RatedChartLoading, @unchecked Sendable {
    private let lock = NSLock()

    /// A stub with nothing asked yet.
    public init() {}

    private var waiting: [CheckedContinuation<RatedChart, any Error>] = []
    private var asked: [CachePolicy] = []

    /// The policies asked, in order.
    public var policies: [CachePolicy] { lock.withLock { asked } }

    /// The protocol's requirement, answered as the test set it.
    public func chart(_ query: ChartQuery, policy: CachePolicy) async throws -> RatedChart {
        try await withCheckedThrowingContinuation { continuation in
            lock.withLock {
                asked.append(policy)
                waiting.append(continuation)
            }
        }
    }

    /// Waits until `count` requests have been made.
    public func waitForRequests(_ count: Int) async {
        while lock.withLock({ asked.count }) < count { await Task.yield() }
    }

    /// Answers the oldest request waiting.
    public func answer(with result: Result<RatedChart, AppDetailError>) {
        let continuation = lock.withLock { waiting.isEmpty ? nil : waiting.removeFirst() }
        continuation?.resume(with: result.mapError { $0 as any Error })
    }
}
