import Foundation

/// Values recorded from concurrent code.
final class Recorded<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []
    var values: [Value] { lock.withLock { stored } }
    func append(_ value: Value) { lock.withLock { stored.append(value) } }
}

/// A thread-safe count for server handlers.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add(_ amount: Int) { lock.withLock { count += amount } }
}

extension Result {
    /// The failure, or `nil` for a success.
    var error: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
