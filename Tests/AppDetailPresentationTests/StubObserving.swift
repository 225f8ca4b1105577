import AppDetailDomain
import Foundation

/// An observe use case whose streams the test feeds by hand; it reports each stream it hands out
/// and when that stream's consumer goes away.
final class StubObserving: AppDetailObserving, Sendable {
    struct Call: Sendable {
        let policy: CachePolicy
        let continuation: AsyncThrowingStream<FetchedAppDetail, any Error>.Continuation
        let terminated: AsyncStream<Void>
    }

    private let newCall: AsyncStream<Call>.Continuation
    /// Each call as it happens.
    let callsMade: AsyncStream<Call>

    init() {
        (callsMade, newCall) = AsyncStream.makeStream()
    }

    func observe(_ lookup: AppLookup, in storefront: Storefront, policy: CachePolicy)
        -> AsyncThrowingStream<FetchedAppDetail, any Error>
    {
        let (stream, continuation) = AsyncThrowingStream<FetchedAppDetail, any Error>.makeStream()
        let (terminated, signal) = AsyncStream<Void>.makeStream()
        continuation.onTermination = { _ in
            signal.yield()
            signal.finish()
        }
        let call = Call(policy: policy, continuation: continuation, terminated: terminated)
        newCall.yield(call)
        return stream
    }
}
