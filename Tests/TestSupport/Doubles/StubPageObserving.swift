import AppDetailDomain
import Foundation

/// An observe-page use case whose streams the test feeds by hand; it reports each stream it
/// hands out and when that stream's consumer goes away.
public final class StubPageObserving: AppPageObserving, Sendable {
    /// One call of the use case: its policy, its stream to feed, and the sign its reader left.
    public struct Call: Sendable {
        /// The policy it was asked with.
        public let policy: CachePolicy
        /// Feeds the stream the call handed out.
        public let continuation: AsyncThrowingStream<AppPage, any Error>.Continuation
        /// Yields when the stream's reader goes away.
        public let terminated: AsyncStream<Void>
    }

    private let newCall: AsyncStream<Call>.Continuation
    /// Each call as it happens.
    public let callsMade: AsyncStream<Call>

    /// A stub with these answers.
    public init() {
        (callsMade, newCall) = AsyncStream.makeStream()
    }

    /// The protocol's requirement, answered as the test set it.
    public func observe(_ lookup: AppLookup, in storefront: Storefront, policy: CachePolicy)
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
