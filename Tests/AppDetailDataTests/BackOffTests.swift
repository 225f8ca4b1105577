import AppDetailDomain
import AppDetailTransport
import Foundation
import Testing

@testable import AppDetailData

/// A back-off that would end past the request's deadline is never slept: the retry rule alone,
/// with no network and no real waiting.
@Suite("A back-off past the deadline is not slept")
struct BackOffTests {
    /// The same rule without a network or real waiting: a back-off that would end past the
    /// deadline is never slept.
    @Test(arguments: [
        (Duration.seconds(30), [Duration.seconds(1), .seconds(2)]), (.milliseconds(1_500), [.seconds(1)]),
        (.milliseconds(500), []),
    ])
    func aBackOffPastTheDeadlineIsNotSlept(overall: Duration, expectedSleeps: [Duration]) async throws {
        let slept = Recorded<Duration>()
        let limits = TransportLimits(
            connectTimeout: .seconds(1), overallTimeout: overall, maximumBodyBytes: 1 << 20)
        let retry = RetryPolicy(maximumAttempts: 3, baseDelay: .seconds(1), maximumDelay: .seconds(60))
        let requester = StoreRequester(
            endpoint: URL(string: "http://127.0.0.1:1")!, transport: AlwaysUnavailable(), limits: limits,
            retry: retry, budget: .perRequest,
            sleep: { slept.append($0) }, random: { 1 })
        await #expect(throws: AppDetailError.serverError(status: 503)) {
            try await requester.get(URL(string: "http://127.0.0.1:1/lookup")!, accept: "*/*")
        }
        #expect(slept.values == expectedSleeps)
    }
}

/// A transport whose every answer is an instant 503.
private struct AlwaysUnavailable: HTTPTransport {
    func send(_ request: TransportRequest, deadline: ContinuousClock.Instant) async throws -> HTTPAnswer {
        HTTPAnswer(status: 503, body: Data())
    }
}
