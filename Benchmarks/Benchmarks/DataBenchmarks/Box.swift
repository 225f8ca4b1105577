import Foundation

/// A value made in a benchmark's setup hook and read by its closure.
final class Box<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    func set(_ value: Value) { lock.withLock { stored = value } }

    func value() throws -> Value {
        guard let value = lock.withLock({ stored }) else { throw BoxError.notSetUp }
        return value
    }

    enum BoxError: Error { case notSetUp }
}
