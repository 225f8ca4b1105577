import AppDetailDomain
import AppDetailPresentation
import Foundation
import Observation
import TestSupport
import Testing

@MainActor
@Suite("The page as an Observable value on the main actor")
struct ObservableAppPageTests {
    /// Set once, from any thread.
    final class Flag: Sendable {
        private let lock = NSLock()
        nonisolated(unsafe) private var value = false  // guarded by `lock`
        func set() { lock.withLock { value = true } }
        var isSet: Bool { lock.withLock { value } }
    }

    private func isFailed(_ state: AppPageViewState) -> Bool {
        if case .failed = state { true } else { false }
    }

    @Test func eachStateReachesTheObservableAndItsObservers() async throws {
        let stub = StubPageObserving()
        let viewModel = AppPageViewModel(
            lookup: .id(AppID(rawValue: 1)!), storefront: .unitedStates, observing: stub,
            updateStyle: .reconfigure,
            now: fixedNow)
        let page = ObservableAppPage(viewModel: viewModel)
        let told = Flag()
        withObservationTracking {
            _ = page.state
        } onChange: {
            told.set()
        }
        var calls = stub.callsMade.makeAsyncIterator()
        await page.load(policy: .offline)
        let call = try #require(await calls.next())
        #expect(call.policy == .offline)
        call.continuation.finish(throwing: AppDetailError.offline(.timedOut))
        let waited = ContinuousClock.now
        while !isFailed(page.state), ContinuousClock.now - waited < .seconds(300) {
            try await Task.sleep(for: .milliseconds(10))
        }
        guard case .failed(let failure) = page.state else {
            Issue.record("the failure never reached the observable: \(page.state)")
            return
        }
        #expect(failure.canRetry)
        #expect(told.isSet, "an observer of `state` was told of the change")
    }
}
