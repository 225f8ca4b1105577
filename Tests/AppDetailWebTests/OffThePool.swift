import Foundation

/// Runs a blocking socket call on a thread of its own, so that it never holds one of the few
/// threads that the server's view models and the test's own tasks share.
func offThePool<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result { try body() })
        }
    }
}
