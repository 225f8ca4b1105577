import AppDetailDomain
import AppDetailTransport
import AppDetailURLSession
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// A listing client over each transport for the transport contract's tests, and what a fetch
/// gave and took.
extension TransportLimitTests {
    func client(
        _ server: RawHTTPServer, _ transport: TransportKind, overall: Duration = .seconds(120),
        bodyBytes: Int = 5 << 20,
        retry: RetryPolicy = .standard, sleep: @escaping @Sendable (Duration) async throws -> Void = { _ in }
    ) -> ListingClient {
        // 10 s to connect (or, for URLSession, between bytes): a loaded machine can take seconds
        // to make the gzip bomb before its first byte, and no test here is about that limit.
        let limits = TransportLimits(
            connectTimeout: .seconds(10), overallTimeout: overall, maximumBodyBytes: bodyBytes)
        return ListingClient(
            requester: StoreRequester(
                endpoint: server.baseURL, transport: transport.make(limits), limits: limits,
                retry: retry, budget: .perRequest, sleep: sleep, random: { 1 }))
    }

    func outcome(_ client: ListingClient) async -> Result<Listing, AppDetailError> {
        do {
            return .success(try await client.fetch(Self.facebook, in: .unitedStates).listing)
        } catch let error as AppDetailError {
            return .failure(error)
        } catch {
            return .failure(.malformedAnswer(detail: "unexpected \(error)"))
        }
    }

    func elapsed<T>(_ body: () async throws -> T) async rethrows -> (T, Duration) {
        let start = ContinuousClock.now
        let value = try await body()
        return (value, ContinuousClock.now - start)
    }
}
