import AppDetailDomain
import Foundation

/// An observe-page use case whose streams the test feeds by hand; it reports each stream it
/// hands out and when that stream's consumer goes away.
final class StubPageObserving: AppPageObserving, Sendable {
    struct Call: Sendable {
        let policy: CachePolicy
        let continuation: AsyncThrowingStream<AppPage, any Error>.Continuation
        let terminated: AsyncStream<Void>
    }

    private let newCall: AsyncStream<Call>.Continuation
    /// Each call as it happens.
    let callsMade: AsyncStream<Call>

    init() {
        (callsMade, newCall) = AsyncStream.makeStream()
    }

    func observe(_ lookup: AppLookup, in storefront: Storefront, policy: CachePolicy)
        -> AsyncThrowingStream<AppPage, any Error>
    {
        let (stream, continuation) = AsyncThrowingStream<AppPage, any Error>.makeStream()
        let (terminated, signal) = AsyncStream<Void>.makeStream()
        continuation.onTermination = { _ in
            signal.yield()
            signal.finish()
        }
        newCall.yield(Call(policy: policy, continuation: continuation, terminated: terminated))
        return stream
    }
}
