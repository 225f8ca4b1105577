import Foundation

/// A value made in a benchmark's setup hook and read by its closure, so that a process running
/// one benchmark builds only that benchmark's data.
public final class Box<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    /// An empty box.
    public init() {}

    /// Stores the value.
    public func set(_ value: Value) { lock.withLock { stored = value } }

    /// The stored value; throws when the setup hook has not run.
    public func value() throws -> Value {
        guard let value = lock.withLock({ stored }) else { throw BoxError.notSetUp }
        return value
    }

    /// The box was read before anything was stored in it.
    public enum BoxError: Error { case notSetUp }
}
